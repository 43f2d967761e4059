import type { Page } from '@playwright/test';
import { expect, openRoute, screen, screens, test, text, viewports } from './fixtures';
import { goToScreen } from './live-app';
import { directionOfContent } from '../src/content/text.ts';
import { content } from './fixtures';

const rightToLeft = directionOfContent(content) === 'rtl';

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
      // The page's column clips what spreads past it (Home's horizon), so a text past the
      // window's side would not widen the page: none may be there, cut off (a long skill's chip).
      expect(await textsPastTheSides(page), `${shown.path}: text past the window's sides`).toEqual(
        [],
      );
    }
  });
  await test.step('no screen scrolls past its end: the page is as tall as the window or its content, at desktop and phone size', async () => {
    /** How far the page scrolls past the bottom of its last element, the footer. */
    const pastTheEnd = () =>
      page.evaluate(() => {
        const ends = [...document.body.querySelectorAll('footer, main')].map(
          (element) => element.getBoundingClientRect().bottom + scrollY,
        );
        const end = Math.max(innerHeight, ...ends);
        return Math.round(document.documentElement.scrollHeight - end);
      });
    for (const size of [viewports.desktop, viewports.phone]) {
      await page.setViewportSize(size);
      for (const shown of screens) {
        await goToScreen(page, shown);
        expect(await pastTheEnd(), `${shown.path} at ${size.width} px`).toBeLessThanOrEqual(1);
      }
    }
  });
  await test.step('Projects grid: one column below 900 px, two from 900 px', async () => {
    // Projects with a picture and those without may be two grids; both follow the rule.
    const grids = page.getByTestId('project-grid');
    const columns = async () => {
      const counts = await grids.evaluateAll((all) =>
        all.map((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
      );
      return counts.length > 0 && counts.every((n) => n === counts[0]) ? counts[0] : counts;
    };
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
      // On the page's start side: the left, or the right for a language written right to left.
      const main = await page.getByRole('main').boundingBox();
      const { width } = viewports[name];
      if (rightToLeft) {
        expect((await drawer.boundingBox())?.x, `${name}: the drawer's place`).toBe(width - 240);
        expect((main?.x ?? 0) + (main?.width ?? 0), `${name}: where the page starts`).toBe(
          width - 240,
        );
      } else expect(main?.x, `${name}: where the page starts`).toBe(240);
    }
    await page.setViewportSize({ width: 600, height: 800 });
    await expect(nav, '600 px').toBeVisible();
    await page.setViewportSize({ width: 599, height: 800 });
    await expect(nav, '599 px').toBeHidden();
    await expect(menu).toBeVisible();
  });
});

/** The texts of the screen that reach past the window's sides, but those in a box that scrolls
 * sideways on purpose (a code block) and those no visitor is meant to see (the contact form's
 * trap for bots, aria-hidden and placed off the page). */
function textsPastTheSides(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) =>
        [...el.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        ),
      )
      .filter((el) => {
        if (el.closest('[aria-hidden="true"]')) return false;
        for (let at = el.parentElement; at && at.tagName !== 'MAIN'; at = at.parentElement)
          if (/auto|scroll/.test(getComputedStyle(at).overflowX)) return false;
        const box = el.getBoundingClientRect();
        return box.width > 1 && (box.right > innerWidth + 1 || box.left < -1);
      })
      .map((el) => el.textContent?.trim().slice(0, 40)),
  );
}
