import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { firstRoundTrip, gzipped } from '../scripts/build/prerender/page-sizes.ts';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { textOf } from '../src/content/text.ts';
import { heavyOwner, heavyOwnerPhoto } from '../src/test/heavy-owner.ts';
import { expect, test } from './fixtures';

// The heaviest first paint the template promises within a connection's first round trip
// (docs/decisions/0003, 0017): a long career, a photo, the theme switch, education,
// certifications and a link for every icon there is (src/test/heavy-owner.ts). Built once, for
// its bytes and for how its icons arrive. Every other owner's index.html is held to the same
// budget where the suite's own build is checked (e2e/first-paint.spec.ts).
let folder: string;
let server: Server;
let base: string;
let output: string;
const text = textOf(heavyOwner);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  folder = mkdtempSync(join(tmpdir(), 'portfolio-heavy-'));
  const photo = join(folder, 'public', heavyOwnerPhoto);
  mkdirSync(dirname(photo), { recursive: true });
  writeFileSync(
    photo,
    await sharp({ create: { width: 960, height: 1280, channels: 3, background: '#8a6f5a' } })
      .jpeg()
      .toBuffer(),
  );
  // This owner alone: an empty owner folder, not the screens and packs of the fork's own.
  const ownerDir = join(folder, 'owner');
  mkdirSync(ownerDir);
  const build = spawnSync('node', ['scripts/build/build.mjs', '--outDir', join(folder, 'dist')], {
    env: {
      ...process.env,
      PORTFOLIO_OWNER: ownerDir,
      PORTFOLIO_LANGUAGE: '',
      PORTFOLIO_CONTENT: 'src/test/heavy-owner.ts',
      PORTFOLIO_PUBLIC: join(folder, 'public'),
    },
    encoding: 'utf8',
  });
  output = build.stdout + build.stderr;
  expect(build.status, output).toBe(0);
  server = await serveGzip({ root: join(folder, 'dist'), base: '/portfolio/' });
  base = `http://localhost:${(server.address() as AddressInfo).port}/portfolio/`;
});

test.afterAll(() => {
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test('index.html and each screen’s file fit a connection’s first round trip, and the build says so', () => {
  const dist = join(folder, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  expect(gzipped(html), 'index.html, gzipped').toBeLessThanOrEqual(firstRoundTrip);
  expect(output).toMatch(
    /index\.html \(the shell and Home\): [\d.]+ KB gzipped, within the first round trip/,
  );
  const screens = readdirSync(join(dist, 'assets')).filter((name) =>
    /^screen-.*\.html$/.test(name),
  );
  expect(screens.length).toBeGreaterThan(0);
  for (const name of screens) {
    const bytes = gzipped(readFileSync(join(dist, 'assets', name), 'utf8'));
    expect(bytes, name).toBeLessThanOrEqual(firstRoundTrip);
  }
  // Each link's icon is a reference into one file: no link's drawing is in the page.
  const refs = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
  expect(new Set(refs.map(([, file]) => file)).size).toBe(1);
  for (const link of heavyOwner.externalLinks)
    expect(
      refs.map(([, , id]) => id),
      link.icon,
    ).toContain(link.icon);
});

test('the icons are drawn once their file arrives, in boxes laid out from the first paint', async ({
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
  // The icons' file held back: the page paints, each icon's box already in place.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/icons-*.svg', async (route) => {
    await held;
    await route.continue();
  });
  // Not until the page's load event: the icons' file is part of it.
  await page.goto(`${base}#/`, { waitUntil: 'domcontentloaded' });
  const links = page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('list', { name: text.externalLinks })
    .getByRole('link');
  await expect(links).toHaveCount(heavyOwner.externalLinks.length);
  const icons = links.locator('svg:has(use)');
  const boxes = () =>
    icons.evaluateAll((found) =>
      found.map((icon) => {
        const { x, y, width, height } = icon.getBoundingClientRect();
        const drawn = (icon.querySelector('use') as SVGUseElement).getBBox();
        return { x, y, width, height, drawn: drawn.width > 0 };
      }),
    );
  const before = await boxes();
  expect(before.every((box) => box.width > 0 && box.height > 0 && !box.drawn)).toBe(true);
  release();
  await expect.poll(async () => (await boxes()).every((box) => box.drawn)).toBe(true);
  const place = (box: { x: number; y: number; width: number; height: number }) =>
    [box.x, box.y, box.width, box.height].join();
  expect((await boxes()).map(place)).toEqual(before.map(place));
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
