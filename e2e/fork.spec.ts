import AxeBuilder from '@axe-core/playwright';
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import sharp from 'sharp';
import { dirname, join, resolve } from 'node:path';
import { e2eBuildEnv } from '../scripts/test-support/e2e-settings.mjs';
import {
  atomArticles,
  atomTitle,
  hostileSummaryShown,
  rssArticles,
  rssTitle,
  startFeedStandIn,
} from '../scripts/test-support/feed-stand-in.mjs';
import { standInShown, startGitHubStandIn } from '../scripts/test-support/github-stand-in.mjs';
import { mergeArticles } from '../scripts/site/writing.ts';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { otherOwner } from '../src/test/other-owner.ts';
import { phonePhoto } from '../src/test/phone-photo.ts';
import { textOf } from '../src/content/text.ts';
import { resumeFiles } from '../src/shared/resume-files.ts';
import { untranslated } from '../src/test/english-texts.ts';
import { fillText } from '../src/i18n/index.ts';
import {
  animationsDone,
  brandOf,
  content,
  expect,
  expectConsoleErrors,
  fontLoaded,
  meta,
  openBeforeAppStart,
  pageHeading,
  rgb,
  screenOf,
  screensOf,
  startWithInput,
  test,
  viewports,
} from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { describeLightAndDark } from './light-and-dark';

// What a new owner does: fork, replace owner/content.ts with their own (written by hand,
// not formatted), then test and build. The fork's own checks must pass and its site must show
// that owner everywhere. The fork is a copy of this working tree with its packages linked in.
const forkSiteUrl = 'https://mfoc.github.io/portfolio/';
// (Its own screen, Talks, is checked on its own below.)
const screens = screensOf(otherOwner, []);
const t = textOf(otherOwner);
const look = brandOf(otherOwner);
const gitHubSection = t.gitHubRepos;
let fork: string;
let server: Server;
let base: string;
let ownerPhotoBytes = 0;

/** The owner's content as a person might type it: double quotes, odd indentation, no commas
 * at the ends, no semicolons. Valid TypeScript that Prettier would reformat. */
function handWritten(content: object) {
  const body = JSON.stringify(content, null, 3).replace(
    /\n(\s*)/g,
    (_, indent) => `\n${indent}${indent}`,
  );
  return `import type { Content } from "../src/content/schema"\n\n// my portfolio\nexport const content: Content = ${body}\n`;
}

/** A screen's prerendered file, as index.html names it for the screen's address. */
async function prerenderedScreen(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(base)).text();
  const file = new RegExp(`"${path}":["'\`](assets/screen-[\\w-]+\\.html)`).exec(html)?.[1];
  expect(file, `index.html names the file of ${path}`).toBeDefined();
  const response = await request.get(`${base}${file}`);
  expect(response.status()).toBe(200);
  return response.text();
}

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
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      copyFileSync(file, join(to, file));
    } catch {
      // listed by git but deleted in the working tree: not part of the fork
    }
  }
  symlinkSync(resolve('node_modules'), join(to, 'node_modules'), 'dir');
}

/** The owner's photo, straight from a phone (12 megapixels, several megabytes), and project
 * screenshots, in the fork's public/ where the content names them. */
async function writeOwnerImages() {
  const photo = await phonePhoto();
  const files: [string, Buffer][] = [[otherOwner.owner.photo!, photo]];
  for (const [index, project] of otherOwner.projects.entries()) {
    if (!project.image) continue;
    const shot = await sharp({
      create: {
        width: 1440,
        height: 900,
        channels: 3,
        background: ['#1d3557', '#2a9d8f', '#e76f51'][index % 3]!,
      },
    })
      .png()
      .toBuffer();
    files.push([project.image, shot]);
  }
  for (const [path, bytes] of files) {
    mkdirSync(dirname(join(fork, 'owner/public', path)), { recursive: true });
    writeFileSync(join(fork, 'owner/public', path), bytes);
  }
  ownerPhotoBytes = photo.length;
}

/** Runs a command in the fork, without blocking this process (which may be serving a stand-in
 * for GitHub's API to the fork's build). */
