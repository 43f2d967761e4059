import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageOf, type Content } from '../../content';
import {
  fillText,
  languageNameInText,
  languagePacks,
  packFor,
  siteLanguages,
  type SiteLanguage,
} from '../../i18n';
import { chooseLanguage, languageChoiceKey } from '../../start-up/language-choice';
import { offerLanguage } from '../../start-up/language-offer';
import { pointLanguageLinks } from '../../start-up/screen-change';
import { bothOwners } from '../../test/other-owner';
import { renderPage } from '../../test/render-app';
import { screensFor } from '../site-screens';

// The offer as the build renders it (a template per language, ./language-offer.tsx) and the page's
// script puts it on the page (src/start-up/language-offer.ts, once the screen has had its
// largest paint; boot.ts points its link at the screen shown, as the navigation's).

// A link followed would leave the page, which the test environment cannot do; a choice is
// written down as the page's script does it (src/start-up/boot.ts).
function followLinks(event: Event) {
  const language = (event.target as Element).closest('a[hreflang]')?.getAttribute('hreflang');
  if (language) chooseLanguage(language);
  event.preventDefault();
}
beforeEach(() => document.addEventListener('click', followLinks));
afterEach(() => document.removeEventListener('click', followLinks));

function prefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The offer's words for a language, in that language's pack. */
function offerOf(language: SiteLanguage) {
  const pack = packFor(language.tag)!;
  return {
    line: fillText(pack.languageOffer, { language: languageNameInText(language.tag) }),
    close: pack.closeLanguageOffer,
  };
}

describe.each(bothOwners)('the offer of another language with %s', (_, owner) => {
  const own = packFor(languageOf(owner));
  const others = Object.keys(languagePacks).filter((tag) => languagePacks[tag] !== own);
  const owned: Content = { ...owner, languages: others.slice(0, 2) };
  const all = siteLanguages(languageOf(owned), owned.languages);
  const [page, wanted, third] = all;
  const path = screensFor(owned).at(-1)!.path;
  const offerLink = () => screen.queryByRole('link', { name: offerOf(wanted!).line });

  /** The page of `path`, its offer made as the page's script makes it. */
  async function offered(content: Content = owned, at = path) {
    const view = await renderPage(at, { content });
    offerLanguage(
      siteLanguages(languageOf(content), content.languages).map((language) => language.tag),
      languageOf(content),
    );
    pointLanguageLinks(document, at);
    return view;
  }

  it('is one line in her language, to the screen shown there, never a move', async () => {
    prefers(`${wanted!.tag}-XX`, page!.tag);
    await offered();
    const link = screen.getByRole('link', { name: offerOf(wanted!).line });
    expect(link).toHaveAttribute('href', `${import.meta.env.BASE_URL}${wanted!.folder}#${path}`);
    expect(link).toHaveAttribute('hreflang', wanted!.tag);
    expect(link.closest('aside')).toHaveAttribute('lang', wanted!.tag);
    expect(screen.getByRole('complementary', { name: offerOf(wanted!).line })).toBeVisible();
    expect(screen.getByRole('button', { name: offerOf(wanted!).close })).toBeInTheDocument();
    // Early in the order of reading, before the screen.
    expect(
      link.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is not made when her first language the site has is the page’s, or none is', async () => {
    prefers('qaa', page!.tag, wanted!.tag);
    const { unmount } = await offered();
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    prefers('qaa');
    await offered();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes when closed, for good, and focus moves on to the screen', async () => {
    prefers(wanted!.tag);
    const { unmount } = await offered(owned, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: offerOf(wanted!).close }));
    expect(offerLink()).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem(languageChoiceKey)).toBe(page!.tag);
    unmount();
    await offered();
    expect(offerLink()).toBeNull();
  });

  it('followed, is her choice; a choice made before is never asked again', async () => {
    prefers(wanted!.tag);
    const { unmount } = await offered();
    await userEvent.setup().click(screen.getByRole('link', { name: offerOf(wanted!).line }));
    expect(localStorage.getItem(languageChoiceKey)).toBe(wanted!.tag);
    unmount();
    localStorage.clear();
    chooseLanguage(third!.tag);
    await offered();
    expect(offerLink()).toBeNull();
  });

  it('is not made by a site in one language', async () => {
    prefers(wanted!.tag);
    // The owner's site in their language alone, whatever else their content offers.
    await offered({ ...owner, languages: [] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
