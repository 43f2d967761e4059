import type { Page } from '@playwright/test';
import { colorSchemeAttribute, offersSchemeSwitch, schemesOf } from '../src/theme/color-scheme.ts';
import {
  animationsDone,
  content,
  expect,
  rememberColorScheme,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';
import { axeViolations } from '../scripts/test-support/axe.ts';
import { notFoundScreen, visitEach } from './live-app';

// One axe pass per colour scheme the site shows (the dark one, or the owner's only one, and both
// for an owner who offers the switch), in one live app moved from screen to screen. Every screen's content is the
// same markup at both sizes and in both schemes but for its colours: every screen is checked at
// desktop size; what only a phone has, the top bar and the menu, on Home and open
// (docs/decisions/0022-one-live-app-per-pass.md).
const schemes = schemesOf(content);
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
