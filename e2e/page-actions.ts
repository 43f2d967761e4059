import { expect, type Page } from '@playwright/test';
import { colorSchemeStorageKey } from '../src/theme/color-scheme.ts';

// What a test does on a page of the site, whatever the owner: open a route, start the app as a
// visitor does, fill the form, wait for animations. The fixtures (./fixtures.ts) pass them on.

/** Waits until no animation runs: the site check's own (the page's fade, a drawer sliding in). */
export { animationsDone } from '../site-check/watch-page.ts';

/**
 * Opens a route of the hash-routed site and waits until it shows its heading and is live. The
 * app starts on the visitor's first input, as for a visitor: here a move of the mouse to the
 * page's bottom-right corner, where it hovers over nothing.
 */
export async function openRoute(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(`./#${path}`);
  if (heading) await expect(pageHeading(page)).toHaveText(heading);
  await startWithInput(page);
}

/** Gives the page a first input (a mouse move) and waits until the app is live. */
export async function startWithInput(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 800, height: 600 };
  await page.mouse.move(width - 1, height - 1);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/**
 * Opens a route with the app's start-up script held back, so a test can act on the painted page
 * before the app is live, and waits for its heading. Returns a function that lets the script
 * through (and, if nothing has started the app yet, gives the page an input) and waits until the
 * app is live. `url`: the address, for a site other than the suite's.
 */
export async function openBeforeAppStart(
  page: Page,
  path: string,
  heading: string | RegExp,
  url = `./#${path}`,
): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(heading);
  return async () => {
    release();
    await startWithInput(page);
  };
}

/** A pattern that matches any of these texts where they occur (a name with its hidden hint). */
export function anyOf(...texts: string[]): RegExp {
  return new RegExp(texts.map((each) => each.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/** A colour as the browser computes it: `#90caf9` is `rgb(144, 202, 249)`. */
export const rgb = (hex: string) => {
  // A colour already written as CSS computes it ('rgba(0, 0, 0, 0.87)', the light scheme's text).
  if (hex.startsWith('rgb')) return hex.replace(/\s*,\s*/g, ', ');
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `rgb(${[0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)).join(', ')})`;
};

/**
 * Whether the page has loaded a face of this font family that it declares itself (an
 * @font-face rule): `document.fonts.check()` also answers true for a family no rule declares.
 */
export function fontLoaded(page: Page, family: string) {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replace(/["']/g, '') === name && face.status === 'loaded',
    );
  }, family);
}

/** As for a visitor who chose this colour scheme on an earlier visit. */
export async function rememberColorScheme(page: Page, scheme: 'dark' | 'light' | 'system') {
  await page.addInitScript(
    ([key, value]) => {
      // Not on about:blank, which has no storage.
      if (location.protocol.startsWith('http')) localStorage.setItem(key!, value!);
    },
    [colorSchemeStorageKey, scheme],
  );
}

/** Fills the contact form's fields, by label. */
export async function fillContactForm(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await page.getByRole('textbox', { name: label }).fill(value);
  }
}

/** The content of the first <meta> the selector finds. */
export function meta(page: Page, selector: string) {
  return page.locator(selector).first().getAttribute('content');
}

export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/** The page's direction as the document sets it: a right-to-left site's is 'rtl'. */
export const pageDirection = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).direction as 'ltr' | 'rtl');

/** Where a box starts along a line of the page: its left edge left to right, its right edge,
 * counted from the viewport's right, right to left. */
export function inlineStart(
  box: { x: number; width: number },
  direction: 'ltr' | 'rtl',
  viewportWidth: number,
) {
  return direction === 'rtl' ? viewportWidth - (box.x + box.width) : box.x;
}

/**
 * The owner's project cards on Projects, in the order shown: the list of those with a picture,
 * then, where some have none, the list of the others under a heading of their own.
 */
export function projectCards(page: Page, words: { projectList: string; moreProjects: string }) {
  return page
    .getByRole('list', { name: words.projectList, exact: true })
    .or(page.getByRole('list', { name: words.moreProjects, exact: true }))
    .getByRole('article');
}
