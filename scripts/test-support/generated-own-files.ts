// What a generated owner (./generated-owner.ts) adds of their own beside the content: a language
// pack of a language no template pack speaks, and a screen.
import type { Random } from './owner-pools.ts';

/** A language no template pack speaks, as an owner adds it: some texts, the rest left to English. */
export const ownerPack = {
  tag: 'it',
  texts: {
    homeNav: 'Inizio',
    experienceNav: 'Esperienza',
    projectsNav: 'Progetti',
    contactNav: 'Contatti',
    greeting: 'Ciao, sono {name}',
    keySkills: 'Competenze',
    experienceHeading: 'Il mio percorso',
    projectsHeading: 'I miei progetti',
    contactHeading: 'Scrivimi',
    sendMessage: 'Invia',
    starsOne: '{count} stella',
    starsOther: '{count} stelle',
    // Italian's rules have a form for millions ("un milione di stelle").
    starsMany: '{count} di stelle',
  },
};

/** A screen of the owner's own: its heading in its own words, unlike its name in the menu. */
export function ownerScreen(random: Random) {
  const [part, label, heading] = random.pick([
    ['talks', "{ en: 'Talks', de: 'Vorträge', it: 'Interventi' }", 'Talks I have given'],
    ['uses', "'Uses'", 'What I work with'],
    ['reading', "{ en: 'Reading' }", 'Books on my desk'],
  ] as const);
  const after = random.pick(["'/'", "'/projects'", undefined]);
  const source = `import { ScreenHeading, useContent } from 'portfolio/kit';

export const screen = { path: '/${part}', label: ${label}${after ? `, after: ${after}` : ''} };

export default function Screen() {
  const { skills } = useContent();
  return (
    <article>
      <ScreenHeading intro="A screen of my own.">${heading}</ScreenHeading>
      <ul>
        {skills.map((skill) => (
          <li key={skill}>{skill}</li>
        ))}
      </ul>
    </article>
  );
}
`;
  return {
    file: `screens/${part}.tsx`,
    source,
    summary: `screen /${part} after ${after ?? 'default'}`,
  };
}
