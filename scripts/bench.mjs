// Lighthouse benchmark of the production build, served gzip-compressed as GitHub Pages does.
// For every route it also measures the route's "static twin": the rendered page saved as plain
// HTML with its scripts removed, the fastest that content can paint. Prints one table.
//   npm run bench                    build, then 3 runs of every route (mobile and desktop)
//   npm run bench -- --runs 1 --routes /,/contact --no-build --no-desktop
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumMissingMessage, findChromium } from './find-chromium.mjs';
import { serveGzip } from './serve-gzip.mjs';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: '/,/experience,/projects,/contact' },
    build: { type: 'boolean', default: true },
    desktop: { type: 'boolean', default: true },
    details: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const runs = Number(args.runs);
const routes = args.routes.split(',');
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
    env: { ...process.env, BASE_PATH: base },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = await serveGzip({ root: outDir, base });
const origin = `http://127.0.0.1:${server.address().port}`;
const slug = (route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-'));

/** Saves each route, as the browser renders it, without scripts: the physical limit. */
async function writeStaticTwins() {
  mkdirSync(join(outDir, twinDir), { recursive: true });
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const page = await browser.newPage();
  for (const route of routes) {
    await page.goto(`${origin}${base}#${route}`);
    await page.waitForSelector('html[data-interactive]');
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .forEach((animation) => animation.finish()),
    );
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true);
      copy
        .querySelectorAll('script, link[rel="modulepreload"], template')
        .forEach((el) => el.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(join(outDir, twinDir, `${slug(route)}.html`), html);
  }
  await browser.close();
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
        (item) => item.resourceType === 'Script',
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

/** Gzipped bytes of JavaScript that must run before the route's first paint. */
function renderBlockingJs() {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('<body'));
  const blocking = [
    ...head.matchAll(
      /<script(?![^>]*type="module")(?![^>]*\b(?:async|defer)\b)[^>]*src="([^"]+)"/g,
    ),
  ];
  const files = readdirSync(join(outDir, 'assets'));
  return blocking.reduce((sum, [, src]) => {
    const file = files.find((name) => src.endsWith(name));
    return sum + (file ? gzipSync(readFileSync(join(outDir, 'assets', file))).length : 0);
  }, 0);
}

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
    rows.push({ formFactor, route, site, twin });
    console.log(`measured ${formFactor} ${route}`);
  }
}
server.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
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
for (const { formFactor, route, site } of rows) {
  if (site.failing.length)
    console.log(`${formFactor} ${route}: failing audits: ${site.failing.join(', ')}`);
}
