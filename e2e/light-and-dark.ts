import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Content } from '../src/content/schema.ts';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../src/theme/color-scheme.ts';
import { textOf } from '../src/content/text.ts';
import { palettesFor, themeColorsFor } from '../src/theme/brand.ts';
import {
  animationsDone,
  expect,
  meta,
  openBeforeAppStart,
  pageHeading,
  rememberColorScheme,
  screenOf,
  screensOf,
  startWithInput,
  test,
  viewports,
} from './fixtures';

type Site = {
  /** The owner, whose content has a `theme` setting. */
  owned: Content;
  /** The address of a route of the built site. */
  url: (path: string) => string;
};

const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const schemeOf = (page: Page) => page.locator('html').getAttribute(colorSchemeAttribute);
const themeSwitch = (page: Page, owned: Content) =>
  page
    .getByRole('navigation', { name: textOf(owned).mainNavigation })
    .first()
    .getByRole('button', { name: textOf(owned).darkTheme });

async function expectScheme(page: Page, owned: Content, scheme: 'dark' | 'light') {
  const themeColors = themeColorsFor(owned.theme);
  await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, scheme);
  expect(await bodyBackground(page)).toBe(rgb(themeColors[scheme]));
  expect(await meta(page, 'meta[name="theme-color"]')).toBe(themeColors[scheme]);
}

/**
 * The journeys of a site whose owner offers the light theme (content.theme): the scheme is
 * painted before the app starts, the switch works before and after, the choice survives a
 * reload, and axe finds nothing in either scheme. On a device that prefers dark.
 */
export function describeLightAndDark(site: () => Site) {
  test.describe('light and dark', () => {
    test.use({ colorScheme: 'dark' });

    const first = () => {
      const { owned } = site();
      return owned.theme?.default === 'light' ? 'light' : 'dark';
    };
    const other = () => (first() === 'dark' ? 'light' : 'dark');

    test('the switch works before the app is live; the choice is painted first after a reload', async ({
      page,
    }) => {
      const { owned, url } = site();
      const experience = screenOf(screensOf(owned), 'experience');
      const startApp = await openBeforeAppStart(
        page,
        experience.path,
        experience.heading,
        url(experience.path),
      );
      await expectScheme(page, owned, first());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(first() === 'dark'),
      );
      // A click without the mouse move that would start the app.
      await themeSwitch(page, owned).dispatchEvent('click');
      await expectScheme(page, owned, other());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(other() === 'dark'),
      );
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive', /.*/);
      await startApp();
      await expectScheme(page, owned, other());

      await page.unrouteAll({ behavior: 'wait' });
      await page.goto('about:blank');
      const startAgain = await openBeforeAppStart(
        page,
        experience.path,
        experience.heading,
        url(experience.path),
      );
      await expectScheme(page, owned, other());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(other() === 'dark'),
      );
      const painted = await page.locator('#root').innerText();
      await startAgain();
      // The app takes the page over in the same scheme: nothing changes.
      await expectScheme(page, owned, other());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(other() === 'dark'),
      );
      expect(await page.locator('#root').innerText()).toBe(painted);
    });

    test('the live app switches by the same switch and back, remembering the choice', async ({
      page,
    }) => {
      const { owned, url } = site();
      const projects = screenOf(screensOf(owned), 'projects');
      await page.goto(url(projects.path));
      await expect(pageHeading(page)).toHaveText(projects.heading);
      await startWithInput(page);
      await themeSwitch(page, owned).click();
      await expectScheme(page, owned, other());
      if (other() === 'light') {
        // The light palette's primary, as every element drawn in the primary reads it.
        const primary = await page.evaluate(() =>
          getComputedStyle(document.body).getPropertyValue('--palette-primary-main').trim(),
        );
        expect(primary.toLowerCase()).toBe(
          (palettesFor(owned.theme).light.primary as { main: string }).main.toLowerCase(),
        );
      }
      const remembered = () =>
        page.evaluate((key) => localStorage.getItem(key), colorSchemeStorageKey);
      expect(await remembered()).toBe(other());
      await themeSwitch(page, owned).click();
      await expectScheme(page, owned, first());
      expect(await remembered()).toBe(first());
    });

    test('on a phone the switch is in the menu', async ({ page }) => {
      const { owned, url } = site();
      const home = screenOf(screensOf(owned), 'home');
      await page.setViewportSize(viewports.phone);
      await page.goto(url(home.path));
      await expect(pageHeading(page)).toHaveText(home.heading);
      await startWithInput(page);
      await page.getByRole('button', { name: textOf(owned).openMenu }).click();
      const menuSwitch = page
        .getByRole('navigation', { name: textOf(owned).mainNavigation })
        .getByRole('button', { name: textOf(owned).darkTheme });
      await menuSwitch.click();
      await expectScheme(page, owned, other());
      await expect(menuSwitch).toHaveAttribute('aria-pressed', String(other() === 'dark'));
    });

    for (const scheme of ['dark', 'light'] as const) {
      for (const size of ['phone', 'desktop'] as const) {
        test(`axe finds nothing in the ${scheme} theme at ${size} size`, async ({ page }) => {
          test.setTimeout(90_000);
          const { owned, url } = site();
          await page.setViewportSize(viewports[size]);
          await rememberColorScheme(page, scheme);
          const violations: string[] = [];
          for (const screen of screensOf(owned)) {
            await page.goto('about:blank');
            await page.goto(url(screen.path));
            await expect(pageHeading(page)).toHaveText(screen.heading);
            await startWithInput(page);
            expect(await schemeOf(page)).toBe(scheme);
            await animationsDone(page);
            const results = await new AxeBuilder({ page }).analyze();
            violations.push(
              ...results.violations.map(
                (v) => `${screen.path} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
              ),
            );
          }
          if (size === 'phone') {
            await page.getByRole('button', { name: textOf(owned).openMenu }).click();
            await expect(
              page.getByRole('navigation', { name: textOf(owned).mainNavigation }),
            ).toBeVisible();
            await animationsDone(page);
            const results = await new AxeBuilder({ page }).analyze();
            violations.push(...results.violations.map((v) => `open menu ${v.id}`));
          }
          expect(violations).toEqual([]);
        });
      }
    }
  });
}