function runInFork(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  // As from an owner's shell: not this worker's NODE_ENV, which rendering the prerendered pages
  // in another test (importServerBundle) sets to production, where React has no act().
  const shell = { ...process.env };
  delete shell.NODE_ENV;
  const child = spawn(command, args, { cwd: fork, env: { ...shell, ...env, CI: 'true' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ ok: code === 0, output })));
}

/** Builds the fork into `outDir` with its repositories from a stand-in for GitHub's API. */
async function buildFork(outDir: string, trouble?: 'rate-limited, feeds unreachable') {
  const gitHub = await startGitHubStandIn({ answer: trouble && 'rate-limited' });
  const feeds = await startFeedStandIn();
  try {
    return await runInFork('node', ['scripts/site/build.mjs', '--outDir', outDir], {
      ...e2eBuildEnv,
      SITE_URL: forkSiteUrl,
      GITHUB_API_URL: gitHub.url,
      GITHUB_TOKEN: '',
      // Port 9 (discard) answers nothing.
      FEED_STAND_IN_URL: trouble ? 'http://127.0.0.1:9/' : feeds.url,
    });
  } finally {
    await gitHub.close();
    await feeds.close();
  }
}

/** A screen of the owner's own, added as the guide's recipe says: one file in owner/screens/,
 * its code importing the template's pieces from portfolio/kit, its icon one the navigation has;
 * placed before Contact, as a screen that names no place is. */
const talks = { path: '/talks', name: 'Palestras', part: 'talks' };

function addTalksScreen() {
  // A new owner's fork starts from the template's owner/: none of this checkout's own screens or
  // languages.
  for (const folder of ['owner/screens', 'owner/i18n'])
    rmSync(join(fork, folder), { recursive: true, force: true });
  mkdirSync(join(fork, 'owner/screens'), { recursive: true });
  writeFileSync(
    join(fork, `owner/screens/${talks.part}.tsx`),
    `import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ScreenHeading, useContent, type OwnerScreen } from 'portfolio/kit';

export const screen = {
  path: '${talks.path}',
  label: { en: 'Talks', pt: '${talks.name}' },
  icon: 'article',
} satisfies OwnerScreen;

export default function TalksScreen() {
  const { externalLinks } = useContent();
  const videos = externalLinks.filter((link) => link.icon === 'youtube');
  return (
    <Stack spacing={3} component="article">
      <ScreenHeading intro="Minhas palestras, gravadas:">${talks.name}</ScreenHeading>
      <ul>
        {videos.map((video) => (
          <li key={video.url}>
            <Link href={video.url}>{video.text}</Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
`,
  );
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  fork = mkdtempSync(join(tmpdir(), 'portfolio-fork-'));
  copyWorkingTree(fork);
  writeFileSync(join(fork, 'owner/content.ts'), handWritten(otherOwner));
  await writeOwnerImages();
  addTalksScreen();
  const build = await buildFork('dist');
  expect(build.ok, build.output).toBe(true);
  server = await serveGzip({ root: join(fork, 'dist'), base: '/portfolio/' });
  base = `http://localhost:${(server.address() as AddressInfo).port}/portfolio/`;
});

test.afterAll(() => {
  server?.close();
  if (fork) rmSync(fork, { recursive: true, force: true });
});

test('the fork’s own checks pass: formatting, lint, types and unit tests', async () => {
  test.setTimeout(15 * 60_000);
  const check = await runInFork('npm', ['run', 'check']);
  expect(check.ok, check.output.slice(-4000)).toBe(true);
  // The checks that only hold for the shipped sample step aside rather than fail.
  expect(check.output).toMatch(/skipped/);
});

