import type { Page } from '@playwright/test';
import type { Content } from '../src/content/schema.ts';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../src/theme/color-scheme.ts';
import { textOf } from '../src/content/text.ts';
import { palettesFor, themeColorsFor } from '../src/theme/brand.ts';
import {
  expect,
  meta,
  openBeforeAppStart,
  pageHeading,
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
 * reload. On a device that prefers dark. That axe finds nothing in either scheme is checked by
 * e2e/accessibility.spec.ts, which runs its pass once per scheme the site shows.
 */
export function describeLightAndDark(site: () => Site) {
  test.describe('light and dark', () => {
    test.use({ colorScheme: 'dark' });

    const first = () => {
      const { owned } = site();
      return owned.theme?.default === 'light' ? 'light' : 'dark';
    };
    const other = () => (first() === 'dark' ? 'light' : 'dark');

    test('the switch works before any script has loaded; the choice is painted first after a reload', async ({
      page,
    }) => {
      const { owned, url } = site();
      // The screen with an island: nothing of its code has run.
      const contact = screenOf(screensOf(owned), 'contact');
      const startApp = await openBeforeAppStart(
        page,
        contact.path,
        contact.heading,
        url(contact.path),
      );
      await expectScheme(page, owned, first());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(first() === 'dark'),
      );
      // A click without the mouse move that would bring the island's code.
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
        contact.path,
        contact.heading,
        url(contact.path),
      );
      await expectScheme(page, owned, other());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(other() === 'dark'),
      );
      const painted = await page.locator('#root').innerText();
      await startAgain();
      // The island taken over, the page is in the same scheme: nothing changes.
      await expectScheme(page, owned, other());
      await expect(themeSwitch(page, owned)).toHaveAttribute(
        'aria-pressed',
        String(other() === 'dark'),
      );
      expect(await page.locator('#root').innerText()).toBe(painted);
    });

    // One start of the app for both sizes: the phone's menu holds the same switch.
    test('the live app switches by the same switch and back, remembering the choice; on a phone the switch is in the menu', async ({
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

      await page.setViewportSize(viewports.phone);
      await page.getByRole('button', { name: textOf(owned).openMenu }).click();
      const menuSwitch = page
        .getByRole('navigation', { name: textOf(owned).mainNavigation })
        .getByRole('button', { name: textOf(owned).darkTheme });
      await menuSwitch.click();
      await expectScheme(page, owned, other());
      await expect(menuSwitch).toHaveAttribute('aria-pressed', String(other() === 'dark'));
    });
  });
}
