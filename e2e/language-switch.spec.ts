import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contactFields } from '../src/features/contact/contact-fields.ts';
import { dictionaryFor, fillText } from '../src/i18n/index.ts';
import { languageNameInText } from '../src/i18n/site-languages.ts';
import { draftAttribute } from '../src/start-up/drafts.ts';
import type { LanguageSite } from './languages';
import {
  animationsDone,
  expect,
  languageSites,
  openBeforeAppStart,
  openRoute,
  pageHeading,
  rememberColorScheme,
  screen,
  screens,
  screensOf,
  startWithInput,
  test,
  text,
  viewports,
} from './fixtures';
import { goToScreen } from './live-app';

// The switch between the owner's languages (docs/make-it-yours.md, "Several languages at once"):
// the main one at the base address, each other in its folder, every one with the same routes.
const [main, ...others] = languageSites as [LanguageSite, ...LanguageSite[]];
/** The language the tests switch to: the first other one (none for a site in one language). */
const target: LanguageSite = others[0] ?? main;

/** The address of a screen in a language's site, as its links write it. */
const addressIn = (language: LanguageSite, path: string) =>
  `${language.base}${path === '/' ? '' : `#${path}`}`;
/** A screen's heading in a language's site. */
const headingIn = (language: LanguageSite, path: string) =>
  screensOf(language.content).find((each) => each.path === path)!.heading;

const navigation = (page: Page) => page.getByRole('navigation').first();
/** The links to the other languages: each by its own name, in its own language. */
const languageLink = (page: Page, language: LanguageSite) =>
  navigation(page).locator(`a[hreflang="${language.tag}"]`);

/** The page shows `path` in `language`: its address, its language, its link marked current. */
async function expectScreenIn(page: Page, language: LanguageSite, path: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === language.base && (url.hash.slice(1) || '/') === path,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
  await expect(pageHeading(page)).toHaveText(headingIn(language, path));
  // (The navigation may be a closed menu.)
  const current = page.locator('nav a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', `#${path}`);
}

/** The offer of a language, in that language's own words. */
function offerOf(language: LanguageSite) {
  const words = dictionaryFor(language.tag);
  return {
    line: fillText(words.languageOffer, { language: languageNameInText(language.tag) }),
    close: words.closeLanguageOffer,
  };
}

test('a site in one language has no switcher', async ({ page }) => {
  test.skip(languageSites.length > 1, 'the owner’s site is in several languages');
  await openRoute(page, '/', screen('home').heading);
  await expect(navigation(page).locator('a[hreflang]')).toHaveCount(0);
  await expect(navigation(page).getByRole('list', { name: text.languageSwitcher })).toHaveCount(0);
});