test('every screen shows the new owner', async ({ page }) => {
  await page.goto(`${base}#/`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'home').heading);
  await startWithInput(page);
  await expect(page).toHaveTitle(`${otherOwner.owner.name} · ${otherOwner.owner.jobTitle}`);
  await expect(page.getByText(otherOwner.owner.tagline)).toBeVisible();
  await expect(page.getByRole('region', { name: t.keySkills }).getByRole('listitem')).toHaveText([
    ...otherOwner.skills,
  ]);
  const external = page.getByRole('list', { name: t.externalLinks }).getByRole('link');
  await expect(external).toHaveCount(otherOwner.externalLinks.length);

  const nav = page.getByRole('navigation', { name: t.mainNavigation });
  await nav.getByRole('link', { name: screenOf(screens, 'experience').nav }).click();
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'experience').heading);
  await expect(page).toHaveTitle(
    `${screenOf(screens, 'experience').nav} · ${otherOwner.owner.name}`,
  );
  const jobs = page.getByRole('list', { name: t.workHistory }).getByRole('article');
  await expect(jobs.getByRole('heading', { level: 2 })).toHaveText(
    otherOwner.jobs.map((job) => job.title),
  );
  // No résumé of their own: the one the build made from the content.
  await expect(page.getByRole('link', { name: new RegExp(t.resumeButton) })).toHaveAttribute(
    'href',
    `/portfolio/${resumeFiles.pdf}`,
  );

  await nav.getByRole('link', { name: screenOf(screens, 'projects').nav }).click();
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'projects').heading);
  const cards = page.getByRole('list', { name: t.projectList }).getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
    otherOwner.projects.map((project) => project.title),
  );
  await expect(cards.getByRole('link', { name: new RegExp(`^${t.liveDemo}`) })).toHaveCount(
    otherOwner.projects.filter((project) => project.liveUrl).length,
  );

  await nav.getByRole('link', { name: screenOf(screens, 'contact').nav }).click();
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'contact').heading);
  await expect(page).toHaveTitle(`${screenOf(screens, 'contact').nav} · ${otherOwner.owner.name}`);
});

test('its sharing tags, JSON-LD, sitemap and card image are the new owner’s, at the deploy’s address', async ({
  page,
  request,
}) => {
  await page.goto(`${base}#/`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'home').heading);
  expect(await meta(page, 'meta[property="og:title"]')).toBe(
    `${otherOwner.owner.name} · ${otherOwner.owner.jobTitle}`,
  );
  expect(await meta(page, 'meta[property="og:description"]')).toBe(otherOwner.owner.description);
  expect(await meta(page, 'meta[property="og:url"]')).toBe(forkSiteUrl);
  expect(await meta(page, 'meta[property="og:image"]')).toBe(`${forkSiteUrl}og-image.png`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', forkSiteUrl);
  const person = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  );
  expect(person).toMatchObject({
    name: otherOwner.owner.name,
    jobTitle: otherOwner.owner.jobTitle,
    url: forkSiteUrl,
    // Every profile; the e-mail address is the Person's email, not a profile.
    sameAs: otherOwner.externalLinks
      .filter((link) => link.icon !== 'email')
      .map((link) => link.url),
    email: otherOwner.externalLinks
      .find((link) => link.icon === 'email')
      ?.url.replace('mailto:', ''),
    alumniOf: otherOwner.education!.map((entry) => ({
      '@type': 'EducationalOrganization',
      name: entry.school,
    })),
  });
  expect(await (await request.get(`${base}sitemap.xml`)).text()).toContain(
    `<loc>${forkSiteUrl}</loc>`,
  );

  // The card is drawn from the content at build time (scripts/site/sharing-images.test.ts checks
  // what it says): the fork's differs from the one built from the suite's own content, unless
  // that is the same owner.
  const card = await (await request.get(`${base}og-image.png`)).body();
  expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
  const drawn = ({ owner: { name, jobTitle, tagline }, skills }: typeof content) =>
    JSON.stringify([name, jobTitle, tagline, skills]);
  const sameOwner = drawn(content) === drawn(otherOwner);
  expect(card.equals(readFileSync('.e2e-dist/og-image.png'))).toBe(sameOwner);
});

