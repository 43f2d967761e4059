// Lighthouse benchmark of the production build, served gzip-compressed as GitHub Pages does.
// For every route it also measures the route's "static twin": the rendered page saved as plain
// HTML with its scripts removed, the fastest that content can paint. Writes its tables into
// docs/performance.md, between the marker comments of the owner measured (report.mjs).
//   npm run bench                    build, then 3 runs of every route (mobile and desktop)
//   npm run bench -- --runs 1 --routes /,/contact --no-build --no-desktop
//   npm run bench -- --content src/test/long-career-owner.ts   another owner's content file
//     (exporting `content`), with --public DIR for their images (owner/public/ otherwise);
//     its section is named after the file unless --section NAME says otherwise
//   npm run bench -- --owner DIR     another owner's whole folder (content.ts, public/, i18n/,
//     screens/), as PORTFOLIO_OWNER builds it
//   npm run bench -- --language de   one other language's site of a site in several (its folder,
//     /portfolio/de/); its section is named after the owner and the language
//   --no-write prints the tables without touching the guide; --port N serves the build on N
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { builtBasePath } from '../build/owner/base-path.mjs';
import { chromiumMissingMessage, findChromium } from '../chromium/find-chromium.mjs';
import { serveGzip } from '../test-support/serve-gzip.mjs';
import { measureAppStart, measureMenuTap, slug, twinDir, writeStaticTwins } from './in-browser.mjs';
import { measure } from './lighthouse-runs.mjs';
import {
  benchSection,
  builtRoutes,
  previousFigures,
  renderBlockingJs,
  writeSection,
} from './report.mjs';

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
    section: { type: 'string' },
    language: { type: 'string' },
    write: { type: 'boolean', default: true },
    // The port to serve the build on; any free one by default.
    port: { type: 'string', default: '0' },
  },
  allowNegative: true,
});
const builtDir = 'dist';
// A language other than the main one is its own site in its folder (scripts/build/build.mjs).
const folder = args.language ? `${args.language}/` : '';
const outDir = join(builtDir, folder);

const browserPath = await findChromium();
if (!browserPath) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}
if (args.build) {
  // A content file is measured alone: in an empty owner folder, not with this fork's own screens
  // and language packs.
  const owner = args.owner ?? (args.content && mkdtempSync(join(tmpdir(), 'portfolio-bench-')));
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(owner && { PORTFOLIO_OWNER: owner }),
      ...(args.content && { PORTFOLIO_CONTENT: args.content }),
      ...(args.public && { PORTFOLIO_PUBLIC: args.public }),
    },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (!existsSync(join(outDir, 'index.html'))) {
  console.error(
    `${join(outDir, 'index.html')} was not built: --language names one of the content's \`languages\`.`,
  );
  process.exit(1);
}

// Served at the folder it was built for: its address's (a domain's root for some owners).
const builtBase = builtBasePath(builtDir) ?? '/portfolio/';
const base = `${builtBase}${folder}`;
const routes = args.routes ? args.routes.split(',') : builtRoutes(outDir);

const server = await serveGzip({ root: builtDir, base: builtBase, port: Number(args.port) });
const origin = `http://127.0.0.1:${server.address().port}`;
const bench = {
  browserPath,
  runs: Number(args.runs),
  details: args.details,
  origin,
  base,
  outDir,
  inlineJs: renderBlockingJs(outDir),
};

await writeStaticTwins(bench, routes);
const rows = [];
const formFactors = [['mobile', undefined], ...(args.desktop ? [['desktop', desktopConfig]] : [])];
for (const [formFactor, config] of formFactors) {
  for (const route of routes) {
    const site = await measure(bench, `${origin}${base}#${route}`, config);
    const twin = await measure(bench, `${origin}${base}${twinDir}/${slug(route)}.html`, config);
    const start = formFactor === 'mobile' ? await measureAppStart(bench, route) : undefined;
    rows.push({ formFactor, route, site, twin, start });
    const twinTbt = args.details ? ` (static twin: TBT ${Math.round(twin.tbt)} ms)` : '';
    console.log(`measured ${formFactor} ${route}${twinTbt}`);
  }
}
const menuTap = await measureMenuTap(bench);
server.close();

const owner = args.content
  ? basename(args.content, extname(args.content))
  : args.owner
    ? basename(args.owner)
    : 'sample';
const name = args.section ?? (args.language ? `${owner} (${args.language})` : owner);
const section = benchSection(bench, { rows, menuTap }, previousFigures(name));
console.log(`\n${section}\n`);
if (args.write) console.log(writeSection(name, section));
