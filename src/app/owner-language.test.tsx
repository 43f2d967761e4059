import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en, fillText } from '../i18n';
import { languagePacks } from '../i18n/language-packs';
import { untranslated } from '../test/english-texts';
import { fakeEmailjs } from '../test/fake-emailjs';
import { fetchedRepos } from '../test/github-repos';
import { otherOwner } from '../test/other-owner';
import { renderPage, renderPart } from '../test/render-app';
import { pageTitle } from '../shared/page-title';
import { pageTitles } from './page-titles';
import { ContactScreen } from '../features/contact/contact-screen';
import { screensFor } from './site-screens';

/** Everything a visitor reads or hears: text, labels, alternative texts, and the page's title. */
function everythingSaid(title: string): string {
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
    .flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    )
    .join('\n');
  return `${document.body.textContent ?? ''}\n${attributes}\n${title}`;
}

describe.each(Object.entries(languagePacks).filter(([language]) => language !== 'en'))(
  'an owner whose language is %s',
  (language, pack) => {
    const owned = { ...otherOwner, language, text: undefined };
    const paths = screensFor(owned)
      .map((route) => route.path)
      .concat('/no-such-page');
    /** The main heading each path shows, once its screen has loaded. */
    const headings: Record<string, string> = {
      '/': fillText(pack.greeting, { name: owned.owner.name }),
      '/experience': pack.experienceHeading,
      '/projects': pack.projectsHeading,
      '/writing': pack.writingHeading,
      '/contact': pack.contactHeading,
      '/no-such-page': pack.notFoundTitle,
    };

    it(`sees no English interface text on ${paths.join(', ')}`, async () => {
      for (const path of paths) {
        const { unmount } = await renderPage(path, { content: owned, gitHubRepos: fetchedRepos });
        // A screen's own heading (a heading of another screen's own is the owner's words,
        // checked by the screen's presence alone).
        const heading = headings[path];
        // Spaces aside: the name is an element of its own, which the test's accessible-name
        // computation sets apart by spaces (a greeting with words after the name: "{name}です").
        const folded = (text: string) => text.replace(/\s+/g, '');
        if (heading)
          screen.getByRole('heading', {
            level: 1,
            name: (name) => folded(name) === folded(heading),
          });
        else screen.getAllByRole('heading', { level: 1 });
        const title = pageTitles(owned)[path] ?? pageTitle(owned.owner, pack.notFoundTitle);
        const said = everythingSaid(title);
        for (const english of untranslated(pack, owned)) {
          expect(said, `${path}: "${english}"`).not.toContain(english);
        }
        unmount();
      }
    });

    it('is told in their language when a message cannot be sent', async () => {
      fakeEmailjs({ status: 500, text: 'Server error' });
      const { user } = renderPart(<ContactScreen />, { content: owned });
      // Pasted: the form's own tests type; here only the words the failure brings are the point.
      for (const [label, value] of [
        [pack.nameField, 'x'],
        [pack.titleField, 'x'],
        [pack.messageField, 'x'],
        [pack.emailField, 'a@example.org'],
      ] as const) {
        await user.click(await screen.findByRole('textbox', { name: label }));
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: pack.sendMessage }));
      expect(await screen.findByRole('alert')).toHaveTextContent(pack.sendFailed);
      // (An owner's pack may leave this text to English.)
      if (pack.sendFailed !== en.sendFailed)
        expect(everythingSaid('')).not.toContain(en.sendFailed);
      vi.mocked(console.error).mockClear();
    });
  },
);
