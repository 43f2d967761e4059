// Lighthouse benchmark of the production build, served gzip-compressed as GitHub Pages does.
// For every route it also measures the route's "static twin": the rendered page saved as plain
// HTML with its scripts removed, the fastest that content can paint. Prints one table.
//   npm run bench                    build, then 3 runs of every route (mobile and desktop)
//   npm run bench -- --runs 1 --routes /,/contact --no-build --no-desktop
//   npm run bench -- --content src/test/long-career-owner.ts   another owner's content file
//     (exporting `content`), with --public DIR for their images (owner/public/ otherwise)
//   npm run bench -- --owner DIR     another owner's whole folder (content.ts, public/, i18n/,
//     screens/), as PORTFOLIO_OWNER builds it
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import {
  chromiumFlags,
  chromiumMissingMessage,
  findChromium,
} from '../test-support/find-chromium.mjs';
import { serveGzip } from '../test-support/serve-gzip.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // Default: every screen the build prerendered (the route table's, for this owner).
    routes: { type: 'string' },
    build: { type: 'boolean', default: true },
    desktop: { type: 'boolean', default: true },
    details: { type: 'boolean', default: false },
    owner: { type: 'string' },
    content: { type: 'string' },
    public: { type: 'string' },
  },
  allowNegative: true,
});
const runs = Number(args.runs);
const outDir = 'dist';
const base = '/portfolio/';
const twinDir = '__static-twins';

const browserPath = await findChromium();
if (!browserPath) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
if (args.build) {
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_PATH: base,
      ...(args.owner && { PORTFOLIO_OWNER: args.owner }),
      ...(args.content && { PORTFOLIO_CONTENT: args.content }),
      ...(args.public && { PORTFOLIO_PUBLIC: args.public }),
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The screens of the built site, as its navigation links to them (the route table's, for this
 * owner). */
function builtRoutes() {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const nav = /<nav\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...new Set([...nav.matchAll(/href="#(\/[^"]*)"/g)].map((match) => match[1]))];
}
const routes = args.routes ? args.routes.split(',') : builtRoutes();

const server = await serveGzip({ root: outDir, base });
const origin = `http://127.0.0.1:${server.address().port}`;
const slug = (route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-'));

/** The app starts on the visitor's first input (src/start-up/boot.ts): gives one, waits until live. */
async function startWithInput(page) {
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
}

/** Saves each route, as the browser renders it, without scripts: the physical limit. */
async function writeStaticTwins() {
  mkdirSync(join(outDir, twinDir), { recursive: true });
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const page = await browser.newPage();
  for (const route of routes) {
    await page.goto(`${origin}${base}#${route}`);
    await startWithInput(page); // the twin is the page the live app shows
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .forEach((animation) => animation.finish()),
    );
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true);
      copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((el) => el.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(join(outDir, twinDir, `${slug(route)}.html`), html);
  }
  await browser.close();
}

/**
 * The app starts on the visitor's first input (see src/start-up/boot.ts), after Lighthouse has
 * finished, so Lighthouse does not see that work. This measures it as a phone would feel it:
 * CPU slowed 4x as in Lighthouse's mobile profile, the parts already fetched in the background,
 * a first pointer move, then the main thread's blocking time (each long task beyond 50 ms) and
 * the time until the page is live.
 */
async function measureAppStart(route) {
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const record = { longTasks: [], inputAt: 0, liveAt: 0 };
      Object.assign(window, { appStart: record });
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          record.longTasks.push({ start: task.startTime, duration: task.duration });
      }).observe({ type: 'longtask', buffered: true });
      addEventListener('pointermove', () => (record.inputAt ||= performance.now()), true);
      // The document, not its <html>: this runs before the parser has made one.
      new MutationObserver(() => (record.liveAt ||= performance.now())).observe(document, {
        subtree: true,
        attributeFilter: ['data-interactive'],
      });
    });
    await page.goto(`${origin}${base}#${route}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await startWithInput(page);
    await page.waitForTimeout(1000);
    const record = await page.evaluate(() => window.appStart);
    results.push({
      blocking: record.longTasks
        .filter((task) => task.start >= record.inputAt)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      toLive: record.liveAt - record.inputAt,
    });
    await context.close();
  }
  await browser.close();
  return {
    blocking: median(results.map((result) => result.blocking)),
    toLive: median(results.map((result) => result.toLive)),
  };
}

/**
 * The first tap on the phone menu, from the pointer going down until the open menu is painted,
 * at 4x CPU: on the painted page before the app is live (the tap also starts the app), and on
 * the live app. Median of the runs.
 */
async function measureMenuTap() {
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const times = { beforeApp: [], live: [] };
  for (let i = 0; i < runs; i++) {
    for (const phase of ['beforeApp', 'live']) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const record = { downAt: 0, shownAt: 0 };
        Object.assign(window, { menuTap: record });
        addEventListener('pointerdown', () => (record.downAt = performance.now()), true);
        addEventListener('DOMContentLoaded', () =>
          document.getElementById('navigation-drawer')?.addEventListener('toggle', () =>
            // A frame's callbacks run before it is painted; a task queued there, after.
            requestAnimationFrame(() => setTimeout(() => (record.shownAt ||= performance.now()))),
          ),
        );
      });
      await page.goto(`${origin}${base}#/`, { waitUntil: 'networkidle' });
      if (phase === 'live') {
        await startWithInput(page);
        await page.waitForTimeout(500);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const box = await page.locator('[aria-controls="navigation-drawer"]').boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForFunction(() => window.menuTap.shownAt > 0, null, { timeout: 30_000 });
      const record = await page.evaluate(() => window.menuTap);
      times[phase].push(record.shownAt - record.downAt);
      await context.close();
    }
  }
  await browser.close();
  return { beforeApp: median(times.beforeApp), live: median(times.live) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function measure(url, config) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: browserPath,
      chromeFlags: chromiumFlags,
    });
    try {
      const { lhr } = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        config,
      );
      const audits = lhr.audits;
      if (args.details) {
        const tasks = (audits['long-tasks'].details?.items ?? []).map(
          (task) => `${Math.round(task.duration)} ms @${Math.round(task.startTime)} ${task.url}`,
        );
        console.log(`${url}: long tasks\n  ${tasks.join('\n  ')}`);
      }
      const scripts = (audits['network-requests'].details?.items ?? []).filter(
        // The app's parts are downloaded with fetch() in the background: go by the file type.
        (item) => /\.js(\?|$)/.test(item.url),
      );
      results.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        seo: lhr.categories.seo.score,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        failing: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs)
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
          )
          .map((ref) => ref.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}

