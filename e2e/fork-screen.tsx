// A screen of the owner's own, as docs/make-it-yours.md's recipe writes one: e2e/a-fork.spec.ts
// puts this file in the fork's owner/screens/. It is the same for every owner, so the template's
// own type check and lint cover it here, and the fork checks only what changes with the owner.
import { ScreenHeading, useContent } from 'portfolio/kit';

export const screen = { path: '/appearances', label: 'Appearances' };

export default function Appearances() {
  const { externalLinks } = useContent();
  return (
    <article>
      <ScreenHeading>Appearances</ScreenHeading>
      <ul>
        {externalLinks.map((link) => (
          <li key={link.url}>
            <a href={link.url}>{link.text}</a>
          </li>
        ))}
      </ul>
    </article>
  );
}
