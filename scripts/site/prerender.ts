// Assembles index.html from the pages src/entry-server.tsx renders at build time
// (scripts/site/prerender-plugin.ts runs it at the end of `npm run build`).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { transform } from 'lightningcss';
import { build } from 'rolldown';
import { contentSecurityPolicy, escapeHtml } from './site-meta.mjs';

/**
 * A script of index.html, bundled from its source with the settings the build gives it in place
 * of each placeholder, minified to one line.
 */
export async function inlineScript(
  file: string,
  settings: Record<string, unknown>,
): Promise<string> {
  const define = Object.fromEntries(
    Object.entries(settings).map(([placeholder, value]) => [placeholder, JSON.stringify(value)]),
  );
  const result = await build({
    input: resolve(file),
    write: false,
    platform: 'browser',
    logLevel: 'warn',
    // Reading a property of a constant has no side effect: unused theme tokens are left out.
    treeshake: { propertyReadSideEffects: false },
    transform: { target: 'es2022', define },
    output: { format: 'iife', minify: true },
  });
  const [chunk] = result.output;
  for (const placeholder of Object.keys(settings))
    if (chunk.code.includes(placeholder))
      throw new Error(`prerender: ${file} still names ${placeholder}`);
  // Without the minifier's annotations for other bundlers: bytes every first paint waits for.
  return chunk.code.replaceAll('/* @__PURE__ */ ', '').trim();
}

/** The start-up script (src/start-up/boot.ts), at the end of <body>. */
export function bootScript(settings: unknown) {
  return inlineScript('src/start-up/boot.ts', { BOOT_SETTINGS: settings });
}

/**
 * The first script of <head>: it fetches the screen of the address (src/start-up/early-screen.ts)
 * and, on a site whose owner offers the light theme, applies the visitor's colour scheme and works
 * the switch (src/start-up/color-scheme.ts): one script, one hash in the page's policy.
 */
export function earlyScreenScript(settings: unknown, scheme?: unknown) {
  return scheme === undefined
    ? inlineScript('src/start-up/early-screen.ts', { EARLY_SCREEN_SETTINGS: settings })
    : inlineScript('src/start-up/head.ts', {
        EARLY_SCREEN_SETTINGS: settings,
        SCHEME_SETTINGS: scheme,
      });
}

/** The colour-scheme script (src/start-up/color-scheme.ts) alone. */
export function colorSchemeScript(settings: unknown) {
  return inlineScript('src/start-up/color-scheme.ts', { SCHEME_SETTINGS: settings });
}

type Page = { path: string; title: string; html: string; css?: string };

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

/** A screen other than Home, as a file the start-up script fetches: its CSS and its <main>. */
export type ScreenFile = { path: string; title: string; file: string; html: string };

/**
 * The screens other than Home, each a file of its own under assets/, named by its content so a
 * page of an older version never reads a newer screen (the deploy removes the old files: the
 * page then reloads, as for the app's files).
 */
export function screenFiles(pages: Page[]): ScreenFile[] {
  return splitShell(pages)
    .screens.filter((screen) => screen.path !== '/')
    .map(({ path, title, main, css }) => {
      const html = (css ? `<style data-emotion="css">${minifyCss(css)}</style>` : '') + main;
      const slug =
        path
          .slice(1)
          .replace(/[^\w-]+/g, '-')
          .toLowerCase() || 'screen';
      const hash = createHash('sha256').update(html).digest('base64url').slice(0, 8);
      return { path, title, file: `assets/screen-${slug}-${hash}.html`, html };
    });
}

/** The custom properties a block of declarations sets, in order. */
function customProperties(declarations: string): { name: string; value: string }[] {
  return [...`${declarations};`.matchAll(/(--[\w-]+):([^;{}]*);/g)].map(
    ([, name = '', value = '']) => ({
      name,
      value,
    }),
  );
}

/**
 * Leaves out of the theme's CSS variables (Material UI's `:root{--palette-…}` and each colour
 * scheme's block) those that no CSS, inline style or variable of any page uses, and those a
 * colour scheme sets to the value the default scheme already gives. The tag loses its Emotion
 * name, so the app, when it starts, adds the theme's variables in full (for what it renders
 * later) instead of taking this tag for them.
 */
