// Visiting many screens in one live app: a fresh load and start of the app per screen costs more
// than most checks made on it, and is only worth paying where the fresh load is the point
// (docs/decisions/0022-one-live-app-per-pass.md).
import type { Page } from '@playwright/test';
import { animationsDone, expect, pageHeading, startWithInput, type Screen } from './fixtures';

/** A screen as a visit needs it: its address and main heading. */
export type Visit = Pick<Screen, 'path' | 'heading'>;

/** The screen an address no route has shows. */
export const notFoundScreen = (heading: string): Visit => ({ path: '/missing', heading });

/**
 * Moves the live app to a screen as its own links do (a new hash) and waits until that screen
 * has replaced the one before (a new page element: a heading alone may match both, as an owner's
 * screen's may) and, unless `settle` is false, nothing animates.
 */
export async function moveTo(page: Page, screen: Visit, settle = true) {
  // The screen shown already (an address without `#/` is Home's): only its address changes.
  if ((await page.locator('#root').getAttribute('data-prerendered')) === screen.path) {
    await page.evaluate((path) => (location.hash = path), screen.path);
    await expect(pageHeading(page)).toHaveText(screen.heading);
    return;
  }
  // Marked by a property, which a copy of the element (Home put back) does not carry.
  await page.getByTestId('page').evaluate((element) => Object.assign(element, { left: true }));
  await page.evaluate((path) => (location.hash = path), screen.path);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="page"]')].some((element) => !('left' in element)),
  );
  await expect(pageHeading(page)).toHaveText(screen.heading);
  if (settle) await animationsDone(page);
}

/** Moves the live app to a screen by `moveTo`, unless it shows that screen already. */
export async function showScreen(page: Page, screen: Visit) {
  if (new URL(page.url()).hash !== `#${screen.path}`) await moveTo(page, screen);
}

/**
 * Opens the first screen (at `url`, for a site other than the suite's), starts the app, and
 * visits each screen in turn by `moveTo`, calling `visit` on each once it has settled (or, with
 * `settle` false, once it shows its heading: for a check of what animates).
 */
export async function visitEach<Each extends Visit>(
  page: Page,
  screens: readonly Each[],
  visit: (screen: Each) => Promise<void>,
  { settle = true, url = (path: string) => `./#${path}` } = {},
) {
  for (const [index, screen] of screens.entries()) {
    if (index === 0) {
      await page.goto(url(screen.path));
      await expect(pageHeading(page)).toHaveText(screen.heading);
      await startWithInput(page);
      if (settle) await animationsDone(page);
    } else {
      await moveTo(page, screen, settle);
    }
    await visit(screen);
  }
}

/**
 * Shows a screen of the open page by its address (the hash, as a link to it would set it) and
 * waits for its main heading: before the app is live too, when the start-up script shows it.
 */
export async function goToScreen(page: Page, { path, heading }: Visit) {
  await page.evaluate((address) => (location.hash = address), path);
  await expect(pageHeading(page), `the heading of ${path}`).toHaveText(heading);
}