/**
 * Gzipped bytes of JavaScript that must run before the route's first paint: classic scripts
 * loaded without async or defer, and inline scripts (index.html's boot script).
 */
function renderBlockingJs() {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = readdirSync(join(outDir, 'assets'));
  const external = [
    ...html.matchAll(
      /<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*src="([^"]+)"/g,
    ),
  ].map(([, src]) => {
    const file = files.find((name) => src.endsWith(name));
    return file ? readFileSync(join(outDir, 'assets', file)) : '';
  });
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
  return [...external, ...inline].reduce((sum, code) => sum + gzipSync(code).length, 0);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

await writeStaticTwins();
const rows = [];
const formFactors = args.desktop
  ? [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ]
  : [['mobile', undefined]];
for (const [formFactor, config] of formFactors) {
  for (const route of routes) {
    const site = await measure(`${origin}${base}#${route}`, config);
    const twin = await measure(`${origin}${base}${twinDir}/${slug(route)}.html`, config);
    const start = formFactor === 'mobile' ? await measureAppStart(route) : undefined;
    rows.push({ formFactor, route, site, twin, start });
    console.log(
      `measured ${formFactor} ${route}${args.details ? ` (static twin: TBT ${ms(twin.tbt)})` : ''}`,
    );
  }
}
const menuTap = await measureMenuTap();
server.close();

const blockingJs = renderBlockingJs();
const header = [
  'form',
  'route',
  'perf',
  'a11y',
  'best',
  'seo',
  'FCP',
  'FCP×',
  'LCP',
  'LCP×',
  'TBT',
  'CLS',
  'JS gz (blocking)',
];
const table = rows.map(({ formFactor, route, site, twin }) => [
  formFactor,
  route,
  site.performance.toFixed(2),
  site.accessibility.toFixed(2),
  site.bestPractices.toFixed(2),
  site.seo.toFixed(2),
  ms(site.fcp),
  (site.fcp / twin.fcp).toFixed(2),
  ms(site.lcp),
  (site.lcp / twin.lcp).toFixed(2),
  ms(site.tbt),
  site.cls.toFixed(3),
  `${kb(site.jsBytes)} (${kb(blockingJs)})`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => row[column].length)),
);
const line = (cells) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, simulated throttling; ×: ratio to the route's static twin\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
table.forEach((row) => console.log(line(row)));
const starts = rows.filter((row) => row.start);
if (starts.length) {
  console.log(
    '\nApp start on the first input, after Lighthouse (4x CPU slow-down, parts prefetched):\n',
  );
  console.log('| route | blocking time | input → live |');
  console.log('| ----- | ------------- | ------------ |');
  for (const { route, start } of starts)
    console.log(`| ${route} | ${ms(start.blocking)} | ${ms(start.toLive)} |`);
}
console.log(
  `\nFirst tap on the phone menu until the open menu is painted (4x CPU): ${ms(menuTap.beforeApp)} before the app is live, ${ms(menuTap.live)} on the live app\n`,
);
for (const { formFactor, route, site } of rows) {
  if (site.failing.length)
    console.log(`${formFactor} ${route}: failing audits: ${site.failing.join(', ')}`);
}
