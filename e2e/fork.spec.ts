import AxeBuilder from '@axe-core/playwright';
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { e2eBuildEnv } from '../scripts/test-support/e2e-settings.mjs';
import { startGitHubStandIn } from '../scripts/test-support/github-stand-in.mjs';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { handWritten } from '../scripts/test-support/owner-folder.ts';
import { readOwnerScreens } from '../scripts/site/owner-screens.ts';
import { screenName, screenTable, shownScreens } from '../src/app/route-table.ts';
import {
  animationsDone,
  content,
  expect,
  openBeforeAppStart,
  owner,
  pageHeading,
  screen,
  screens,
  startWithInput,
  test,
  text as t,
  viewports,
} from './fixtures';

// What an owner does with a fork: puts their folder in owner/ (content.ts written by hand, not
// formatted, and their images), maybe adds a screen by the recipe of docs/make-it-yours.md, then
// checks and builds. The fork is a copy of this working tree with its packages linked in, holding
// the owner of this run; it is built once, on a bad day: GitHub's API rate-limited and the feeds
// unreachable. The rest of the owner's site is checked where the suite's own build is served
// (e2e/owner-site.spec.ts and the others).
let fork: string;
let server: Server;
let base: string;
let build: { ok: boolean; output: string };

/** A screen of the owner's own, added as the recipe says: a file in owner/screens/ with its
 * route as a named export (e2e/fork-screen.tsx, whose words these are); the table places it
 * before Contact. */
const talks = { path: '/appearances', name: 'Appearances', part: 'appearances' };
const talksFile = `owner/screens/${talks.part}.tsx`;

/** The fork's tools by their own entries: npx would cost half a second of CPU each. */
const bin = {
  eslint: 'node_modules/eslint/bin/eslint.js',
  // The type check's compiler, as `npm run typecheck` runs it (decision 0025).
  tsc: 'node_modules/typescript-7/bin/tsc',
  vitest: 'node_modules/vitest/vitest.mjs',
  vite: 'node_modules/vite/bin/vite.js',
};

function copyWorkingTree(to: string) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      encoding: 'utf8',
    },
  );
  expect(listed.status, listed.stderr).toBe(0);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file.startsWith('owner/')) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      copyFileSync(file, join(to, file));
    } catch {
      // listed by git but deleted in the working tree: not part of the fork
    }
  }
  // Its packages linked in one by one, so that it keeps its own answers of GitHub and the feeds
  // (node_modules/.cache), as on a fresh machine.
  mkdirSync(join(to, 'node_modules'));
  for (const name of readdirSync('node_modules')) {
    if (name !== '.cache')
      symlinkSync(resolve('node_modules', name), join(to, 'node_modules', name));
  }
}

/** The owner's folder as theirs: content.ts retyped by hand, their images. */
function writeOwnerFolder() {
  cpSync(owner.dir, join(fork, 'owner'), { recursive: true });
  mkdirSync(join(fork, 'owner/screens'), { recursive: true });
  writeFileSync(join(fork, 'owner/content.ts'), handWritten(content, '../src/content/schema'));
}

function addTalksScreen() {
  copyFileSync('e2e/fork-screen.tsx', join(fork, talksFile));
}

/** The fork's files of the owner's code, as written there (content.ts, and a screen or language
 * pack of the generated owner's own), but the recipe's screen. */
function ownerCode(folder = 'owner'): string[] {
  return readdirSync(join(fork, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return path === 'owner/public' ? [] : ownerCode(path);
    return /\.tsx?$/.test(path) && path !== talksFile ? [path] : [];
  });
}

/** The fork's top level (its package.json and the formatter's settings) and its owner folder,
 * apart: the fork's own formatting check run there reads only what changes with the owner. */
function ownerFilesApart(): string {
  const apart = mkdtempSync(join(tmpdir(), 'portfolio-fork-owner-'));
  for (const entry of readdirSync(fork, { withFileTypes: true }))
    if (entry.isFile()) copyFileSync(join(fork, entry.name), join(apart, entry.name));
  cpSync(join(fork, 'owner'), join(apart, 'owner'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(apart, 'node_modules'));
  return apart;
}

/** Runs a command in the fork (or `cwd`), without blocking this process (which serves the
 * stand-ins). */
function runInFork(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd = fork,
): Promise<{ ok: boolean; output: string }> {
  // As from an owner's shell: not this worker's NODE_ENV, which rendering the prerendered pages
  // in another test (importServerBundle) sets to production, where React has no act().
  const left = ['NODE_ENV', 'PORTFOLIO_CONTENT', 'PORTFOLIO_PUBLIC', 'PORTFOLIO_OWNER'];
  const shell = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !left.includes(name)),
  );
  const child = spawn(command, args, { cwd, env: { ...shell, ...env, CI: 'true' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (code) => done({ ok: code === 0, output })));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(5 * 60_000);
  fork = mkdtempSync(join(tmpdir(), 'portfolio-fork-'));
  copyWorkingTree(fork);
  writeOwnerFolder();
  addTalksScreen();
  const gitHub = await startGitHubStandIn({ answer: 'rate-limited' });
  try {
    build = await runInFork('node', ['scripts/site/build.mjs', '--outDir', 'dist'], {
      ...e2eBuildEnv,
      GITHUB_API_URL: gitHub.url,
      GITHUB_TOKEN: '',
      // Port 9 (discard) answers nothing.
      FEED_STAND_IN_URL: 'http://127.0.0.1:9/',
    });
  } finally {
    await gitHub.close();
  }
  expect(build.ok, build.output).toBe(true);
  server = await serveGzip({ root: join(fork, 'dist'), base: '/portfolio/' });
  base = `http://localhost:${(server.address() as AddressInfo).port}/portfolio/`;
});