test('Projects lists its GitHub repositories, fetched at build time, never by the page', async ({
  page,
  request,
}) => {
  const outbound: string[] = [];
  page.on('request', (sent) => {
    if (!new URL(sent.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/))
      outbound.push(sent.url());
  });
  // In the screen as built, before any script runs.
  const html = await prerenderedScreen(request, screenOf(screens, 'projects').path);
  for (const name of standInShown) expect(html).toContain(`>${name}</h3>`);

  await page.goto(`${base}#/projects`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'projects').heading);
  await startWithInput(page);
  const section = page.getByRole('region', { name: gitHubSection });
  const cards = section.getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(standInShown);
  await expect(
    cards.first().getByRole('link', { name: new RegExp(`^${t.sourceButton}`) }),
  ).toHaveAttribute('href', `https://github.com/mfoc/${standInShown[0]}`);
  await expect(cards.first()).toContainText((1234).toLocaleString(otherOwner.language));
  await expect(
    cards.first().getByRole('link', { name: new RegExp(`^${t.liveDemo}`) }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: t.projectList }).getByRole('article')).toHaveCount(
    otherOwner.projects.length,
  );
  await animationsDone(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
  expect(outbound).toEqual([]);
});

test('a rate-limited GitHub API and unreachable feeds cost only their part: the build warns and goes on', async ({
  page,
}) => {
  test.setTimeout(5 * 60_000);
  // As on a fresh machine: no answer kept from an earlier build.
  rmSync(join(fork, 'node_modules/.cache/portfolio-github'), { recursive: true, force: true });
  rmSync(join(fork, 'node_modules/.cache/portfolio-writing'), { recursive: true, force: true });
  const build = await buildFork('dist-rate-limited', 'rate-limited, feeds unreachable');
  expect(build.ok, build.output).toBe(true);
  expect(build.output).toMatch(
    /GitHub repositories of "mfoc" not fetched: GitHub's API rate limit is used up .*set GITHUB_TOKEN/,
  );
  for (const feed of [otherOwner.writing!.feed!].flat())
    expect(build.output).toContain(`Feed ${feed} not read: unreachable; leaving its articles out.`);
  const limited = await serveGzip({ root: join(fork, 'dist-rate-limited'), base: '/portfolio/' });
  try {
    const port = (limited.address() as AddressInfo).port;
    await page.goto(`http://localhost:${port}/portfolio/#/projects`);
    await expect(pageHeading(page)).toHaveText(screenOf(screens, 'projects').heading);
    await startWithInput(page);
    await expect(page.getByRole('list', { name: t.projectList }).getByRole('article')).toHaveCount(
      otherOwner.projects.length,
    );
    await expect(page.getByRole('region', { name: gitHubSection })).toHaveCount(0);
    await expect(page.getByText(gitHubSection)).toHaveCount(0);
    // Writing still has the hand-listed article, and only it.
    await page
      .getByRole('navigation', { name: t.mainNavigation })
      .getByRole('link', { name: t.writingNav })
      .click();
    await expect(pageHeading(page)).toHaveText(t.writingHeading);
    const titles = page
      .getByRole('list', { name: t.articleList })
      .getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(otherOwner.writing!.articles!.length);
    await expect(titles).toContainText(
      otherOwner.writing!.articles!.map((article) => article.title),
    );
  } finally {
    limited.close();
  }
});

