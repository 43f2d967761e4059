import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n';
import { languagePacks } from '../i18n/language-packs';
import { untranslated } from '../test/english-texts';
import { fakeEmailjs } from '../test/fake-emailjs';
import { fetchedRepos } from '../test/github-repos';
import { otherOwner } from '../test/other-owner';
import { renderApp } from '../test/render-app';
import { screensFor } from './site-screens';

/** Everything a visitor reads or hears: text, labels, alternative texts, titles. */
function everythingSaid(): string {
  const attributes = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')]
    .flatMap((element) =>
      ['aria-label', 'alt', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    )
    .join('\n');
  return `${document.body.textContent ?? ''}\n${attributes}\n${document.title}`;
}

describe.each(Object.entries(languagePacks).filter(([language]) => language !== 'en'))(
  'an owner whose language is %s',
  (language, pack) => {
    const owned = { ...otherOwner, language, text: undefined };

    it.each(
      screensFor(owned)
        .map((route) => route.path)
        .concat('/no-such-page'),
    )('sees no English interface text on %s', async (path) => {
      renderApp(path, { content: owned, gitHubRepos: fetchedRepos });
      await screen.findAllByRole('heading', { level: 1 });
      const said = everythingSaid();
      for (const english of untranslated(pack, owned)) expect(said).not.toContain(english);
    });

    it('is told in their language when a message cannot be sent', async () => {
      fakeEmailjs({ status: 500, text: 'Server error' });
      const { user } = renderApp('/contact', { content: owned });
      for (const label of [pack.nameField, pack.titleField, pack.messageField])
        await user.type(await screen.findByRole('textbox', { name: label }), 'x');
      await user.type(screen.getByRole('textbox', { name: pack.emailField }), 'a@example.org');
      await user.click(screen.getByRole('button', { name: pack.sendMessage }));
      expect(await screen.findByRole('alert')).toHaveTextContent(pack.sendFailed);
      expect(everythingSaid()).not.toContain(en.sendFailed);
      vi.mocked(console.error).mockClear();
    });
  },
);