test.describe('a site in several languages', () => {
  test.skip(others.length === 0, 'the owner’s site is in one language');

  test('names every language in the navigation, this one current and not a link', async ({
    page,
  }) => {
    await openRoute(page, '/', screen('home').heading);
    const list = navigation(page).getByRole('list', { name: text.languageSwitcher });
    await expect(list.getByRole('listitem')).toHaveText(languageSites.map((each) => each.name));
    await expect(list.locator('[aria-current="true"]')).toHaveText(main.name);
    await expect(list.getByRole('link')).toHaveCount(others.length);
    for (const language of others) {
      const link = list.getByRole('link', { name: language.name, exact: true });
      await expect(link).toHaveAttribute('lang', language.tag);
      await expect(link).toHaveAttribute('hreflang', language.tag);
    }
  });

  test('goes to the same screen in another language before the app starts', async ({ page }) => {
    await openBeforeAppStart(page, '/', screen('home').heading);
    for (const { path, nav } of screens) {
      await navigation(page).getByRole('link', { name: nav, exact: true }).click();
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      for (const language of others)
        await expect(languageLink(page, language)).toHaveAttribute(
          'href',
          addressIn(language, path),
        );
    }
    const last = screens.at(-1)!.path;
    await languageLink(page, target).click();
    await expectScreenIn(page, target, last);
    // Still before the app: the screen is the prerendered one.
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    await expect(languageLink(page, main)).toHaveAttribute('href', addressIn(main, last));
  });

  test('goes to the same screen in another language once the app is live, and back', async ({
    page,
  }) => {
    await openRoute(page, '/', screen('home').heading);
    for (const { path, nav } of screens) {
      await navigation(page).getByRole('link', { name: nav, exact: true }).click();
      await expect(pageHeading(page)).toBeVisible();
      await expect(languageLink(page, target)).toHaveAttribute('href', addressIn(target, path));
    }
    const path = screens.at(-1)!.path;
    await languageLink(page, target).click();
    await expectScreenIn(page, target, path);
    await startWithInput(page);
    await languageLink(page, main).click();
    await expectScreenIn(page, main, path);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('the menu lists the languages and goes to the same screen in one', async ({ page }) => {
      const { path, heading } = screens.at(-1)!;
      await openRoute(page, path, heading);
      await page.getByRole('button', { name: text.openMenu }).click();
      const menu = page.getByRole('navigation', { name: text.mainNavigation });
      const list = menu.getByRole('list', { name: text.languageSwitcher });
      await expect(list).toBeVisible();
      const link = list.getByRole('link', { name: target.name, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await link.press('Enter');
      await expectScreenIn(page, target, path);
    });
  });

  test('keeps a draft typed in the contact form across the switch', async ({ page }) => {
    const contact = screen('contact');
    await openRoute(page, contact.path, contact.heading);
    const form = page.locator(`form[${draftAttribute}]`);
    const typed = Object.fromEntries(
      contactFields.map((field, index) => [
        field.name,
        field.type === 'email' ? `draft${index}@example.com` : `Draft ${index} – ünïcode`,
      ]),
    );
    for (const [name, value] of Object.entries(typed))
      await form.locator(`[name="${name}"]`).fill(value);
    await languageLink(page, target).click();
    await expectScreenIn(page, target, contact.path);
    for (const [name, value] of Object.entries(typed))
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
    await startWithInput(page);
    for (const [name, value] of Object.entries(typed))
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
  });

  test.describe('a visitor whose browser prefers another of its languages', () => {
    test.use({ locale: target.tag });

    test('is offered it in her language, never moved, and a dismissal is remembered', async ({
      page,
    }) => {
      const offer = offerOf(target);
      // No input: a visitor who only looks is offered it too, once the page has painted.
      await page.goto('./');
      await expect(pageHeading(page)).toHaveText(screen('home').heading);
      const link = page.getByRole('link', { name: offer.line });
      await expect(link).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
      await expect(link).toHaveAttribute('href', addressIn(target, '/'));
      await expect(link).toHaveAttribute('hreflang', target.tag);
      await expect(page.getByRole('complementary', { name: offer.line })).toHaveAttribute(
        'lang',
        target.tag,
      );
      await expectScreenIn(page, main, '/');
      await page.getByRole('button', { name: offer.close }).click();
      await expect(link).toHaveCount(0);
      await page.reload();
      await startWithInput(page);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByRole('link', { name: offer.line })).toHaveCount(0);
    });

    test('followed, the offer goes to the same screen there, and is not made again', async ({
      page,
    }) => {
      const { path, heading } = screens.at(-1)!;
      await openRoute(page, path, heading);
      await page.getByRole('link', { name: offerOf(target).line }).click();
      await expectScreenIn(page, target, path);
      await page.goto(addressIn(main, path));
      await startWithInput(page);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  });

  for (const scheme of ['dark', 'light'] as const) {
    test(`every screen in another language is axe clean in the ${scheme} scheme`, async ({
      page,
    }) => {
      test.slow();
      await rememberColorScheme(page, scheme);
      // One live app, from screen to screen by address.
      await page.goto(addressIn(target, '/'));
      await startWithInput(page);
      for (const { path } of screens) {
        await goToScreen(page, { path, heading: headingIn(target, path) });
        await expectScreenIn(page, target, path);
        await animationsDone(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
          ),
        ).toEqual([]);
      }
    });
  }
});