test.describe('Writing: the owner’s articles from two feeds and by hand', () => {
  /** The newest `max`, as the build should have merged them (scripts/site/writing.ts). */
  const expected = mergeArticles(
    [
      otherOwner.writing!.articles!,
      rssArticles.map((article) => ({ ...article, publication: rssTitle })),
      atomArticles.map((article) => ({ ...article, publication: atomTitle })),
    ],
    otherOwner.writing!.max,
  );

  test('are prerendered on #/writing, newest first, painted before any input', async ({
    page,
    request,
  }) => {
    expect(expected.length).toBe(otherOwner.writing!.max);
    expect(await prerenderedScreen(request, '/writing')).toMatch(/<h1[^>]*>/);
    const startApp = await openBeforeAppStart(
      page,
      '/writing',
      t.writingHeading,
      `${base}#/writing`,
    );
    const titles = page
      .getByRole('list', { name: t.articleList })
      .getByRole('heading', { level: 2 });
    await expect(titles).toHaveCount(expected.length);
    await expect(titles).toContainText(expected.map((article) => article.title));
    await expect(page).toHaveTitle(`${t.writingNav} · ${otherOwner.owner.name}`);
    await startApp();
    await expect(titles).toContainText(expected.map((article) => article.title));
    // The hostile summary, as text; nothing of it ran.
    await expect(page.getByText(hostileSummaryShown)).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
    const first = page.getByRole('link', { name: new RegExp(expected[0]!.title) });
    await expect(first).toHaveAttribute('href', expected[0]!.url);
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const [size, viewport] of [
    ['desktop', viewports.desktop],
    ['phone', viewports.phone],
  ] as const) {
    test(`are in the navigation after Projects, ${size}, and axe finds nothing`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(`${base}#/`);
      await startWithInput(page);
      if (size === 'phone') await page.getByRole('button', { name: t.openMenu }).click();
      const nav = page.getByRole('navigation', { name: t.mainNavigation });
      const names = await nav.getByRole('list').first().getByRole('link').allInnerTexts();
      expect(names.indexOf(t.writingNav)).toBe(
        names.indexOf(screenOf(screens, 'projects').nav) + 1,
      );
      await nav.getByRole('link', { name: t.writingNav }).click();
      await expect(pageHeading(page)).toHaveText(t.writingHeading);
      await animationsDone(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  }
});

/** The layout shift the page has had so far (Cumulative Layout Shift). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

for (const [size, viewport, deviceScaleFactor] of [
  ['desktop', { width: 1280, height: 800 }, 1],
  ['phone', { width: 360, height: 740 }, 3],
] as const) {
  test.describe(`the photo on Home, ${size}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test('is beside the greeting, at most 150 KB of the phone original, and shifts nothing', async ({
      page,
      request,
    }) => {
      const photoBytes: number[] = [];
      page.on('response', async (response) => {
        if (/\/assets\/maria-fernanda-\d+w-[\w-]+\.(avif|webp)$/.test(response.url())) {
          photoBytes.push((await response.body()).length);
        }
      });
      await page.goto(`${base}#/`);
      const photo = page.getByRole('img', { name: otherOwner.owner.name });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const box = (await photo.boundingBox())!;
      expect(box.width).toBe(size === 'phone' ? 120 : 160);
      expect(box.height).toBe(box.width);
      // A source sharp enough for the screen (2x covers a 3x phone's 120 px), in a modern format.
      const shown = await photo.evaluate((img: HTMLImageElement) => img.currentSrc);
      expect(shown).toMatch(size === 'phone' ? /-320w-[\w-]+\.avif$/ : /-160w-[\w-]+\.avif$/);
      // Beside the greeting from 600 px up, above it on a phone.
      const greeting = (await pageHeading(page).boundingBox())!;
      if (size === 'phone') expect(greeting.y).toBeGreaterThanOrEqual(box.y + box.height);
      else expect(greeting.x).toBeGreaterThanOrEqual(box.x + box.width);

      await startWithInput(page);
      expect(await layoutShift(page)).toBe(0);
      expect(photoBytes).toHaveLength(1);
      expect(photoBytes[0]).toBeLessThanOrEqual(150 * 1024);
      expect(ownerPhotoBytes).toBeGreaterThan(3 * 1024 * 1024);
      // Only the processed photo ships: the original stays out of the site.
      expect((await request.get(`${base}${otherOwner.owner.photo}`)).status()).toBe(404);
    });

    test('is not downloaded on a first visit to another screen, whose own file comes first', async ({
      page,
    }) => {
      const photos: string[] = [];
      page.on('request', (sent) => {
        if (/\/assets\/maria-fernanda-\d+w-/.test(sent.url())) photos.push(sent.url());
      });
      const other = screenOf(screens, 'projects');
      await page.goto(`${base}#${other.path}`);
      await expect(pageHeading(page)).toHaveText(other.heading);
      await page.waitForLoadState('load');
      expect(photos).toEqual([]);
    });
  });
}

test('Experience lists education and certifications after the jobs', async ({ page }) => {
  await page.goto(`${base}#/experience`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'experience').heading);
  await startWithInput(page);
  const education = page.getByRole('region', { name: t.education });
  await expect(education.getByRole('heading', { level: 3 })).toHaveText(
    otherOwner.education!.map((entry) => entry.degree),
  );
  const certifications = page.getByRole('region', { name: t.certifications });
  await expect(certifications.getByRole('listitem')).toHaveCount(otherOwner.certifications!.length);
  const linked = otherOwner.certifications!.find((certification) => certification.url)!;
  const link = certifications.getByRole('link', { name: new RegExp(linked.name) });
  await expect(link).toHaveAttribute('href', linked.url!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await animationsDone(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('project cards carry their screenshots, sized, the ones below the first lazily', async ({
  page,
}) => {
  await page.goto(`${base}#/projects`);
  await expect(pageHeading(page)).toHaveText(screenOf(screens, 'projects').heading);
  await startWithInput(page);
  const cards = page.getByRole('list', { name: t.projectList }).getByRole('article');
  for (const [index, project] of otherOwner.projects.entries()) {
    const shot = cards
      .nth(index)
      .getByRole('img', { name: fillText(t.screenshotOf, { title: project.title }) });
    if (!project.image) {
      await expect(shot).toHaveCount(0);
      continue;
    }
    await expect(shot).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    await shot.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const box = (await shot.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
  }
  expect(await layoutShift(page)).toBe(0);
});

test('every kind of link has its own icon in the drawer; e-mail opens the mail app', async ({
  page,
}) => {
  await page.goto(`${base}#/`);
  await startWithInput(page);
  const links = page
    .getByRole('navigation', { name: t.mainNavigation })
    .getByRole('list', { name: t.externalLinks })
    .getByRole('link');
  await expect(links).toHaveCount(otherOwner.externalLinks.length);
  const icons = await links.evaluateAll((found) =>
    found.map((link) => link.querySelector('svg path')?.getAttribute('d') ?? ''),
  );
  expect(new Set(icons.filter(Boolean)).size).toBe(
    new Set(otherOwner.externalLinks.map((link) => link.icon)).size,
  );
  const email = otherOwner.externalLinks.find((link) => link.icon === 'email')!;
  const mail = links.filter({ hasText: email.text });
  await expect(mail).toHaveAttribute('href', email.url);
  await expect(mail).not.toHaveAttribute('target', /.*/);
});

