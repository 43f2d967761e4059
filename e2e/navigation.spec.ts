import {
  animationsDone,
  anyOf,
  base,
  content,
  escapeRegExp,
  expect,
  openRoute,
  pageDirection,
  pageHeading,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';
import { axeViolations } from '../scripts/test-support/axe.ts';
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
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(base)}#${screen.path}$`));
      }
      // Back through the screens in the order they were visited, whatever the owner's table.
      const [before, beforeThat] = [screens.at(-2)!, screens.at(-3)!];
      await page.goBack();
      await expect(pageHeading(page)).toHaveText(before.heading);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(base)}#${before.path}$`));
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

  test('an address the site has no page at shows its not-found page: the address named, not indexed, axe-clean, a way home', async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    // As the static hosts answer it: the base's 404.html, with the status 404, at the address.
    const missing = new URL('projects/no-such-study/', baseURL);
    await page.route(missing.href, async (route) => {
      const response = await route.fetch({ url: new URL('404.html', baseURL).href });
      await route.fulfill({ response, status: 404 });
    });
    expect((await page.goto(missing.href))?.status()).toBe(404);
    // The browser reports the page's own status; nothing else may be said.
    const status = consoleErrors.findIndex((error) => error.includes('status of 404'));
    expect(status, 'the page’s status, in the console').toBeGreaterThanOrEqual(0);
    consoleErrors.splice(status, 1);
    await expect(pageHeading(page)).toHaveText(text.notFoundTitle);
    await expect(page.getByRole('main').locator('code')).toHaveText(missing.pathname);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: text.backHome }).click();
    await expect(pageHeading(page)).toHaveText(screen('home').heading);
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

test.describe('phone', () => {
  test.use({ viewport: viewports.phone });

  test('a top bar with the name opens a temporary drawer that a link, Escape and a click outside close; a tap outside the open menu activates nothing beneath', async ({
    page,
    context,
  }) => {
    test.slow();
    await test.step('a top bar with the name opens a temporary drawer that a link, Escape and a click outside close', async () => {
      await openRoute(page, '/', screen('home').heading);
      const banner = page.getByRole('banner');
      await expect(banner.getByText(content.owner.name)).toBeVisible();
      const nav = page.getByRole('navigation', { name: text.mainNavigation });
      await expect(nav).toBeHidden();
      const menu = page.getByRole('button', { name: text.openMenu });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');

      await menu.click();
      await expect(nav).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(nav, 'the menu, after Escape').toBeHidden();
      await expect(menu).toBeFocused();

      await menu.click();
      await expect(nav).toBeVisible();
      // On the top bar's end, over the menu button's own bar (its left on a right-to-left page).
      const { width } = page.viewportSize()!;
      await page.mouse.click((await pageDirection(page)) === 'rtl' ? 8 : width - 8, 28);
      await expect(nav, 'the menu, after a click outside').toBeHidden();
      await expect(pageHeading(page)).toHaveText(screen('home').heading);

      await menu.click();
      await expect(nav).toBeVisible();
      await expect(nav.getByText(text.drawerHeading, { exact: true })).toBeVisible();
      // The links' heading where the owner has links; none over nothing.
      if (content.externalLinks.length > 0)
        await expect(nav.getByRole('heading', { name: text.externalLinks })).toBeVisible();
      else await expect(nav.getByRole('heading', { name: text.externalLinks })).toHaveCount(0);
      await nav.getByRole('link', { name: screen('projects').nav }).click();
      await expect(nav, 'the menu, after a link').toBeHidden();
      await expect(pageHeading(page)).toHaveText(screen('projects').heading);
    });
    await test.step('a tap outside the open menu closes it and activates nothing beneath', async () => {
      const nav = page.getByRole('navigation', { name: text.mainNavigation });
      // A link or button of the page that lies partly beside the open menu: the first screen
      // that has one (Home's actions, a card's buttons).
      let beneath: { x: number; y: number; name: string } | undefined;
      let shown = screens[0]!;
      for (const each of screens) {
        await goToScreen(page, each);
        await page.getByRole('button', { name: text.openMenu }).click();
        await expect(nav).toBeVisible();
        // Measured once it has slid in: mid-slide its edge lies short of where it stops.
        await animationsDone(page);
        const menuEdge = (await nav.boundingBox())!;
        // The page beside the menu: right of it, or left of it on a right-to-left page, where
        // it comes in from the right.
        const { width, height } = page.viewportSize()!;
        const free =
          (await pageDirection(page)) === 'rtl'
            ? { left: 0, right: menuEdge.x - 8 }
            : { left: menuEdge.x + menuEdge.width + 8, right: width };
        beneath = await page.evaluate(
          ({ left, right, bottom }) => {
            // Each line of a link that wraps is a box of its own.
            for (const element of document.querySelectorAll('main a[href], main button'))
              for (const box of element.getClientRects()) {
                const from = Math.max(box.left + 8, left);
                const to = Math.min(box.right - 8, right);
                const y = box.top + box.height / 2;
                if (to <= from || y < 80 || y > bottom - 8) continue;
                return { x: (from + to) / 2, y, name: element.textContent ?? '' };
              }
            return undefined;
          },
          { ...free, bottom: height },
        );
        shown = each;
        if (beneath) break;
        await page.keyboard.press('Escape');
      }
      expect(beneath, 'no screen has a link or button beside the open menu').toBeDefined();
      const address = page.url();
      await page.mouse.click(beneath!.x, beneath!.y);
      await expect(nav).toBeHidden();
      expect(page.url(), `the tap went through to “${beneath!.name}”`).toBe(address);
      await expect(pageHeading(page)).toHaveText(shown.heading);
      expect(context.pages()).toHaveLength(1);
      // The same point, with the menu closed, is that link or button.
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a[href], button')?.textContent,
        beneath!,
      );
      expect(hit).toBe(beneath!.name);
    });
  });
});