export function pruneThemeVariables(tags: string, usedIn: string): string {
  const themeTag = /<style data-emotion="css-global [\w-]+">(:root\{--[^<]*)<\/style>/g;
  const outside = usedIn.replace(themeTag, '');
  return tags.replace(themeTag, (_, css: string) => {
    const blocks = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
      ([, selector = '', body = '']) => ({
        selector,
        body,
      }),
    );
    const valueOf = new Map<string, string>();
    for (const { body } of blocks)
      for (const { name, value } of customProperties(body))
        valueOf.set(name, `${valueOf.get(name) ?? ''} ${value}`);
    const used = new Set<string>();
    const visit = (text: string) => {
      for (const [, name = ''] of text.matchAll(/var\((--[\w-]+)/g)) {
        if (used.has(name)) continue;
        used.add(name);
        visit(valueOf.get(name) ?? '');
      }
    };
    visit(outside);
    const defaults = new Map<string, string>();
    const pruned = blocks.map(({ selector, body }) => {
      const isDefault = selector.split(',').includes(':root');
      const kept = customProperties(body).filter(({ name, value }) => {
        if (!used.has(name)) return false;
        if (isDefault) return defaults.set(name, value);
        return defaults.get(name) !== value;
      });
      const others = `${body};`.replace(/--[\w-]+:[^;{}]*;/g, '').replace(/;+$/, '');
      const declarations = [...kept.map(({ name, value }) => `${name}:${value}`), others];
      const text = declarations.filter(Boolean).join(';');
      return text ? `${selector}{${text}}` : '';
    });
    return `<style data-emotion="css-global">${pruned.join('')}</style>`;
  });
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
  /** Fetches the screen of the address when it is not Home (src/start-up/early-screen.ts). */
  earlyScreen: string;
  schemeInit?: string;
  head: (csp: string) => string[];
};

/**
 * The page: Home in full in #root (readable without JavaScript, the first paint of most
 * visits); the other screens are files of their own (screenFiles) that the start-up scripts
 * fetch for their address, so no screen's first paint waits for another's bytes.
 */
export function indexHtml({
  pages,
  styleTags,
  css,
  base,
  language,
  fontFile,
  boot,
  earlyScreen,
  schemeInit,
  head,
}: IndexHtmlParts): string {
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('prerender: there is no page at /');
  splitShell(pages); // every page has the same shell
  const scripts = [earlyScreen, ...(schemeInit ? [schemeInit] : []), boot];
  const [policy, ...rest] = head(contentSecurityPolicy(scripts));
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="UTF-8" />
    ${policy}
    <script>${earlyScreen}</script>
    <link rel="preload" href="${base}${fontFile}" as="font" type="font/woff2" crossorigin>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="dark" />
    <style>${minifyCss(css)}</style>
    ${rest.join('\n    ')}
${pruneThemeVariables(minifyStyleTags(styleTags), [styleTags, ...pages.map((page) => page.html + (page.css ?? ''))].join(''))}
${schemeInit ? `<script>${schemeInit}</script>\n` : ''}</head>
  <body>
    <div id="root" data-prerendered="/">${home.html}</div>
<script>${boot}</script>
  </body>
</html>
`;
}

/**
 * A new connection delivers about 14 KB in its first round trip (TCP's initial window of ten
 * 1460-byte segments, less the response headers) and twice that in the second.
 */
export const firstRoundTrip = 14_300;

const gzipped = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What index.html is made of, gzipped part by part (so they add up to a little more). */
export function pageParts(html: string): [string, number][] {
  const styles = [...html.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map(([tag]) => tag).join('');
  const scripts = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)].map(([tag]) => tag).join('');
  const home = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const rest = html.replace(styles, '').replace(home, '');
  return [
    ['styles', gzipped(styles)],
    ["Home's content", gzipped(home)],
    ['start-up scripts', gzipped(scripts)],
    [
      'head tags and navigation',
      gzipped(rest.replace(/<style[\s\S]*?<\/style>|<script>[\s\S]*?<\/script>/g, '')),
    ],
  ];
}

/**
 * Says what the first paint of each screen waits for: index.html (the shell, Home and the
 * start-up scripts: every screen's first paint), and each other screen's own file. A page
 * beyond the first round trip paints one round trip later, some 150 ms on a mobile network:
 * the message then says which parts weigh most. The other screens' content never counts there.
 */
export function reportPageSizes(html: string, screens: readonly { path: string; html: string }[]) {
  const bytes = gzipped(html);
  const screenSizes = screens.map((screen) => `${screen.path} ${kb(gzipped(screen.html))}`);
  const within = bytes <= firstRoundTrip;
  const where = within
    ? 'within the first round trip'
    : `${kb(bytes - firstRoundTrip)} past the first round trip (~${kb(firstRoundTrip)}): every screen paints one round trip later (some 150 ms on a mobile network)`;
  const parts = within
    ? ''
    : `; of it ${pageParts(html)
        .sort((a, b) => b[1] - a[1])
        .map(([name, size]) => `${name} ${kb(size)}`)
        .join(', ')}`;
  (within ? console.log : console.warn)(
    `index.html (the shell and Home): ${kb(bytes)} gzipped, ${where}${parts}`,
  );
  if (screenSizes.length)
    console.log(
      `other screens, each fetched alone for its own address: ${screenSizes.join(', ')} gzipped`,
    );
}