test('a content image missing from public/ stops the build, naming the field and the file', async () => {
  const content = join(fork, 'owner/content.ts');
  const written = readFileSync(content, 'utf8');
  try {
    writeFileSync(
      content,
      handWritten({ ...otherOwner, owner: { ...otherOwner.owner, photo: 'images/not-there.jpg' } }),
    );
    const build = await runInFork('npx', ['vite', 'build', '--outDir', 'dist-missing-photo']);
    expect(build.ok).toBe(false);
    expect(build.output).toContain(
      'content.owner.photo: owner/public/images/not-there.jpg does not exist',
    );
  } finally {
    writeFileSync(content, written);
  }
});

for (const device of ['light', 'dark'] as const) {
  test.describe(`on a device that prefers ${device}`, () => {
    test.use({ colorScheme: device });

    test('the owner’s "system" setting follows the device from the first paint', async ({
      page,
    }) => {
      expect(otherOwner.theme?.default).toBe('system');
      await page.goto(`${base}#/`);
      await expect(pageHeading(page)).toHaveText(screenOf(screens, 'home').heading);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-color-scheme', device);
      await startWithInput(page);
      await expect(html).toHaveAttribute('data-color-scheme', device);
      await expect(
        page
          .getByRole('navigation', { name: t.mainNavigation })
          .first()
          .getByRole('button', { name: t.darkTheme }),
      ).toHaveAttribute('aria-pressed', String(device === 'dark'));
    });
  });
}

/** Everything a visitor reads or hears on the page: its text, labels and title. */
function everythingSaid(page: Page) {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap(
      (element) => ['aria-label', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    return [document.body.innerText, ...labels, document.title].join('\n');
  });
}

