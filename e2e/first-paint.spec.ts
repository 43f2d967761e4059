import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fontId } from '../scripts/site/font-package.ts';
import { firstRoundTrip, gzipped } from '../scripts/site/page-sizes.ts';
import { importServerBundle } from '../scripts/site/server-bundle.ts';
import { screenRoutes } from '../src/app/route-table.ts';
import { ownerColorMode } from '../src/theme/color-scheme.ts';
import {
  brand,
  buildDir,
  content,
  expect,
  expectConsoleErrors,
  openBeforeAppStart,
  openRoute,
  pageHeading,
  rgb,
  screen,
  screens,
  startWithInput,
  test,
  text,
} from './fixtures';

const indexHtml = () => readFileSync(join(buildDir, 'index.html'), 'utf8');

/** Gzipped size of a built asset, as a static host serves it. */
function gzippedSize(url: string): number {
  const name = new URL(url).pathname.split('/').pop()!;
  return gzipSync(readFileSync(join(buildDir, 'assets', name)), { level: 9 }).length;
}

// Budgets set from measured sizes (docs/performance.md) with a little headroom: growing past
// them should be a decision, not an accident. Per screen, so that a new screen has a budget of
// its own and never eats another's.
const kb = 1024;
/** What every route loads: the entry, React, MUI, the router, the shell and Home. */
const appBudget = 180 * kb;
/** What a screen's part adds, by part (src/app/route-table.ts); any other screen's: */
const partBudgets: Record<string, number> = { contact: 30 * kb };
const defaultPartBudget = 8 * kb;
const partBudget = (part: string) => partBudgets[part] ?? defaultPartBudget;
/** Every script of the build: the app and every screen's part of the table, shown or not. */
const totalBudget =
  appBudget +
  screenRoutes
    .filter((route) => route.part !== 'home')
    .reduce((sum, route) => sum + partBudget(route.part), 0);

/** The scheme a first-time visitor on a dark device is shown. */
const firstScheme = ownerColorMode(content) === 'light' ? 'light' : 'dark';

