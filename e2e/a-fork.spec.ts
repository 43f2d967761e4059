import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { e2eBuildEnv } from '../scripts/test-support/e2e-settings.mjs';
import { startAnalyticsStandIn } from '../scripts/test-support/analytics-stand-in.mjs';
import { startGitHubStandIn } from '../scripts/test-support/github-stand-in.mjs';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { readOwnerScreens } from '../scripts/build/owner/owner-screens.ts';
import { screenName, screenTable, shownScreens } from '../src/app/route-table.ts';
import { textOf } from '../src/content/text.ts';
import { colorSchemeAttribute, offersSchemeSwitch, schemesOf } from '../src/theme/color-scheme.ts';
import { contrastProblems } from '../src/theme/contrast.ts';
import {
  animationsDone,
  brandOf,
  expect,
  expectConsoleErrors,
  fontLoaded,
  openBeforeAppStart,
  pageHeading,
  screenOf,
  screensOf,
  startWithInput,
  test,
  viewports,
  writtenPages,
  type Screen,
  projectCards,
} from './fixtures';
import { writtenArticles } from './written-pages';
import {
  basePath,
  bin,
  brandColour,
  forkAddress,
  forkAnalytics,
  forkContent,
  makeFork,
  ownerCode,
  ownersShell,
  ownerFilesApart,
  runIn,
  talks,
  typedByHand,
} from './fork-build';
import { axeViolations, runAxe } from '../scripts/test-support/axe.ts';
import { moveTo, visitEach } from './live-app';
import serveSite from '../site-check/serve-site.ts';

/** A port nothing listens on, for a server of the fork's own. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

// What an owner does with a fork, built once per run (docs/decisions/0026): they put their folder
// in owner/ (content.ts typed by hand, not formatted, and their images), pick a brand colour, add a
// screen by the recipe of docs/make-it-yours.md, check, and build for the name of their repository
// as base path, as GitHub Pages serves a fork named otherwise. They build on a bad day: GitHub's
// API rate-limited, the feeds unreachable. Every check below reads that one build: the fork's own
// checks and pages, its site under its base path (and from the wrong folder), and the brand
// colour's contrast on every screen. The rest of the owner's site is checked where the suite's
// own build is served (e2e/owner-site.spec.ts and the others).
let fork: string;
let build: { ok: boolean; output: string };
let rightBase: Server;
let wrongBase: Server;
/** The owner's analytics server, a stand-in, running while the fork's pages are open. */
let analytics: Awaited<ReturnType<typeof startAnalyticsStandIn>>;
/** The fork's site, served from its base path. */
let base: string;
/** The screens of the fork's site: the build read no feed, so only hand-listed articles are
 * there, and the recipe's screen is among them. */
let screens: Screen[];
const text = textOf(forkContent);
/** The articles written in the owner's folder (owner/writing/), which the fork keeps. */
const ownArticles = writtenArticles(writtenPages, basePath);
/** The fork's content as its build made it: no feed's articles, its own among Writing's. */
const forkBuilt =
  ownArticles.length > 0
    ? {
        ...forkContent,
        writing: {
          ...forkContent.writing,
          articles: [...(forkContent.writing?.articles ?? []), ...ownArticles],
        },
      }
    : forkContent;
const urlOf = (server: Server, folder: string) =>
  `http://localhost:${(server.address() as AddressInfo).port}${folder}`;
const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  analytics = await startAnalyticsStandIn();
  fork = makeFork(analytics.url);
  const gitHub = await startGitHubStandIn({ answer: 'rate-limited' });
  try {
    build = await runIn(fork, 'node', [bin.build, '--outDir', 'dist'], {
      ...e2eBuildEnv,
      BASE_PATH: basePath,
      SITE_URL: forkAddress,
      GITHUB_API_URL: gitHub.url,
      GITHUB_TOKEN: '',
      // Port 9 (discard) answers nothing.
      FEED_STAND_IN_URL: 'http://127.0.0.1:9/',
    });
  } finally {
    await gitHub.close();
  }
  expect(build.ok, build.output).toBe(true);
  rightBase = await serveGzip({ root: join(fork, 'dist'), base: basePath });
  wrongBase = await serveGzip({ root: join(fork, 'dist'), base: '/portfolio/' });
  base = urlOf(rightBase, basePath);
  screens = screensOf(forkBuilt, readOwnerScreens(join(fork, 'owner'), fork)).map((screen) =>
    screen.part === talks.part ? { ...screen, heading: talks.name } : screen,
  );
});

