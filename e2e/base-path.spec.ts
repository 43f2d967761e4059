import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import {
  brand,
  expect,
  expectConsoleErrors,
  fontLoaded,
  owner,
  pageHeading,
  screen,
  screens,
  startWithInput,
  test,
  text,
} from './fixtures';

// The whole site follows one setting: built for /other-name/, it works there and only there.
const outDir = '.e2e-dist-other-name';
let rightBase: Server;
let wrongBase: Server;
const urlOf = (server: Server, base: string) =>
  `http://localhost:${(server.address() as AddressInfo).port}${base}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const build = spawnSync('node', ['scripts/site/build.mjs', '--outDir', outDir], {
    env: { ...process.env, ...owner.buildEnv, BASE_PATH: '/other-name/' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  rightBase = await serveGzip({ root: outDir, base: '/other-name/' });
  wrongBase = await serveGzip({ root: outDir, base: '/portfolio/' });
});

test.afterAll(() => {
  rightBase?.close();
  wrongBase?.close();
});

test('built with BASE_PATH=/other-name/, every route, asset, font and icon works under /other-name/', async ({
  page,
  request,
}) => {
  const failures: string[] = [];
  const assetPaths = new Set<string>();
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/assets/')) assetPaths.add(new URL(response.url()).pathname);
  });
  const base = urlOf(rightBase, '/other-name/');
  for (const screen of screens) {
    await page.goto('about:blank');
    await page.goto(`${base}#${screen.path}`);
    await expect(pageHeading(page)).toHaveText(screen.heading);
    await startWithInput(page);
  }
  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('projects').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await expect.poll(() => fontLoaded(page, brand.font)).toBe(true);

  expect(failures).toEqual([]);
  expect([...assetPaths].every((path) => path.startsWith('/other-name/assets/'))).toBe(true);
  expect([...assetPaths].some((path) => path.endsWith('.woff2'))).toBe(true);
  const icons = await page
    .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(icons.length).toBeGreaterThan(3);
  for (const href of icons) {
    expect(href).toMatch(/^\/other-name\//);
    expect((await request.get(new URL(href!, base).href)).status()).toBe(200);
  }
  const manifest = await (await request.get(`${base}manifest.webmanifest`)).json();
  expect(manifest.start_url).toBe('/other-name/');
});

test('the same build served from the wrong folder fails visibly: nothing loads', async ({
  page,
}) => {
  expectConsoleErrors();
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await page.goto(`${urlOf(wrongBase, '/portfolio/')}#/`);
  await expect
    .poll(() => missing.some((path) => /^\/other-name\/assets\/index-.*\.js$/.test(path)))
    .toBe(true);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
  expect(missing.some((path) => path.endsWith('.woff2'))).toBe(true);
});
