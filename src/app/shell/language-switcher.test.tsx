import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageOf, textOf, type Content } from '../../content';
import { languagePacks, packFor, siteLanguages } from '../../i18n';
import { bothOwners } from '../../test/other-owner';
import { renderPage } from '../../test/render-app';
import { screensFor } from '../site-screens';

const hidden = { hidden: true };

/** Two more of the template's languages than the owner's own. */
function withTwoMore(owned: Content): Content {
  const own = packFor(languageOf(owned));
  const others = Object.keys(languagePacks).filter((tag) => languagePacks[tag] !== own);
  return { ...owned, languages: others.slice(0, 2) };
}

/** The owner's site in their language alone, whatever else their content offers. */
function inOneLanguage(owned: Content): Content {
  return { ...owned, languages: [] };
}

function switcher(owned: Content) {
  const nav = screen.getByRole('navigation', { name: textOf(owned).mainNavigation, ...hidden });
  return within(nav).queryByRole('list', { name: textOf(owned).languageSwitcher, ...hidden });
}

describe.each(bothOwners)('the language switcher with %s', (_, owner) => {
  const owned = withTwoMore(owner);
  const languages = siteLanguages(languageOf(owned), owned.languages);
  const path = screensFor(owned).at(-1)!.path;

  it('is not there for a site in one language', async () => {
    const alone = inOneLanguage(owner);
    await renderPage('/', { content: alone });
    expect(switcher(alone)).toBeNull();
  });

  it('names every language in its own words, this page’s current and not a link', async () => {
    await renderPage(path, { content: owned });
    const list = switcher(owned)!;
    const items = within(list).getAllByRole('listitem', hidden);
    expect(items.map((item) => item.textContent)).toEqual(languages.map((each) => each.name));
    items.forEach((item, index) => {
      const { name, tag } = languages[index]!;
      expect(within(item).getByText(name).closest('[lang]')).toHaveAttribute('lang', tag);
    });
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(within(items[0]!).queryByRole('link', hidden)).toBeNull();
    for (const item of items.slice(1)) expect(item).not.toHaveAttribute('aria-current');
  });

  // The page's script points them at the screen it shows and remembers the one followed
  // (src/start-up/boot.ts: e2e/language-switch.spec.ts).
  it('goes to the screen it is rendered for in each other language', async () => {
    await renderPage(path, { content: owned });
    const links = within(switcher(owned)!).getAllByRole('link', hidden);
    const others = languages.slice(1);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      others.map((each) => `${import.meta.env.BASE_URL}${each.folder}#${path}`),
    );
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(others[index]!.name);
      expect(link).toHaveAttribute('hreflang', others[index]!.tag);
      expect(link).toHaveAttribute('lang', others[index]!.tag);
    });
  });

  it('on another language’s page, goes back to the main site and on to the others', async () => {
    const [, page, third] = languages;
    const pageContent = { ...owned, language: page!.tag };
    await renderPage('/', { content: pageContent, languages });
    const list = switcher(pageContent)!;
    expect(within(list).getByText(page!.name).closest('li')).toHaveAttribute('aria-current');
    const hrefs = within(list)
      .getAllByRole('link', hidden)
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      import.meta.env.BASE_URL,
      `${import.meta.env.BASE_URL}${third!.folder}`,
    ]);
  });
});
