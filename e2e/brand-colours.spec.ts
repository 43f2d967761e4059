import { spawn } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import type { Content, ThemeSettings } from '../src/content/schema.ts';
import { colorSchemeAttribute, offersSchemeSwitch } from '../src/theme/color-scheme.ts';
import { contrastProblems } from '../src/theme/contrast.ts';
import { e2eBuildEnv } from '../scripts/test-support/e2e-settings.mjs';
import { handWritten } from '../scripts/test-support/owner-folder.ts';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { animationsDone, content, expect, owner, screensOf, test, viewports } from './fixtures';
import { violationsOnly, visitEach } from './live-app';
import { textOf } from '../src/content/text.ts';

// Brand colours owners pick that the build's contrast check accepts as they are: the site of an
// owner with each, built and served, has no colour contrast problem that axe finds, in the scheme
// it opens in. The owner is the one under test with their colour changed (without GitHub and
// feeds, which other specs cover), so the colour meets that owner's words, cards and screens.
const pool: { name: string; theme: ThemeSettings; opens: 'dark' | 'light' }[] = [
  { name: 'violet', theme: { primary: '#a78bfa' }, opens: 'dark' },
  { name: 'orange', theme: { primary: '#fb923c' }, opens: 'dark' },
  { name: 'teal', theme: { primary: '#2dd4bf' }, opens: 'dark' },
  {
    name: 'navy',
    theme: { primary: { dark: '#93c5fd', light: '#1e3a8a' }, default: 'light' },
    opens: 'light',
  },
];

/**
 * Two of the pool per run, a different two as the run's OWNER_SEED changes: each build costs as
 * much as many tests, and over runs every colour, and every pair, is built
 * (docs/decisions/0022-one-live-app-per-pass.md).
 */
function brandsFor(seed: number) {
  const first = seed % pool.length;
  const second = (first + 1 + (Math.floor(seed / pool.length) % (pool.length - 1))) % pool.length;
  return [pool[first]!, pool[second]!];
}
const brands = brandsFor(Number(process.env.OWNER_SEED) || 0);

/** Where each brand's owner folder and site go (ignored by git and the checks, as the suite's
 * own builds are). */
const workDir = '.e2e-dist-brands';

function build(ownerDir: string, outDir: string): Promise<{ ok: boolean; output: string }> {
  // As from an owner's shell: not this worker's NODE_ENV, nor the suite's own owner settings.
  const left = ['NODE_ENV', 'PORTFOLIO_CONTENT', 'PORTFOLIO_PUBLIC', 'PORTFOLIO_OWNER'];
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !left.includes(name)),
  );
  const child = spawn('node', ['scripts/site/build.mjs', '--outDir', outDir], {
    env: {
      ...shell,
      ...e2eBuildEnv,
      PORTFOLIO_OWNER: ownerDir,
      // Port 9 (discard) answers nothing; the content asks neither anyway.
      GITHUB_API_URL: 'http://127.0.0.1:9/',
      FEED_STAND_IN_URL: 'http://127.0.0.1:9/',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (code) => done({ ok: code === 0, output })));
}

for (const brand of brands) {
  test.describe(`the brand colour ${brand.name}, ${JSON.stringify(brand.theme.primary)}`, () => {
    const font = content.theme?.font;
    const owned: Content = {
      ...content,
      github: undefined,
      writing: undefined,
      theme: { ...(font && { font }), ...brand.theme },
    };
    let server: Server | undefined;
    let base = '';

    test.beforeAll(async () => {
      test.setTimeout(3 * 60_000);
      const dir = join(workDir, brand.name);
      rmSync(dir, { recursive: true, force: true });
      cpSync(owner.dir, join(dir, 'owner'), { recursive: true });
      const schema = relative(join(dir, 'owner'), 'src/content/schema').split('\\').join('/');
      writeFileSync(join(dir, 'owner/content.ts'), handWritten(owned, schema));
      const built = await build(join(dir, 'owner'), join(dir, 'site'));
      expect(built.ok, built.output).toBe(true);
      const serving = await serveGzip({ root: join(dir, 'site'), base: '/portfolio/' });
      server = serving;
      base = `http://localhost:${(serving.address() as AddressInfo).port}/portfolio/`;
    });

    test.afterAll(() => {
      server?.close();
    });

    test('is accepted by the build, and axe finds no colour contrast problem on any screen', async ({
      page,
    }) => {
      const shown = offersSchemeSwitch(owned) ? (['dark', 'light'] as const) : (['dark'] as const);
      expect(contrastProblems(owned.theme, shown)).toEqual([]);
      const text = textOf(owned);
      const screens = screensOf(owned);
      test.setTimeout(30_000 + screens.length * 10_000);
      const contrast = async () => {
        const results = await violationsOnly(page).withRules(['color-contrast']).analyze();
        return results.violations.flatMap((violation) =>
          violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
        );
      };
      // One live app, moved from screen to screen (e2e/live-app.ts).
      await page.setViewportSize(viewports.desktop);
      await visitEach(
        page,
        screens,
        async (screen) => {
          if (offersSchemeSwitch(owned))
            await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, brand.opens);
          expect(await contrast(), screen.path).toEqual([]);
        },
        { url: (path) => `${base}#${path}` },
      );
      // The phone's top bar and open menu, with the current screen's pill.
      await page.setViewportSize(viewports.phone);
      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
      await animationsDone(page);
      expect(await contrast(), 'the open menu').toEqual([]);
    });
  });
}