test.afterAll(() => {
  void analytics?.close();
  rightBase?.close();
  wrongBase?.close();
  if (fork) rmSync(fork, { recursive: true, force: true });
});

test('the fork’s own checks pass on content typed by hand; the sample’s checks step aside', async () => {
  // The fork's files but the owner's are this working tree's, which the suite's own checks
  // (npm run check) format, lint and type: here its checks run on the owner's files only
  // (decision 0021). A busy 2-core machine needs minutes for them.
  test.setTimeout(6 * 60_000);
  const apart = ownerFilesApart(fork);
  const code = ownerCode(fork);
  expect(code).toContain('owner/content.ts');
  // The template's declarations load MUI's types: only for code that reaches the kit.
  const include = code.length > 1 ? [...code, 'src/**/*.d.ts'] : code;
  writeFileSync(
    join(fork, 'tsconfig.owner.json'),
    JSON.stringify({ extends: './tsconfig.json', include }),
  );
  try {
    // Side by side, as they are independent. Formatting leaves the owner's folder alone; lint and
    // types hold for it.
    const [format, lint, types, sample] = await Promise.all([
      runIn(apart, 'npm', ['run', 'format:check']),
      runIn(fork, 'node', [bin.eslint, '--max-warnings', '0', 'owner']),
      runIn(fork, 'node', [bin.tsc, '--noEmit', '--singleThreaded', '-p', 'tsconfig.owner.json']),
      runIn(fork, 'node', [bin.vitest, 'run', 'src/content/spec-sample.test.ts']),
    ]);
    expect(format.ok, format.output).toBe(true);
    expect(lint.ok, lint.output).toBe(true);
    expect(types.ok, types.output).toBe(true);
    expect(sample.ok, sample.output).toBe(true);
    // The fork holds an owner of its own, never the sample (the suite's own run checks that).
    expect(sample.output).toMatch(/skipped/);
  } finally {
    rmSync(apart, { recursive: true, force: true });
  }
});

test('a rate-limited GitHub API and unreachable feeds cost only their part: the build warns and goes on', async ({
  page,
}) => {
  if (forkContent.github) {
    expect(build.output).toMatch(
      new RegExp(
        `GitHub repositories of "${forkContent.github.user}" not fetched: GitHub's API rate limit is used up .*set GITHUB_TOKEN`,
      ),
    );
  }
  for (const feed of [forkContent.writing?.feed ?? []].flat())
    expect(build.output).toContain(`Feed ${feed} not read: unreachable; leaving its articles out.`);
  await page.goto(`${base}#/projects`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'projects').heading);
  await startWithInput(page);
  await expect(projectCards(page, text)).toHaveCount(forkContent.projects.length);
  await expect(page.getByRole('region', { name: text.gitHubRepos })).toHaveCount(0);
  await expect(page.getByText(text.gitHubRepos)).toHaveCount(0);
  // Writing still has the hand-listed articles and those written here, and only them; without
  // any, no Writing at all.
  const handListed = forkContent.writing?.articles ?? [];
  const writing = page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: text.writingNav, exact: true });
  if (handListed.length + ownArticles.length === 0) {
    await expect(writing).toHaveCount(0);
    return;
  }
  await writing.click();
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'writing').heading);
  const titles = page
    .getByRole('list', { name: text.articleList })
    .getByRole('heading', { level: 2 });
  const max = forkContent.writing?.max ?? handListed.length;
  await expect(titles).toHaveCount(Math.min(max, handListed.length) + ownArticles.length);
});

test('a content image missing from public/ stops the build, naming the field and the file', async () => {
  // A build of the fork: on a busy 2-core machine it took most of a browser test's 30 s.
  test.setTimeout(2 * 60_000);
  const file = join(fork, 'owner/content.ts');
  const written = readFileSync(file, 'utf8');
  try {
    writeFileSync(
      file,
      typedByHand({
        ...forkContent,
        owner: { ...forkContent.owner, photo: 'images/not-there.jpg' },
      }),
    );
    const failed = await runIn(fork, 'node', [bin.vite, 'build', '--outDir', 'dist-missing-photo']);
    expect(failed.ok).toBe(false);
    expect(failed.output).toContain(
      'content.owner.photo: owner/public/images/not-there.jpg does not exist',
    );
  } finally {
    writeFileSync(file, written);
  }
});

