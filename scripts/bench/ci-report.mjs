// Lighthouse on a phone for each route of the built site, as CI's report (.github/workflows/
// ci.yml): a table in the job's summary and each route's Lighthouse report, so an owner sees what
// a change of content did to the speed. A report, never a gate: a busy runner's timings vary.
// The benchmark's Lighthouse (./package.json; node scripts/bench/install.mjs first), its runs
// (./lighthouse-runs.mjs) and its server (GitHub Pages' gzip).
//   node scripts/bench/ci-report.mjs [--dir dist] [--base /portfolio/] [--out lighthouse-report]
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromiumMissingMessage, findChromium } from '../chromium/find-chromium.mjs';
import { serveGzip } from '../test-support/serve-gzip.mjs';
import { ciSummary } from './ci-summary.mjs';
import { measure } from './lighthouse-runs.mjs';
import { builtRoutes } from './report.mjs';
import { slug } from './in-browser.mjs';
import { builtBasePath, resolveBasePath } from '../build/owner/base-path.mjs';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    base: { type: 'string', default: process.env.BASE_PATH || '/portfolio/' },
    out: { type: 'string', default: 'lighthouse-report' },
    runs: { type: 'string', default: '1' },
  },
});

// Served where the build was made for (it records its base path), else as told.
const base = builtBasePath(args.dir) ?? resolveBasePath(args.base);

const browserPath = await findChromium();
if (!browserPath) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
mkdirSync(args.out, { recursive: true });
const server = await serveGzip({ root: args.dir, base });
const origin = `http://127.0.0.1:${server.address().port}`;
const rows = [];
try {
  for (const route of builtRoutes(args.dir)) {
    const keep = (html) => writeFileSync(join(args.out, `${slug(route)}.html`), html);
    const url = `${origin}${base}#${route}`;
    rows.push({ route, ...(await measure({ browserPath, runs: Number(args.runs), keep }, url)) });
    console.log(`measured ${route}`);
  }
} finally {
  server.close();
}
const summary = ciSummary(rows);
writeFileSync(join(args.out, 'summary.md'), summary);
if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, summary);
console.log(summary);
