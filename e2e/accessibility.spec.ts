import type { Page } from '@playwright/test';
import { colorSchemeAttribute, offersSchemeSwitch } from '../src/theme/color-scheme.ts';
import {
  animationsDone,
  anyOf,
  content,
  expect,
  openRoute,
  pageHeading,
  rememberColorScheme,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';
import { axeViolations, notFoundScreen, visitEach } from './live-app';

// One axe pass per colour scheme the site shows (the dark one, and the light one for an owner who
// offers the switch), in one live app moved from screen to screen. Every screen's content is the
// same markup at both sizes and in both schemes but for its colours: every screen is checked at
// desktop size; what only a phone has, the top bar and the menu, on Home and open
// (docs/decisions/0022-one-live-app-per-pass.md).
const schemes = offersSchemeSwitch(content) ? (['dark', 'light'] as const) : (['dark'] as const);
for (const scheme of schemes) {
  test.describe(`axe in the ${scheme} scheme`, () => {
    test.beforeEach(async ({ page }) => {
      if (offersSchemeSwitch(content)) await rememberColorScheme(page, scheme);
    });
    const inScheme = async (page: Page) => {
      if (offersSchemeSwitch(content))
        await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, scheme);
    };

    test('at desktop size every screen and the not-found screen have no violations', async ({
      page,
    }) => {
      const checked = [...screens, notFoundScreen(text.notFoundTitle)];
      test.setTimeout(20_000 + checked.length * 8_000);
      const violations: string[] = [];
      await visitEach(page, checked, async ({ path }) => {
        await inScheme(page);
        violations.push(...(await axeViolations(page)).map((each) => `${path} ${each}`));
      });
      expect(violations, `axe in the ${scheme} scheme at desktop size`).toEqual([]);
    });

    test('on a phone Home’s top bar and the open menu have no violations', async ({ page }) => {
      await page.setViewportSize(viewports.phone);
      await visitEach(page, [screen('home')], () => inScheme(page));
      const violations = (await axeViolations(page)).map((each) => `Home ${each}`);
      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
      await animationsDone(page);
      violations.push(...(await axeViolations(page)).map((each) => `the open menu ${each}`));
      expect(violations, `axe in the ${scheme} scheme on a phone`).toEqual([]);
    });
  });
}

test.describe('keyboard only', () => {
  test('the skip link is first and moves focus to the main content', async ({ page }) => {
    await openRoute(page, screen('experience').path, screen('experience').heading);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text.skipToMain });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: anyOf(text.resumeButton) })).toBeFocused();
  });

  // One concern, one start: Tab through Home's controls, then on to the form and send it.
  test('every control shows a visible focus ring when reached by Tab; the whole site is reachable by Tab and the form submits with Enter', async ({
    page,
  }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK' }),
    );
    await openRoute(page, '/', screen('home').heading);
    const seen: string[] = [];
    while (!seen.includes(text.workButton) && seen.length < 60) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: el.textContent?.trim() ?? '',
          outline: style.outlineStyle,
          width: style.outlineWidth,
        };
      });
      seen.push(focus.name);
      expect(focus.outline, `focus ring on “${focus.name}”`).toBe('solid');
      expect(focus.width, `focus ring width on “${focus.name}”`).toBe('2px');
    }
    expect(seen, 'the controls Tab reaches on Home').toEqual(
      expect.arrayContaining([
        screen('home').nav,
        screen('contact').nav,
        text.journeyButton,
        text.workButton,
      ]),
    );

    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    await nav.getByRole('link', { name: screen('contact').nav }).focus();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(screen('contact').heading);
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: text.nameField })).toBeFocused();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A message typed by keyboard alone.');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert'), 'the form sent by keyboard alone').toHaveText(text.sent);
  });

  test('on a phone the drawer opens, traps focus and closes by keyboard', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await openRoute(page, '/', screen('home').heading);
    const menu = page.getByRole('button', { name: text.openMenu });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    await expect(nav).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    const experience = nav.getByRole('link', { name: screen('experience').nav });
    await experience.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeHidden();
    await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('motion', () => {
  test.use({ reducedMotion: 'reduce' });
  // The same journey, Home to the projects, with and without the visitor's wish for less motion.
  test('pages do not fade when the visitor prefers reduced motion, and fade in over 0.3 s by default', async ({
    page,
  }) => {
    const animation = () =>
      page.getByTestId('page').evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
    await openRoute(page, '/', screen('home').heading);
    expect((await animation()).name, 'reduced motion: the first page').toBe('none');
    await page.getByRole('link', { name: text.workButton }).click();
    await expect(pageHeading(page)).toHaveText(screen('projects').heading);
    expect((await animation()).name, 'reduced motion: a page moved to').toBe('none');

    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: screen('home').nav })
      .click();
    await expect(pageHeading(page)).toHaveText(screen('home').heading);
    await page.getByRole('link', { name: text.workButton }).click();
    await expect(pageHeading(page)).toHaveText(screen('projects').heading);
    const style = await animation();
    expect(style.name, 'by default: a page moved to fades in').not.toBe('none');
    expect(style.duration, 'by default: the fade’s duration').toBe('0.3s');
  });
});