test('every route is in the owner’s language, the failure alert too', async ({ page }) => {
  expectConsoleErrors(); // the refused send
  const english = untranslated(t, otherOwner);
  await expect(page.locator('html')).toHaveCount(1);
  for (const path of [...screens.map((screen) => screen.path), talks.path, '/no/such/page']) {
    await page.goto('about:blank');
    await page.goto(`${base}#${path}`);
    await expect(pageHeading(page)).toBeVisible();
    await startWithInput(page);
    await expect(page.locator('html')).toHaveAttribute('lang', otherOwner.language!);
    const said = await everythingSaid(page);
    for (const text of english) expect(said, `${path}: "${text}"`).not.toContain(text);
  }
  await page.route('**/api/v1.0/email/send', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Server error' }),
  );
  await page.goto(`${base}#/contact`);
  await startWithInput(page);
  await page.getByRole('textbox', { name: t.nameField }).fill('Ada');
  await page.getByRole('textbox', { name: t.emailField }).fill('ada@example.org');
  await page.getByRole('textbox', { name: t.titleField }).fill('Oi');
  await page.getByRole('textbox', { name: t.messageField }).fill('Olá!');
  await page.getByRole('button', { name: t.sendMessage }).click();
  await expect(page.getByRole('alert')).toHaveText(t.sendFailed);
});

test('its résumé is made from its content, in its language: a PDF and JSON Resume', async ({
  request,
}) => {
  const pdf = await request.get(`${base}${resumeFiles.pdf}`);
  expect(pdf.status()).toBe(200);
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF-')).toBe(true);
  // Its metadata's title in the owner's language (PDF strings are UTF-16 when not ASCII).
  expect(bytes).toContain('/Title');
  const json = await (await request.get(`${base}${resumeFiles.json}`)).json();
  expect(json.basics.name).toBe(otherOwner.owner.name);
  expect(json.work.map((work: { position: string }) => work.position)).toEqual(
    otherOwner.jobs.map((job) => job.title),
  );
  expect(json.meta.language).toBe(otherOwner.language);
});

test.describe('the owner’s brand', () => {
  test.use({ colorScheme: 'dark' });

  test('their colour and font everywhere: buttons, browser bar, icon, text', async ({
    page,
    request,
  }) => {
    await page.goto(`${base}#/experience`);
    await expect(pageHeading(page)).toHaveText(screenOf(screens, 'experience').heading);
    await startWithInput(page);
    const resume = page.getByRole('link', { name: new RegExp(t.resumeButton) });
    expect(await resume.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      rgb(look.primary.dark),
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      rgb(look.colors.dark.background),
    );
    expect(await meta(page, 'meta[name="theme-color"]')).toBe(look.colors.dark.background);
    expect(
      (await page.evaluate(() => getComputedStyle(document.body).fontFamily)).replace(/"/g, ''),
    ).toMatch(new RegExp(`^${look.font},`));
    await expect.poll(() => fontLoaded(page, look.font)).toBe(true);
    const favicon = await (await request.get(`${base}favicon.svg`)).text();
    expect(favicon).toContain(look.primary.dark);
    expect(favicon).not.toContain(brandOf({ ...otherOwner, theme: undefined }).primary.dark);
  });
});

test.describe('a screen of the owner’s own, added by the guide’s recipe', () => {
  test('is prerendered, with its part preloaded', async ({ request }) => {
    expect(await prerenderedScreen(request, talks.path)).toMatch(
      new RegExp(`<h1[^>]*>${talks.name}</h1>`),
    );
    const html = await (await request.get(base)).text();
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
    await expect(page).toHaveTitle(`${talks.name} · ${otherOwner.owner.name}`);
    await startApp();
    await expect(pageHeading(page)).toHaveText(talks.name);
    await expect(page.getByRole('main').getByRole('link', { name: 'YouTube' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test('is in the menu before Contact, and axe finds nothing', async ({ page }) => {
      await page.goto(`${base}#/`);
      await startWithInput(page);
      await page.getByRole('button', { name: t.openMenu }).click();
      const nav = page.getByRole('navigation', { name: t.mainNavigation });
      const names = await nav.getByRole('list').first().getByRole('link').allInnerTexts();
      expect(names.indexOf(talks.name)).toBe(names.indexOf(screenOf(screens, 'contact').nav) - 1);
      await nav.getByRole('link', { name: talks.name }).click();
      await expect(pageHeading(page)).toHaveText(talks.name);
      await expect(nav).toBeHidden();
      await animationsDone(page);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
});

describeLightAndDark(() => ({ owned: otherOwner, url: (path) => `${base}#${path}` }));
