// Assembles index.html (the shell and Home) and a file per other screen from the pages
// src/entry-server.tsx renders at build time, and bundles the start-up scripts they carry
// (scripts/build/prerender/prerender-plugin.ts runs it at the end of `npm run build`).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'rolldown';
import { minifyCss, minifyStyleTags, plainStyleTags, pruneThemeVariables } from './page-css.ts';
import { contentSecurityPolicy, escapeHtml } from './site-meta.ts';
import type { AnalyticsScript } from '../../../src/start-up/analytics.ts';
import type { BootSettings } from '../../../src/start-up/contract.ts';
import type { AnalyticsPlan } from './analytics.ts';

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
export function bootScript(
  settings: BootSettings,
  analytics?: AnalyticsScript,
  { localTime = false, projectFilter = false } = {},
) {
  // A site in one language ships none of the code for several (src/start-up/language-choice.ts),
  // a site without analytics none of its code (src/start-up/analytics.ts), nor one whose owner
  // shows no local time that of the time (src/start-up/local-time.ts), nor one without a filter
  // of its projects that of the filter (src/start-up/project-filter.ts).
  return inlineScript('src/start-up/boot.ts', {
    BOOT_SETTINGS: settings,
    SEVERAL_LANGUAGES: settings.languages !== undefined,
    LOCAL_TIME: localTime,
    PROJECT_FILTER: projectFilter,
    ANALYTICS_SCRIPT: analytics ?? null,
    ANALYTICS_PROVIDER: analytics?.provider ?? null,
    PORTFOLIO_ANALYTICS: analytics !== undefined,
  });
}

/**
 * The owner's analytics on a page the build writes apart from index.html (src/start-up/
 * analytics-page.ts): its view counted, the provider's script loaded after its largest paint.
 * The page's policy allows it by its hash and the provider's sources
 * (`contentSecurityPolicy([script], builtAnalytics(content.analytics)?.sources)`).
 */
export function analyticsPageScript(analytics: AnalyticsScript) {
  return inlineScript('src/start-up/analytics-page.ts', {
    ANALYTICS_SCRIPT: analytics,
    ANALYTICS_PROVIDER: analytics.provider,
  });
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

/** The route in a link to another language's site (src/app/shell/language-switcher.tsx). */
const languageLinkRoutes = /(<a\b[^>]*?\bhref="[^"#]*)#[^"]*("[^>]*\bhreflang=)/gi;

/**
 * Splits the rendered pages into the shell they share (drawers, top bar and an empty <main>) and
 * each one's <main> content, so index.html holds the shell once. Outside <main> the pages may
 * differ only in which navigation link is marked current and in the screen the links to the
 * other languages go to, which the start-up script marks and points again; anything else fails
 * the build.
 */
export function splitShell(pages: Page[]) {
  const screens = pages.map((page) => {
    const parts = /^(.*?<main\b[^>]*>)(.*)(<\/main>.*)$/s.exec(page.html);
    if (!parts) throw new Error(`prerender: the page of ${page.path} has no <main>`);
    const [, before, main, after] = parts as unknown as [string, string, string, string];
    return {
      ...page,
      main,
      shell: (before + after).replace(activeLinkMarks, '').replace(languageLinkRoutes, '$1$2'),
    };
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
      const html = (css ? `<style>${minifyCss(css)}</style>` : '') + main;
      const slug =
        path === '*'
          ? 'not-found'
          : path
              .slice(1)
              .replace(/[^\w-]+/g, '-')
              .toLowerCase() || 'screen';
      const hash = createHash('sha256').update(html).digest('base64url').slice(0, 8);
      return { path, title, file: `assets/screen-${slug}-${hash}.html`, html };
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
  /** Which way the language is written: `dir="rtl"` on <html> for right to left. */
  direction?: 'ltr' | 'rtl';
  /** The font files to preload. */
  fontFiles: string[];
  /** The start-up script; none on a page of its own, which the app never takes over. */
  boot?: string;
  /** Fetches the screen of the address when it is not Home (src/start-up/early-screen.ts); on a
   * page of its own, the colour-scheme script alone, if any. */
  earlyScreen?: string;
  /** The schemes the page is drawn in, for the browser's own parts before the styles apply:
   * the owner's default ('dark', 'light', or 'light dark' to follow the device). */
  colorScheme?: string;
  head: (csp: string) => string[];
  /** The owner's analytics' sources for the policy (scripts/build/prerender/analytics.ts). */
  analytics?: AnalyticsPlan['sources'] | undefined;
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
  direction = 'ltr',
  fontFiles,
  boot,
  earlyScreen,
  colorScheme = 'dark',
  head,
  analytics,
}: IndexHtmlParts): string {
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('prerender: there is no page at /');
  splitShell(pages); // every page has the same shell
  const scripts = [earlyScreen, boot].filter((script) => script !== undefined);
  const [policy, ...rest] = head(contentSecurityPolicy(scripts, analytics));
  return `<!doctype html>
<html lang="${escapeHtml(language)}"${direction === 'rtl' ? ' dir="rtl"' : ''}>
  <head>
    <meta charset="UTF-8" />
    ${policy}
    ${earlyScreen === undefined ? '' : `<script>${earlyScreen}</script>`}
    ${fontFiles.map((file) => `<link rel="preload" href="${base}${file}" as="font" type="font/woff2" crossorigin>`).join('\n    ')}
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="${colorScheme}" />
    <style>${minifyCss(css)}</style>
    ${rest.join('\n    ')}
${plainStyleTags(pruneThemeVariables(minifyStyleTags(styleTags), [styleTags, ...pages.map((page) => page.html + (page.css ?? ''))].join('')))}
</head>
  <body>
    <div id="root" data-prerendered="/">${home.html}</div>
${boot === undefined ? '' : `<script>${boot}</script>`}
  </body>
</html>
`;
}
