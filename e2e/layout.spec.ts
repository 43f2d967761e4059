import {
  animationsDone,
  content,
  expect,
  openRoute,
  pageHeading,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';
import { goToScreen } from './live-app';

// Each group of measurements shares one live app, resized and moved from screen to screen as the
// checks need: a fresh load and start for each cost more than its checks (docs/decisions/0027).
test('widths and the drawer at each breakpoint: content at most 1200 px, contact 600 px, no sideways scroll on a phone; the Projects grid’s columns; a permanent drawer down to 600 px', async ({
  page,
}) => {
  test.slow();
  await test.step('page content is at most 1200 px and the contact column at most 600 px; no screen scrolls sideways on a phone', async () => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await openRoute(page, '/', screen('home').heading);
    expect((await page.getByTestId('page').boundingBox())?.width, 'the page').toBe(1200);
    await goToScreen(page, screen('contact'));
    expect((await page.getByTestId('contact-column').boundingBox())?.width, 'contact').toBe(600);
    await page.setViewportSize(viewports.phone);
    const column = await page.getByTestId('contact-column').boundingBox();
    expect(column?.width).toBeLessThan(360);
    for (const shown of screens) {
      await goToScreen(page, shown);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${shown.path} is ${width} px wide`).toBe(360);
    }
  });
  await test.step('Projects grid: one column below 900 px, two from 900 px', async () => {
    const grid = page.getByTestId('project-grid');
    const columns = () =>
      grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 899, height: 800 });
    await goToScreen(page, screen('projects'));
    expect(await columns()).toBe(1);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(columns).toBe(2);
    await page.setViewportSize(viewports.phone);
    await expect.poll(columns).toBe(1);
  });
  await test.step('a permanent 240 px drawer and no top bar on a desktop and a tablet, down to 600 px but not 599 px', async () => {
    // Narrowed step by step.
    await page.setViewportSize(viewports.desktop);
    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    const menu = page.getByRole('button', { name: text.openMenu });
    for (const name of ['desktop', 'tablet'] as const) {
      await page.setViewportSize(viewports[name]);
      await expect(nav, name).toBeVisible();
      const drawer = page.locator('#navigation-drawer');
      expect((await drawer.boundingBox())?.width, `${name}: the drawer's width`).toBe(240);
      await expect(nav.getByText(text.drawerHeading, { exact: true })).toBeVisible();
      await expect(menu, `${name}: the menu button`).toBeHidden();
      const main = await page.getByRole('main').boundingBox();
      expect(main?.x, `${name}: where the page starts`).toBe(240);
    }
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(nav, '600 px').toBeVisible();
    await page.setViewportSize({ width: 599, height: 800 });
    await expect(nav, '599 px').toBeHidden();
    await expect(menu).toBeVisible();
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
      // On the top bar's end, over the menu button's own bar.
      const { width } = page.viewportSize()!;
      await page.mouse.click(width - 8, 28);
      await expect(nav, 'the menu, after a click outside').toBeHidden();
      await expect(pageHeading(page)).toHaveText(screen('home').heading);

      await menu.click();
      await expect(nav).toBeVisible();
      await expect(nav.getByText(text.drawerHeading, { exact: true })).toBeVisible();
      await expect(nav.getByRole('heading', { name: text.externalLinks })).toBeVisible();
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
        beneath = await page.evaluate(
          ({ right, bottom }) => {
            // Each line of a link that wraps is a box of its own.
            for (const element of document.querySelectorAll('main a[href], main button'))
              for (const box of element.getClientRects()) {
                const x = (Math.max(box.left, right + 8) + box.right) / 2;
                const y = box.top + box.height / 2;
                if (box.right - 8 <= right + 8 || y < 80 || y > bottom - 8) continue;
                return { x, y, name: element.textContent ?? '' };
              }
            return undefined;
          },
          { right: menuEdge.x + menuEdge.width, bottom: page.viewportSize()!.height },
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
