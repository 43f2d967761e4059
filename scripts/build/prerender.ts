// Assembles index.html from the pages src/entry-server.tsx renders at build time
// (scripts/build/prerender-plugin.ts runs it at the end of `npm run build`).
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import { build } from 'rolldown';
import { contentSecurityPolicy, escapeHtml } from './site-meta.mjs';

/**
 * A script of index.html, bundled from its source with the settings the build gives it in place
 * of `placeholder`, minified to one line.
 */
export async function inlineScript(
  file: string,
  placeholder: string,
  settings: unknown,
): Promise<string> {
  const result = await build({
    input: resolve(file),
    write: false,
    platform: 'browser',
    logLevel: 'warn',
    // Reading a property of a constant has no side effect: unused theme tokens are left out.
    treeshake: { propertyReadSideEffects: false },
    transform: { target: 'es2022', define: { [placeholder]: JSON.stringify(settings) } },
    output: { format: 'iife', minify: true },
  });
  const [chunk] = result.output;
  if (chunk.code.includes(placeholder))
    throw new Error(`prerender: ${file} still names ${placeholder}`);
  return chunk.code.trim();
}

/** The start-up script (src/start-up/boot.ts), at the end of <body>. */
export function bootScript(settings: unknown) {
  return inlineScript('src/start-up/boot.ts', 'BOOT_SETTINGS', settings);
}

/** The colour-scheme script (src/start-up/color-scheme.ts), at the end of <head>. */
export function colorSchemeScript(settings: unknown) {
  return inlineScript('src/start-up/color-scheme.ts', 'SCHEME_SETTINGS', settings);
}

type Page = { path: string; title: string; html: string };

/** The marks of the navigation link to the current route (React Router's NavLink). */
const activeLinkMarks = / aria-current="page"| active(?=")/g;

/**
 * Splits the rendered pages into the shell they share (drawers, top bar and an empty <main>) and
 * each one's <main> content, so index.html holds the shell once. Outside <main> the pages may
 * differ only in which navigation link is marked current, which the start-up script marks
 * again; anything else fails the build.
 */
export function splitShell(pages: Page[]) {
  const screens = pages.map((page) => {
    const parts = /^(.*?<main\b[^>]*>)(.*)(<\/main>.*)$/s.exec(page.html);
    if (!parts) throw new Error(`prerender: the page of ${page.path} has no <main>`);
    const [, before, main, after] = parts as unknown as [string, string, string, string];
    return { ...page, main, shell: (before + after).replace(activeLinkMarks, '') };
  });
  const [first] = screens;
  if (!first) throw new Error('prerender: there are no pages');
  for (const screen of screens) {
    if (screen.shell !== first.shell)
      throw new Error(
        `prerender: the pages of ${first.path} and ${screen.path} differ outside <main> in more than their current navigation link`,
      );
  }
  return { shell: first.shell, screens };
}

/** The browsers the site supports (current Chrome, Edge, Firefox and Safari), for the CSS. */
const cssTargets = { chrome: 120 << 16, firefox: 120 << 16, safari: 17 << 16 };

/**
 * Minifies CSS: shorter colours and numbers, no spaces, no prefixes these browsers do not need.
 * Emotion's styles arrive readable; in index.html every byte delays the first paint. Class
 * names, keyframe names and the order of rules are kept.
 */
export function minifyCss(css: string): string {
  const { code } = transform({
    filename: 'index.css',
    code: Buffer.from(css),
    minify: true,
    targets: cssTargets,
  });
  return code.toString();
}

/** Emotion's <style> tags, their CSS minified, and without the ids of their rules, which the
 * app restores from the CSS (restoreStyleIds in src/start-up/contract.ts). */
function minifyStyleTags(tags: string): string {
  return tags.replace(
    /(<style[^>]*>)([^<]*)(<\/style>)/g,
    (_, open: string, css: string, close: string) =>
      open.replace(/^<style data-emotion="css [^"]*">$/, '<style data-emotion="css">') +
      minifyCss(css) +
      close,
  );
}

export type IndexHtmlParts = {
  pages: Page[];
  /** Emotion's <style> tags for every page. */
  styleTags: string;
  /** The app's own stylesheets (the font faces), inlined. */
  css: string;
  base: string;
  /** The page's language (BCP 47). */
  language: string;
  fontFile: string;
  boot: string;
  schemeInit?: string;
  head: (csp: string) => string[];
};

/**
 * The page: Home in full in #root (readable without JavaScript, the first paint of most
 * visits), the other screens in templates the start-up script shows for their address.
 */
export function indexHtml({
  pages,
  styleTags,
  css,
  base,
  language,
  fontFile,
  boot,
  schemeInit,
  head,
}: IndexHtmlParts): string {
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('prerender: there is no page at /');
  const templates = splitShell(pages).screens.filter((screen) => screen.path !== '/');
  const [policy, ...rest] = head(contentSecurityPolicy(schemeInit ? [schemeInit, boot] : [boot]));
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="UTF-8" />
    ${policy}
    <link rel="preload" href="${base}${fontFile}" as="font" type="font/woff2" crossorigin>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <style>${minifyCss(css)}</style>
    ${rest.join('\n    ')}
${minifyStyleTags(styleTags)}
${schemeInit ? `<script>${schemeInit}</script>\n` : ''}</head>
  <body>
    <div id="root" data-prerendered="/">${home.html}</div>
${templates
  .map(
    (screen) =>
      `<template data-route="${escapeHtml(screen.path)}" data-title="${escapeHtml(screen.title)}">${screen.main}</template>`,
  )
  .join('\n')}
<script>${boot}</script>
  </body>
</html>
`;
}

/**
 * A new connection delivers about 14 KB in its first round trip (TCP's initial window of ten
 * 1460-byte segments, less the response headers) and twice that in the second; a page larger
 * than the first paints one round trip later, some 150 ms on a mobile network. Says where the
 * page stands, and warns when the content makes it need more than two.
 */
export function checkFirstRoundTrip(html: string) {
  const firstTrip = 14_300;
  const twoTrips = 3 * firstTrip;
  const bytes = gzipSync(html).length;
  const size = `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes <= firstTrip) {
    console.log(`index.html: ${size} gzipped, within the first round trip`);
  } else if (bytes <= twoTrips) {
    console.log(
      `index.html: ${size} gzipped, within two round trips of a new connection (the first holds ~${(firstTrip / 1024).toFixed(1)} KB)`,
    );
  } else {
    console.warn(
      `index.html is ${size} gzipped, over the ~${(twoTrips / 1024).toFixed(1)} KB a connection delivers in its first two round trips: the first paint will wait for a third. Shorter content (the longest texts in owner/content.ts) brings it back.`,
    );
  }
}