test.describe('first paint from HTML', () => {
  // With a theme switch (content.theme), the server renders it for the owner's scheme, the dark
  // one for 'system'; on a device that prefers dark, the painted page is that one exactly.
  test.use({ colorScheme: 'dark' });

  test('index.html holds the shell and Home, each other screen is a file of its own, and no script blocks the first paint', () => {
    const html = indexHtml();
    // The shell and Home are the page itself: readable without scripts, by crawlers too.
    const root = /<div id="root" data-prerendered="\/">([\s\S]*?)<\/div>\n<script>/.exec(html);
    expect(root, 'the shell and Home in #root').not.toBeNull();
    expect(root![1]).toMatch(new RegExp(`<nav [^>]*aria-label="${text.mainNavigation}"`));
    expect(root![1]).toMatch(/<main [^>]*>[\s\S]*<h1/);
    // No other screen's bytes: a screen's first paint waits only for the page and its own file.
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    const files = readdirSync(join(buildDir, 'assets')).filter((name) =>
      /^screen-[\w-]+\.html$/.test(name),
    );
    expect(files).toHaveLength(screens.length - 1);
    for (const name of files) {
      const file = readFileSync(join(buildDir, 'assets', name), 'utf8');
      expect(file, name).toMatch(/^(<style data-emotion="css">[^<]*<\/style>)?<[\s\S]*<h1/);
      expect(html, `index.html names ${name}`).toContain(`assets/${name}`);
    }
    expect(html).not.toMatch(/<script[^>]+src=/);
    // In <head>, the script that fetches the address's screen (and with a theme switch applies
    // the colour scheme), first; the start-up script after the page's HTML.
    const inline = /<script>(?:(?!<\/script>)[\s\S])*<\/script>/.source;
    expect(html).toMatch(
      new RegExp(`<meta http-equiv="Content-Security-Policy"[^>]*>\\s*${inline}`),
    );
    expect(html).toMatch(new RegExp(`</div>\\s*${inline}\\s*</body>`));
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(html).toMatch(/<style data-emotion="css">/);
  });

  test('index.html and each other screen’s file fit a connection’s first round trip', () => {
    // What every screen's first paint waits for (decision 0003); the heaviest owner the template
    // promises this for is built and checked in e2e/first-round-trip.spec.ts.
    expect(gzipped(indexHtml()), 'index.html, gzipped').toBeLessThanOrEqual(firstRoundTrip);
    for (const name of readdirSync(join(buildDir, 'assets')).filter((file) =>
      /^screen-[\w-]+\.html$/.test(file),
    )) {
      const file = readFileSync(join(buildDir, 'assets', name), 'utf8');
      expect(gzipped(file), name).toBeLessThanOrEqual(firstRoundTrip);
    }
  });

  test('the owner’s font is self-hosted, its Latin face preloaded, and text never waits for it', () => {
    const html = indexHtml();
    const id = fontId(brand.font);
    expect(html).toMatch(
      new RegExp(
        `<link rel="preload" href="/portfolio/assets/${id}-latin-(wght|400)-normal-[\\w-]+\\.woff2" as="font" type="font/woff2" crossorigin>`,
      ),
    );
    const faces = html.match(/@font-face\{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) {
      expect(face.replace(/"/g, '')).toContain(`font-family:${brand.font};`);
      expect(face).toContain('font-display:optional');
      expect(face).toMatch(new RegExp(`src:url\\(/portfolio/assets/${id}-[\\w-]+-normal-`));
      expect(face).toContain('unicode-range:');
    }
    expect(html).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
  });

  test('every route’s first paint is exactly the page the server rendered', async ({ page }) => {
    const { renderPages } = await importServerBundle(buildDir);
    const { pages } = await renderPages();
    expect(pages.map((rendered: { path: string }) => rendered.path)).toEqual(
      screens.map((screen) => screen.path),
    );
    for (const rendered of pages) {
      await page.goto('about:blank');
      await page.goto(`./#${rendered.path}`);
      await expect(pageHeading(page)).toBeVisible();
      const same = await page.evaluate((html) => {
        const expected = document.createElement('div');
        expected.innerHTML = html;
        const root = document.getElementById('root')!;
        return (
          root.childNodes.length === expected.childNodes.length &&
          [...root.childNodes].every((node, index) => node.isEqualNode(expected.childNodes[index]!))
        );
      }, rendered.html);
      expect(same, `${rendered.path} as shown before the app starts`).toBe(true);
      await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
    }
  });

  test('before any input the app only downloads, in the background, and does not run', async ({
    browser,
    baseURL,
  }) => {
    // A context of its own: intercepting requests, as the other tests do, turns off the cache.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const downloads = [/\/index-[\w-]+\.js$/, /\/experience-screen-[\w-]+\.chunk\.js$/].map(
      (file) => page.waitForResponse((response) => file.test(response.url())),
    );
    await page.goto('./#/experience');
    await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    await Promise.all(downloads);
    expect(await page.locator('#root').getAttribute('data-app')).toBeNull();
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

    await startWithInput(page);
    // Started, the app takes its parts from the browser's cache (at most asking the server
    // whether they changed, a few hundred bytes of headers): each is downloaded once.
    const transfers = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/start-react-[\w-]+\.chunk\.js$/.test(entry.name))
        .map((entry) => (entry as PerformanceResourceTiming).transferSize),
    );
    expect(transfers.length).toBeGreaterThan(1);
    expect(transfers.filter((bytes) => bytes > 1000)).toHaveLength(1);
    await context.close();
  });

  test('a mistyped address starts the app at once: the not-found screen needs it', async ({
    page,
  }) => {
    await page.goto('./#/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
    await expect(pageHeading(page)).toHaveText(text.notFoundTitle);
  });

  for (const screen of screens) {
    test(`${screen.path} paints fully before any script of the app has loaded`, async ({
      page,
    }) => {
      expectConsoleErrors(); // the blocked scripts
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`./#${screen.path}`);
      await expect(pageHeading(page)).toHaveText(screen.heading);
      await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(rgb(brand.colors[firstScheme].background));
    });
  }

  for (const screen of screens) {
    test(`${screen.path}: the app takes over the painted page without a change or layout shift`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const startApp = await openBeforeAppStart(page, screen.path, screen.heading);
      const before = await page.locator('#root').innerText();
      await startApp();
      expect(await page.locator('#root').innerText()).toBe(before);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    });
  }

  test('the JavaScript each route loads stays within its budget', async ({ browser, baseURL }) => {
    const all = new Set<string>();
    const app = new Set<string>();
    // Home first: what it loads, every route loads.
    for (const screen of [...screens].sort(
      (a, b) => Number(b.path === '/') - Number(a.path === '/'),
    )) {
      // A fresh context per route: an empty cache, as for a first visit.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) scripts.add(response.url());
      });
      // Live, the app has every part of the route.
      await openRoute(page, screen.path, screen.heading);
      const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzippedSize(url), 0);
      if (screen.path === '/') {
        // Home is in the app's own code: what it loads is what every route loads.
        scripts.forEach((url) => app.add(url));
        const bytes = size([...app]);
        console.log(
          `app (every route, Home's too): ${(bytes / kb).toFixed(1)} KB of JavaScript (gzip)`,
        );
        expect(bytes, 'gzipped JS of the app').toBeLessThanOrEqual(appBudget);
      } else {
        const bytes = size([...scripts].filter((url) => !app.has(url)));
        console.log(`${screen.path}: ${(bytes / kb).toFixed(1)} KB more (gzip)`);
        expect(bytes, `gzipped JS of ${screen.part}`).toBeLessThanOrEqual(partBudget(screen.part));
      }
      scripts.forEach((url) => all.add(url));
      await context.close();
    }
    const everything = readdirSync(join(buildDir, 'assets')).filter((name) => name.endsWith('.js'));
    const total = everything.reduce((sum, name) => sum + gzippedSize(`http://x/${name}`), 0);
    console.log(`all parts: ${(total / kb).toFixed(1)} KB of JavaScript (gzip)`);
    expect(total).toBeLessThanOrEqual(totalBudget);
    expect(all.size).toBeGreaterThan(1);
  });
});

