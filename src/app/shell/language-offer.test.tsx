import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
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
import { bothOwners } from '../../test/other-owner';
import { renderApp, renderPart } from '../../test/render-app';
import { screensFor } from '../site-screens';
import { LanguageOffer } from './language-offer';

// A link followed would leave the page, which the test environment cannot do.
const stayOnPage = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stayOnPage));
afterEach(() => document.removeEventListener('click', stayOnPage));

function prefers(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

/** The offer alone, where the shell around it and the screen are not the point. */
function renderOffer(content: Content) {
  return renderPart(
    <MemoryRouter>
      <LanguageOffer />
    </MemoryRouter>,
    { content },
  );
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
  const [page, wanted, third] = siteLanguages(languageOf(owned), owned.languages);
  const path = screensFor(owned).at(-1)!.path;
  const offerLink = () => screen.queryByRole('link', { name: offerOf(wanted!).line });

  it('is one line in her language, to the screen shown there, never a move', async () => {
    prefers(`${wanted!.tag}-XX`, page!.tag);
    renderApp(path, { content: owned });
    // The first render of a screen imports the app: slow on a busy machine.
    const link = await screen.findByRole(
      'link',
      { name: offerOf(wanted!).line },
      { timeout: 15_000 },
    );
    expect(link).toHaveAttribute('href', `${import.meta.env.BASE_URL}${wanted!.folder}#${path}`);
    expect(link).toHaveAttribute('hreflang', wanted!.tag);
    expect(link.closest('aside')).toHaveAttribute('lang', wanted!.tag);
    expect(screen.getByRole('complementary', { name: offerOf(wanted!).line })).toBeVisible();
    expect(screen.getByRole('button', { name: offerOf(wanted!).close })).toBeInTheDocument();
  });

  it('is not made when her first language the site has is the page’s, or none is', () => {
    prefers('qaa', page!.tag, wanted!.tag);
    const { unmount } = renderOffer(owned);
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    prefers('qaa');
    renderOffer(owned);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes when closed, for good, and focus moves on to the screen', async () => {
    prefers(wanted!.tag);
    const { user, unmount } = renderApp('/', { content: owned });
    await user.click(await screen.findByRole('button', { name: offerOf(wanted!).close }));
    expect(offerLink()).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(localStorage.getItem(languageChoiceKey)).toBe(page!.tag);
    unmount();
    renderOffer(owned);
    expect(offerLink()).toBeNull();
  });

  it('followed, is her choice; a choice made before is never asked again', async () => {
    prefers(wanted!.tag);
    const { user, unmount } = renderOffer(owned);
    await user.click(await screen.findByRole('link', { name: offerOf(wanted!).line }));
    expect(localStorage.getItem(languageChoiceKey)).toBe(wanted!.tag);
    unmount();
    localStorage.clear();
    chooseLanguage(third!.tag);
    renderOffer(owned);
    expect(offerLink()).toBeNull();
  });

  it('is not made by a site in one language', () => {
    prefers(wanted!.tag);
    // The owner's site in their language alone, whatever else their content offers.
    renderOffer({ ...owner, languages: [] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