test.describe('a screen of the owner’s own, added by the recipe', () => {
  test('is prerendered, with no script of its own', async ({ request }) => {
    const html = await (await request.get(base)).text();
    const file = new RegExp(
      `"${talks.path}":\\{?(?:file:)?["'\`](assets/screen-[\\w-]+\\.html)`,
    ).exec(html)?.[1];
    expect(file, `index.html names the file of ${talks.path}`).toBeDefined();
    expect(await (await request.get(`${base}${file}`)).text()).toMatch(
      new RegExp(`<h1[^>]*>${talks.name}</h1>`),
    );
    // A page made when the site builds: nothing for the start-up script to load for its address.
    expect(html).not.toMatch(new RegExp(`"${talks.path}":\\[`));
    expect((await request.get(`${base}${file}`)).ok()).toBe(true);
  });

  test('opens from a deep link before the app is live, with its title', async ({ page }) => {
    const startApp = await openBeforeAppStart(
      page,
      talks.path,
      talks.name,
      `${base}#${talks.path}`,
    );
    await expect(page).toHaveTitle(`${talks.name} · ${forkContent.owner.name}`);
    await startApp();
    await expect(pageHeading(page)).toHaveText(talks.name);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(
      forkContent.externalLinks.length,
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('is in the menu where the table places it, and axe finds nothing', async ({ page }) => {
      await page.goto(`${base}#/`);
      await startWithInput(page);
      await page.getByRole('button', { name: text.openMenu }).click();
      const nav = page.getByRole('navigation', { name: text.mainNavigation });
      // The content as built: Writing is there for the articles written in the owner's folder.
      const table = shownScreens(
        screenTable(readOwnerScreens(join(fork, 'owner'), fork)),
        forkBuilt,
      ).map((route) => screenName(route, forkBuilt));
      await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(table);
      expect(table.indexOf(talks.name)).toBeGreaterThan(0);
      await nav.getByRole('link', { name: talks.name }).click();
      await expect(pageHeading(page)).toHaveText(talks.name);
      await expect(nav).toBeHidden();
      await animationsDone(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

/** Watches what the page loads: every answer of 400 or more, and the path of each asset. */
function watchLoads(page: Page) {
  const seen = { failures: [] as string[], assets: new Set<string>() };
  page.on('response', (response) => {
    if (response.status() >= 400) seen.failures.push(`${response.status()} ${response.url()}`);
    if (response.url().includes('/assets/')) seen.assets.add(new URL(response.url()).pathname);
  });
  return seen;
}

test.describe(`served from its repository’s name, ${basePath}`, () => {
  test(`every route paints from under ${basePath} on a fresh load; every asset, font and icon is there`, async ({
    page,
    request,
  }) => {
    const loads = watchLoads(page);
    // Each route's first-paint file is fetched, from under the base, only when the route is
    // opened afresh: the point here, so a fresh load per route (the app starts once, below).
    for (const screen of screens) {
      await page.goto('about:blank');
      await page.goto(`${base}#${screen.path}`);
      await expect(pageHeading(page)).toHaveText(screen.heading);
    }
    await startWithInput(page);
    const projects = screenOf(screens, 'projects');
    await page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: projects.nav })
      .click();
    await expect(pageHeading(page)).toHaveText(projects.heading);
    await expect.poll(() => fontLoaded(page, brandOf(forkContent).font)).toBe(true);

    expect(loads.failures).toEqual([]);
    const assets = [...loads.assets];
    expect(assets.filter((path) => !path.startsWith(`${basePath}assets/`))).toEqual([]);
    expect(assets.some((path) => path.endsWith('.woff2'))).toBe(true);
    const icons = await page
      .locator('link[rel~="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(icons.length).toBeGreaterThan(3);
    for (const href of icons) {
      expect(href).toMatch(new RegExp(`^${escaped(basePath)}`));
      expect((await request.get(new URL(href!, base).href)).status()).toBe(200);
    }
    const manifest = await (await request.get(`${base}manifest.webmanifest`)).json();
    expect(manifest.start_url).toBe(basePath);
  });

  test('the same build served from the wrong folder fails visibly: nothing loads', async ({
    page,
  }) => {
    expectConsoleErrors();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });
    // A screen's own file is not there: the page says so (after reloading once, as for a
    // version replaced by a newer one).
    await page.goto(`${urlOf(wrongBase, '/portfolio/')}#/experience`);
    const file = new RegExp(`^${escaped(basePath)}assets/screen-experience-.*\\.html$`);
    await expect.poll(() => missing.some((path) => file.test(path))).toBe(true);
    await expect(page.getByRole('alert')).toContainText(/screen-experience-[\w-]+\.html: HTTP 404/);
    expect(missing.some((path) => path.endsWith('.woff2'))).toBe(true);
  });
});

test.describe('served by the template’s own tools, which read the base path from the build', () => {
  test('npm run preview serves it at its base path, whatever BASE_PATH says, and says so', async ({
    request,
  }) => {
    // Vite's preview loads the site's configuration first: many seconds on a busy 2-core machine.
    test.setTimeout(180_000);
    const port = await freePort();
    const preview = spawn('node', ['scripts/preview/preview.mjs'], {
      cwd: fork,
      env: { ...ownersShell(), PORT: String(port), BASE_PATH: '/portfolio/' },
    });
    let output = '';
    let exited = false;
    preview.stdout.on('data', (chunk) => (output += chunk));
    preview.stderr.on('data', (chunk) => (output += chunk));
    preview.on('exit', () => (exited = true));
    try {
      await expect.poll(() => exited || /Local/.test(output), { timeout: 150_000 }).toBe(true);
      expect(exited, output).toBe(false);
      const served = `http://localhost:${port}${basePath}`;
      expect((await request.get(served)).status(), output).toBe(200);
      const html = await (await request.get(served)).text();
      // The preloaded font stands for every asset: each is named from the base path.
      const font = /<link rel="preload" href="([^"]+\.woff2)"/.exec(html)?.[1];
      expect(font, 'the preloaded font').toMatch(new RegExp(`^${escaped(basePath)}assets/`));
      const fontFile = await request.get(new URL(font!, served).href);
      expect(fontFile.status()).toBe(200);
      // Cached for good, as the host's headers say: a reload draws the font at once.
      expect(fontFile.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      if (basePath !== '/portfolio/') expect(output).toContain(`built for ${basePath}`);
      // An address it has no file at is answered as the host answers it: its not-found page,
      // with the status 404, not Home.
      const missing = await request.get(`${served}no-such-page`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toBe(readFileSync(join(fork, 'dist', '404.html'), 'utf8'));
    } finally {
      preview.kill();
    }
  });

  test('the deploy’s site check serves it there too, whatever BASE_PATH says', async ({
    request,
  }) => {
    const { SITE_DIR, BASE_PATH } = process.env;
    process.env.SITE_DIR = join(fork, 'dist');
    process.env.BASE_PATH = '/portfolio/';
    const stop = await serveSite();
    try {
      const address = process.env.SITE_CHECK_URL ?? '';
      expect(new URL(address).pathname).toBe(basePath);
      expect((await request.get(`${address}manifest.webmanifest`)).status()).toBe(200);
    } finally {
      await stop();
      if (SITE_DIR === undefined) delete process.env.SITE_DIR;
      else process.env.SITE_DIR = SITE_DIR;
      if (BASE_PATH === undefined) delete process.env.BASE_PATH;
      else process.env.BASE_PATH = BASE_PATH;
    }
  });
});

test('the deploy’s site check fails it where the owner’s address names another folder, saying both', async () => {
  // The same build checked against content whose siteUrl is served elsewhere: a site built
  // before the address changed, or for a folder typed by hand.
  test.setTimeout(120_000);
  const elsewhere = new URL(basePath === '/' ? 'portfolio/' : '/', forkAddress).href;
  const contentFile = join(fork, 'content-elsewhere.ts');
  writeFileSync(
    contentFile,
    `export const content = ${JSON.stringify({ ...forkContent, siteUrl: elsewhere })};\n`,
  );
  const check = await runIn(
    process.cwd(),
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'site-check/playwright.config.ts',
      'site-check/address.check.ts',
    ],
    { SITE_DIR: join(fork, 'dist'), PORTFOLIO_CONTENT: contentFile },
  );
  expect(check.ok, check.output).toBe(false);
  expect(check.output).toContain(`the site was built for ${basePath}`);
  expect(check.output).toContain(
    `is ${elsewhere}, which is served at ${new URL(elsewhere).pathname}`,
  );
});

test.describe(`the brand colour ${brandColour.name}, ${JSON.stringify(brandColour.theme.primary)}`, () => {
  test('is accepted by the build, and axe finds no colour contrast problem on any screen or the phone’s open menu', async ({
    page,
  }) => {
    const shown = schemesOf(forkContent);
    expect(contrastProblems(forkContent.theme, shown)).toEqual([]);
    test.setTimeout(30_000 + screens.length * 10_000);
    const loads = watchLoads(page);
    const contrast = async () => {
      const results = await runAxe(page, { only: ['color-contrast'] });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
      );
    };
    // One live app, moved from screen to screen (e2e/live-app.ts): each screen's part loads
    // from under the base path too.
    await page.setViewportSize(viewports.desktop);
    await visitEach(
      page,
      screens,
      async (screen) => {
        if (offersSchemeSwitch(forkContent))
          await expect(page.locator('html')).toHaveAttribute(
            colorSchemeAttribute,
            brandColour.opens,
          );
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
    expect(loads.failures).toEqual([]);
    expect([...loads.assets].filter((path) => !path.startsWith(`${basePath}assets/`))).toEqual([]);
  });
});

test('analytics, self-hosted: a page view for every screen shown reaches it, the message sent an event, no policy violation', async ({
  page,
}) => {
  const { provider } = forkAnalytics(analytics.url);
  test.setTimeout(30_000 + screens.length * 5_000);
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, body: 'OK' }));
  // This visit's reports, apart from those of the other tests of the fork's pages.
  const visit = `?visit=${provider}-${Date.now()}`;
  const address = (path: string) => `${basePath}${visit}${path === '/' ? '' : `#${path}`}`;
  const [home, second, ...rest] = screens;
  await page.goto(`${base}${visit}#/`);
  await expect(pageHeading(page)).toHaveText(home!.heading);
  // One screen shown by the start-up script, the others by the app.
  await page.evaluate((path) => (location.hash = path), second!.path);
  await expect(pageHeading(page)).toHaveText(second!.heading);
  await startWithInput(page);
  const shown = [home!, second!, ...rest, home!];
  for (const screen of [...rest, home!]) await moveTo(page, screen, false);
  const views = () =>
    analytics.hits.flatMap((hit: { view?: string }) =>
      hit.view?.includes(visit) ? [hit.view] : [],
    );
  await expect.poll(views).toEqual(shown.map((screen) => address(screen.path)));

  const contact = screenOf(screens, 'contact');
  await moveTo(page, contact, false);
  for (const [label, value] of [
    [text.nameField, 'Ada'],
    [text.emailField, 'ada@example.com'],
    [text.titleField, 'Hello'],
    [text.messageField, 'Counting the message sent.'],
  ] as const)
    await page.getByRole('textbox', { name: label }).fill(value);
  await page.getByRole('button', { name: text.sendMessage }).click();
  await expect(page.getByRole('alert')).toHaveText(text.sent);
  await expect
    .poll(() => analytics.hits.filter((hit: { event?: string }) => hit.event === 'Message sent'))
    .toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);

  // A case study's or an article's page of its own counts its view too, within its own policy.
  const [ownPage] = ['projects', 'writing'].flatMap((section) =>
    existsSync(join(fork, 'dist', section))
      ? readdirSync(join(fork, 'dist', section)).map((slug) => `${section}/${slug}/`)
      : [],
  );
  if (!ownPage) return;
  await page.goto(`${base}${ownPage}${visit}`);
  await expect.poll(() => views().filter((view: string) => view.includes(ownPage))).toHaveLength(1);
  expect(
    await page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  ).toEqual([]);
});
