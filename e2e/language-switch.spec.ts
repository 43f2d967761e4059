import type { Page } from '@playwright/test';
import { contactFields } from '../src/features/contact/contact-fields.ts';
import { dictionaryFor, fillText } from '../src/i18n/index.ts';
import { languageNameInText } from '../src/i18n/site-languages.ts';
import { draftAttribute } from '../src/start-up/drafts.ts';
import type { LanguageSite } from './languages';
import {
  animationsDone,
  expect,
  expectConsoleErrors,
  fillContactForm,
  languageSites,
  openBeforeAppStart,
  openRoute,
  pageHeading,
  screen,
  screens,
  screensOf,
  startWithInput,
  test,
  text,
  viewports,
} from './fixtures';
import { axeViolations } from '../scripts/test-support/axe.ts';
import { goToScreen } from './live-app';

/** Axe's rules about colour: what another language cannot change. */
const colourRules = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block'];

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

  // One live app for the switcher's journeys: a fresh load and start per journey cost more than
  // its checks (docs/decisions/0027-shared-live-apps.md). A language's site is a page of its own,
  // so a switch is a load; the app starts again on an input, as for a visitor.
  test('in the live app: names every language, goes to the same screen in another, axe-clean there, and back; keeps a draft; on a phone, from the menu', async ({
    page,
  }) => {
    test.slow();
    await openRoute(page, '/', screen('home').heading);
    await test.step('names every language in the navigation, this one current and not a link', async () => {
      const list = navigation(page).getByRole('list', { name: text.languageSwitcher });
      await expect(list.getByRole('listitem'), 'each language named').toHaveText(
        languageSites.map((each) => each.name),
      );
      await expect(list.locator('[aria-current="true"]'), 'this one current').toHaveText(main.name);
      await expect(list.getByRole('link'), 'a link to each other one').toHaveCount(others.length);
      for (const language of others) {
        const link = list.getByRole('link', { name: language.name, exact: true });
        await expect(link, `${language.tag}: its lang`).toHaveAttribute('lang', language.tag);
        await expect(link, `${language.tag}: its hreflang`).toHaveAttribute(
          'hreflang',
          language.tag,
        );
      }
    });
    const last = screens.at(-1)!.path;
    await test.step('goes to the same screen in another language once the app is live', async () => {
      for (const { path, nav } of screens) {
        await navigation(page).getByRole('link', { name: nav, exact: true }).click();
        await expect(pageHeading(page)).toBeVisible();
        await expect(languageLink(page, target), `the switch's link on ${path}`).toHaveAttribute(
          'href',
          addressIn(target, path),
        );
      }
      await languageLink(page, target).click();
      await expectScreenIn(page, target, last);
      await startWithInput(page);
    });
    // Another language changes the words, the `lang`/`dir` and the headings, never the colours:
    // axe's colour rules cannot find here what the main language's pass in each scheme
    // (e2e/accessibility.spec.ts) would not, so this pass leaves them out and runs once.
    await test.step('every screen in another language is axe clean', async () => {
      for (const { path } of screens) {
        await goToScreen(page, { path, heading: headingIn(target, path) });
        await expectScreenIn(page, target, path);
        await animationsDone(page);
        expect(
          await axeViolations(page, { without: colourRules }),
          `axe on ${path} in ${target.tag}`,
        ).toEqual([]);
      }
    });
    await test.step('and back to the same screen in the main language', async () => {
      await languageLink(page, main).click();
      await expectScreenIn(page, main, last);
    });
    const contact = screen('contact');
    await test.step('keeps a draft typed in the contact form across the switch', async () => {
      await startWithInput(page);
      await goToScreen(page, contact);
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
        await expect(form.locator(`[name="${name}"]`), `${name}, before the app`).toHaveValue(
          value,
        );
      await startWithInput(page);
      for (const [name, value] of Object.entries(typed))
        await expect(form.locator(`[name="${name}"]`), `${name}, in the live app`).toHaveValue(
          value,
        );
    });
    await test.step('on a phone, the menu lists the languages and goes to the same screen in one', async () => {
      // From the other language's site, in its words, back to the main one.
      await page.setViewportSize(viewports.phone);
      await page.getByRole('button', { name: target.text.openMenu }).click();
      const menu = page.getByRole('navigation', { name: target.text.mainNavigation });
      const list = menu.getByRole('list', { name: target.text.languageSwitcher });
      await expect(list).toBeVisible();
      const link = list.getByRole('link', { name: main.name, exact: true });
      await link.focus();
      await expect(link).toBeFocused();
      await link.press('Enter');
      await expectScreenIn(page, main, contact.path);
    });
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
      // At the page's end it stands under the page, covering none of it.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const offerBox = await page.getByRole('complementary', { name: offer.line }).boundingBox();
        const footerBox = await page.getByRole('contentinfo').boundingBox();
        expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(offerBox!.y + 0.5);
      }).toPass();
      await expectScreenIn(page, main, '/');
      await page.getByRole('button', { name: offer.close }).click();
      await expect(link).toHaveCount(0);
      await page.reload();
      await startWithInput(page);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByRole('link', { name: offer.line })).toHaveCount(0);
    });

    test('on a phone, the contact form’s alert comes into view above the offer, never under it', async ({
      page,
    }) => {
      expectConsoleErrors();
      await page.setViewportSize(viewports.phone);
      const contact = screen('contact');
      await openRoute(page, contact.path, contact.heading);
      const offer = page.getByRole('complementary', { name: offerOf(target).line });
      await expect(offer).toBeVisible();
      // The service fails (a build without e-mail ids sends nothing and says so instead).
      await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 500 }));
      await fillContactForm(
        page,
        Object.fromEntries(
          contactFields.map((field) => [
            text[field.label],
            field.type === 'email' ? 'ada@example.com' : 'Hello',
          ]),
        ),
      );
      // The button just above the offer, where the alert that follows it would be under it.
      const send = page.getByRole('button', { name: text.sendMessage });
      const [buttonBox, offerTop] = [await send.boundingBox(), (await offer.boundingBox())!.y];
      await page.evaluate(
        (by) => window.scrollBy(0, by),
        buttonBox!.y + buttonBox!.height - (offerTop - 8),
      );
      await send.click();
      const alert = page.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(async () => {
        const [alertBox, offerBox] = [await alert.boundingBox(), await offer.boundingBox()];
        expect(
          alertBox!.y + alertBox!.height,
          'the alert’s foot over the offer',
        ).toBeLessThanOrEqual(offerBox!.y + 0.5);
        expect(alertBox!.y).toBeGreaterThanOrEqual(0);
      }).toPass();
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
});
