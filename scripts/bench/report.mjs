// The benchmark's tables, written into docs/performance.md between the marker comments of the
// owner measured, so the guide always shows the last measurement and nobody copies numbers.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const reportFile = 'docs/performance.md';

/** The screens of the site built in `outDir`, as its navigation links to them (the route
 * table's, for its owner). */
export function builtRoutes(outDir) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const nav = /<nav\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...new Set([...nav.matchAll(/href="#(\/[^"]*)"/g)].map((match) => match[1]))];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/** A Markdown table as Prettier lays it out: every column as wide as its widest cell. */
export function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/**
 * Gzipped bytes of JavaScript that must run before the route's first paint: classic scripts
 * loaded without async or defer, and inline scripts (index.html's boot script).
 */
export function renderBlockingJs(outDir) {
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

/** The machine, the browser and the build measured, in one sentence. */
function setting({ browserPath, runs, outDir }) {
  const chromium = spawnSync(browserPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  const page = gzipSync(readFileSync(join(outDir, 'index.html'))).length;
  return `Measured on ${new Date().toISOString().slice(0, 10)}: ${runs > 1 ? `median of ${runs} runs` : '1 run'}, ${cpus().length} cores, ${memory}, ${process.platform}, Node ${process.versions.node}, ${chromium || 'Chromium'}; \`index.html\` ${kb(page)} gzipped.`;
}

/** The section of one owner: Lighthouse's table, the page coming alive at the first input beside
 * its static twin and the previous measurement (`previous`: its figures by route, as the section
 * recorded them), the menu tap, failing audits. */
export function benchSection(bench, { rows, menuTap }, previous = {}) {
  const blockingJs = renderBlockingJs(bench.outDir);
  const lighthouse = table(
    [
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
    ],
    rows.map(({ formFactor, route, site, twin }) => [
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
    ]),
  );
  const starts = rows.filter((row) => row.start);
  const before = (route) => previous[route];
  const appStart = table(
    [
      'route',
      'JS until live',
      'input → live',
      'blocking time',
      'static twin',
      'previous: JS until live',
      'previous: input → live',
    ],
    starts.map(({ route, start }) => [
      route,
      kb(start.jsUntilLive),
      ms(start.toLive),
      ms(start.blocking),
      '0.0 KB, 0 ms',
      before(route)?.jsUntilLive === undefined ? '–' : kb(before(route).jsUntilLive),
      before(route)?.toLive === undefined ? '–' : ms(before(route).toLive),
    ]),
  );
  const figures = Object.fromEntries(
    starts.map(({ route, start }) => [
      route,
      { jsUntilLive: Math.round(start.jsUntilLive), toLive: Math.round(start.toLive) },
    ]),
  );
  const failing = rows
    .filter(({ site }) => site.failing.length)
    .map(({ formFactor, route, site }) => `${formFactor} ${route}: ${site.failing.join(', ')}`);
  return [
    setting(bench),
    lighthouse,
    ...(starts.length
      ? [
          'Live at the first input, after Lighthouse (4× CPU, the islands’ parts prefetched): the JavaScript downloaded until the page is live (gzipped, its inline scripts included), the time from the input until it is, beside its static twin (no script, nothing to wait for) and the previous measurement:',
          appStart,
          `<!-- bench:figures ${JSON.stringify(figures)} -->`,
        ]
      : []),
    `First tap on the phone menu until the open menu is painted (4× CPU): ${ms(menuTap.beforeApp)} on the page as painted, ${ms(menuTap.live)} after a first input.`,
    failing.length ? `Failing audits: ${failing.join('; ')}.` : 'No failing audit.',
  ].join('\n\n');
}

const markers = (name) => [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];

/** The figures by route the section of `name` recorded last time, if any. */
export function previousFigures(name, file = reportFile) {
  const doc = readFileSync(file, 'utf8');
  const [start, end] = markers(name);
  const section = doc.slice(doc.indexOf(start), doc.indexOf(end));
  const recorded = /<!-- bench:figures (\{.*\}) -->/.exec(section)?.[1];
  return recorded ? JSON.parse(recorded) : {};
}

/**
 * Puts `section` between the markers of `name` in the guide, or, the first time an owner is
 * measured, adds it at the end under a heading of its name. Returns what it did, for the log.
 */
export function writeSection(name, section, file = reportFile) {
  const doc = readFileSync(file, 'utf8');
  const [start, end] = markers(name);
  const block = `${start}\n\n${section}\n\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end, from);
  const updated =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n### ${name}\n\n${block}\n`;
  writeFileSync(file, updated);
  return `${from >= 0 && to > from ? 'updated' : 'added'} the section "${name}" of ${file}`;
}