test('a link followed before the app is live shows that screen, and the app takes it over', async ({
  page,
}) => {
  const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
  await page.getByRole('link', { name: text.workButton }).click();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await expect(page).toHaveTitle(`${screen('projects').nav} · ${content.owner.name}`);
  // Within the page: the app's entry, held above, may keep the page's load event waiting.
  await page.goBack({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(screen('home').heading);
  await page.goForward({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await startApp();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('contact').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
});

test('the phone menu works before the app is live, and the app takes it over open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const startApp = await openBeforeAppStart(
    page,
    screen('projects').path,
    screen('projects').heading,
  );
  const button = page.getByRole('button', { name: text.openMenu });
  const nav = page.getByRole('navigation', { name: text.mainNavigation });
  await button.click();
  await expect(nav).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: screen('home').nav })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await expect(nav).toBeVisible();
  await startApp();
  // Live now, with the menu still open: a link closes it and goes to its screen.
  await nav.getByRole('link', { name: screen('experience').nav }).click();
  await expect(nav).toBeHidden();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('before the app is live, the skip link and keyboard navigation behave as they will after', async ({
  page,
}) => {
  const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text.skipToMain })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(page.url()).toMatch(/#\/$/);

  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('experience').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
  await expect(page.locator('main')).toBeFocused();
  await expect(
    page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: screen('experience').nav }),
  ).toHaveAttribute('aria-current', 'page');
  await startApp();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
});