test.afterAll(() => {
  server?.close();
  if (fork) rmSync(fork, { recursive: true, force: true });
});

test('the fork’s own checks pass on content typed by hand; the sample’s checks step aside', async () => {
  // The fork's files but the owner's are this working tree's, which the suite's own checks
  // (npm run check) format, lint and type: here its checks run on the owner's files only
  // (decision 0021). A busy 2-core machine needs minutes for them.
  test.setTimeout(6 * 60_000);
  const apart = ownerFilesApart();
  const code = ownerCode();
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
      runInFork('npm', ['run', 'format:check'], {}, apart),
      runInFork('node', [bin.eslint, '--max-warnings', '0', 'owner']),
      runInFork('node', [bin.tsc, '--noEmit', '--singleThreaded', '-p', 'tsconfig.owner.json']),
      runInFork('node', [bin.vitest, 'run', 'src/content/spec-sample.test.ts']),
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
  if (content.github) {
    expect(build.output).toMatch(
      new RegExp(
        `GitHub repositories of "${content.github.user}" not fetched: GitHub's API rate limit is used up .*set GITHUB_TOKEN`,
      ),
    );
  }
  for (const feed of [content.writing?.feed ?? []].flat())
    expect(build.output).toContain(`Feed ${feed} not read: unreachable; leaving its articles out.`);
  await page.goto(`${base}#/projects`);
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await startWithInput(page);
  await expect(page.getByRole('list', { name: t.projectList }).getByRole('article')).toHaveCount(
    content.projects.length,
  );
  await expect(page.getByRole('region', { name: t.gitHubRepos })).toHaveCount(0);
  await expect(page.getByText(t.gitHubRepos)).toHaveCount(0);
  // Writing still has the hand-listed articles, and only them; without any, no Writing at all.
  const handListed = content.writing?.articles ?? [];
  const writing = page
    .getByRole('navigation', { name: t.mainNavigation })
    .getByRole('link', { name: t.writingNav, exact: true });
  if (handListed.length === 0) {
    await expect(writing).toHaveCount(0);
    return;
  }
  await writing.click();
  await expect(pageHeading(page)).toHaveText(screens.find((s) => s.part === 'writing')!.heading);
  const titles = page.getByRole('list', { name: t.articleList }).getByRole('heading', { level: 2 });
  const max = content.writing?.max ?? handListed.length;
  await expect(titles).toHaveCount(Math.min(max, handListed.length));
});

test('a content image missing from public/ stops the build, naming the field and the file', async () => {
  // A build of the fork: on a busy 2-core machine it took most of a browser test's 30 s.
  test.setTimeout(2 * 60_000);
  const file = join(fork, 'owner/content.ts');
  const written = readFileSync(file, 'utf8');
  try {
    writeFileSync(
      file,
      handWritten(
        { ...content, owner: { ...content.owner, photo: 'images/not-there.jpg' } },
        '../src/content/schema',
      ),
    );
    const failed = await runInFork('node', [bin.vite, 'build', '--outDir', 'dist-missing-photo']);
    expect(failed.ok).toBe(false);
    expect(failed.output).toContain(
      'content.owner.photo: owner/public/images/not-there.jpg does not exist',
    );
  } finally {
    writeFileSync(file, written);
  }
});

test.describe('a screen of the owner’s own, added by the recipe', () => {
  test('is prerendered, with its part preloaded', async ({ request }) => {
    const html = await (await request.get(base)).text();
    const file = new RegExp(
      `"${talks.path}":\\{?(?:file:)?["'\`](assets/screen-[\\w-]+\\.html)`,
    ).exec(html)?.[1];
    expect(file, `index.html names the file of ${talks.path}`).toBeDefined();
    expect(await (await request.get(`${base}${file}`)).text()).toMatch(
      new RegExp(`<h1[^>]*>${talks.name}</h1>`),
    );
    // Its part among those the start-up script preloads for its address.
    expect(html).toMatch(
      new RegExp(`"${talks.path}":\\[\`assets/${talks.part}-[\\w-]+\\.chunk\\.js`),
    );
  });

  test('opens from a deep link before the app is live, with its title', async ({ page }) => {
    const startApp = await openBeforeAppStart(
      page,
      talks.path,
      talks.name,
      `${base}#${talks.path}`,
    );
    await expect(page).toHaveTitle(`${talks.name} · ${content.owner.name}`);
    await startApp();
    await expect(pageHeading(page)).toHaveText(talks.name);
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(
      content.externalLinks.length,
    );
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('is in the menu where the table places it, and axe finds nothing', async ({ page }) => {
      await page.goto(`${base}#/`);
      await startWithInput(page);
      await page.getByRole('button', { name: t.openMenu }).click();
      const nav = page.getByRole('navigation', { name: t.mainNavigation });
      const table = shownScreens(
        screenTable(readOwnerScreens(join(fork, 'owner'), fork)),
        // The fork's build read no feed: only the hand-listed articles are there.
        content,
      ).map((route) => screenName(route, content));
      await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(table);
      expect(table.indexOf(talks.name)).toBeGreaterThan(0);
      await nav.getByRole('link', { name: talks.name }).click();
      await expect(pageHeading(page)).toHaveText(talks.name);
      await expect(nav).toBeHidden();
      await animationsDone(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});
