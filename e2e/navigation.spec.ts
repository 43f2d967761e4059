import {
  anyOf,
  content,
  expect,
  openRoute,
  pageHeading,
  screen,
  screens,
  test,
  text,
} from './fixtures';
import { goToScreen } from './live-app';

test.describe('routes and navigation', () => {
  test('opens every screen directly and after a reload', async ({ page }) => {
    // Each screen keeps the time a test of its own would have.
    test.setTimeout(screens.length * test.info().timeout);
    // One page, a fresh load per screen: each from another document, not a hash change in the
    // live app, and with the pointer moved off where the app's start moves it.
    for (const screen of screens) {
      await test.step(screen.path, async () => {
        await page.goto('about:blank');
        await page.mouse.move(0, 0);
        await openRoute(page, screen.path, screen.heading);
        await expect(
          page.getByRole('link', { name: screen.nav, exact: true }),
          `${screen.path}: its link is the current one`,
        ).toHaveAttribute('aria-current', 'page');
        await page.reload();
        await expect(pageHeading(page), `${screen.path} after a reload`).toHaveText(screen.heading);
      });
    }
  });

  // One live app for the journeys and the new tabs: a fresh load and start of the app for each
  // cost more than its checks (docs/decisions/0027).
  test('navigates with the Home buttons, the drawer links and the browser’s back and forward; external links and the résumé open in new tabs', async ({
    page,
    context,
  }) => {
    // Three journeys, each with the time a test of its own would have.
    test.setTimeout(3 * test.info().timeout);
    await test.step('the Home buttons, the drawer links and the browser’s back and forward', async () => {
      await openRoute(page, '/', screen('home').heading);
      // Home's buttons lead to Experience and Projects.
      await page.getByRole('link', { name: text.journeyButton }).click();
      await expect(pageHeading(page), 'Home’s first button').toHaveText(
        screen('experience').heading,
      );
      await page.goBack();
      await page.getByRole('link', { name: text.workButton }).click();
      await expect(pageHeading(page), 'Home’s second button').toHaveText(
        screen('projects').heading,
      );
      await page.goBack();
      await expect(pageHeading(page)).toHaveText(screen('home').heading);
      const nav = page.getByRole('navigation', { name: text.mainNavigation });
      for (const screen of screens.slice(1)) {
        await nav.getByRole('link', { name: screen.nav, exact: true }).click();
        await expect(pageHeading(page)).toHaveText(screen.heading);
        await expect(page).toHaveURL(new RegExp(`/portfolio/#${screen.path}$`));
      }
      // Back through the screens in the order they were visited, whatever the owner's table.
      const [before, beforeThat] = [screens.at(-2)!, screens.at(-3)!];
      await page.goBack();
      await expect(pageHeading(page)).toHaveText(before.heading);
      await expect(page).toHaveURL(new RegExp(`/portfolio/#${before.path}$`));
      await page.goBack();
      await expect(pageHeading(page)).toHaveText(beforeThat.heading);
      await page.goForward();
      await expect(pageHeading(page)).toHaveText(before.heading);
    });
    await test.step('external links and the résumé open in new tabs', async () => {
      await goToScreen(page, screen('experience'));
      const external = page.getByRole('list', { name: text.externalLinks });
      // Every link but an e-mail one, which opens the mail app in place (drawer tests check it).
      const links = [
        ...content.externalLinks
          .filter((link) => link.icon !== 'email')
          .map((link) =>
            external.getByRole('link', { name: `${link.text} ${text.opensInNewTab}` }),
          ),
        page.getByRole('link', { name: anyOf(text.resumeButton) }),
      ];
      for (const link of links) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForLoadState();
        // The owner's own résumé, or the one the build made (at an address under the site).
        expect(tab.url()).toBe(new URL((await link.getAttribute('href'))!, page.url()).href);
        await tab.close();
      }
      await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    });
  });

  test('an unknown route shows the not-found screen with a way home', async ({ page }) => {
    await openRoute(page, '/no/such/page', text.notFoundTitle);
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
    await page.getByRole('link', { name: text.backHome }).click();
    await expect(pageHeading(page)).toHaveText(screen('home').heading);
  });
});
