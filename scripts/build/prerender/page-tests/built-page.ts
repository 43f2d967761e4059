// A page as the build writes it (scripts/build/prerender/prerender.ts), loaded in jsdom with its start-up
// scripts run: what the start-up tests beside this file drive. Its shell is the site's (skip
// link, menu button, theme switch, drawer, <main>), its screens small: Home, and /work with an
// island holding a draft form and a character counter.
import { JSDOM, VirtualConsole } from 'jsdom';
import {
  bootScript,
  earlyScreenScript,
  indexHtml,
  screenFiles,
  type IndexHtmlParts,
} from '../prerender';
import type { AnalyticsPlan } from '../analytics';
import type { Dictionary } from '../../../../src/i18n';
import { en } from '../../../../src/i18n/en';
import { themeColorsFor } from '../../../../src/theme/brand';
import {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
} from '../../../../src/theme/color-scheme';
import {
  islandAttribute,
  liveIslandAttribute,
  mainContentId,
  missingAddressAttribute,
  notFoundRoute,
  startUpTextOf,
  type BootSettings,
} from '../../../../src/start-up/contract';
import { counterAttribute, draftAttribute } from '../../../../src/start-up/drafts';
import { phoneMenuId } from '../../../../src/start-up/phone-menu';
import type { SchemeSettings } from '../../../../src/start-up/scheme';

const nav = (current: string) =>
  ['/', '/work']
    .map((path) =>
      path === current
        ? `<a href="#${path}" aria-current="page" class="link">${path}</a>`
        : `<a href="#${path}" class="link">${path}</a>`,
    )
    .join('');

/** A page with the shell the build renders: skip link, menu button, drawer, <main>. */
export const shellPage = (path: string, main: string, css = '') => ({
  path,
  title: `${path} · Site`,
  html: `<div class="shell"><a href="#${mainContentId}">Skip</a><button type="button" aria-controls="${phoneMenuId}" aria-expanded="false">Menu</button><button type="button" ${colorSchemeToggleAttribute} aria-label="Dark theme" aria-pressed="true"></button><div id="${phoneMenuId}" popover="auto"><nav aria-label="Main">${nav(path)}</nav></div><main id="${mainContentId}" tabindex="-1">${main}</main></div>`,
  css,
});

export const draftKey = 'draft';
export const form = `<form ${draftAttribute}="${draftKey}"><input name="name" maxlength="100"><textarea name="message" maxlength="5000" aria-describedby="message-help"></textarea><p id="message-help"><span ${counterAttribute}>0 / 5,000 characters</span></p><input name="website" tabindex="-1"><button>Send</button></form>`;
export const sitePages = [
  shellPage('/', '<h1>Home</h1><button type="button">Act</button>'),
  shellPage(
    '/work',
    `<h1 class="css-w1">Work</h1><div ${islandAttribute}="contact-form" data-props="{}">${form}</div>`,
    '.css-w1{color: red}',
  ),
  shellPage(
    notFoundRoute,
    `<h1>Not found</h1><p>No page at <code ${missingAddressAttribute}>/…</code></p>`,
  ),
];
export const files = screenFiles(sitePages);
export const workFile = `/site/${files[0]?.file}`;
export const themeColors = themeColorsFor(undefined);
export const schemeSettings: SchemeSettings = {
  key: colorSchemeStorageKey,
  attribute: colorSchemeAttribute,
  toggle: colorSchemeToggleAttribute,
  mode: 'dark',
  themeColors,
};

export const bootSettings = (words: Dictionary = en): BootSettings => ({
  base: '/site/',
  titles: Object.fromEntries(files.map(({ path, title }) => [path, title])),
  entry: 'assets/index.js',
  preloads: ['assets/app.chunk.js'],
  routeParts: { '/work': ['assets/work.chunk.js'] },
  text: startUpTextOf(words),
});

/** index.html as the build writes it for these pages, in the words of `words`. */
export async function builtPage({
  words = en,
  language = 'en',
  direction = 'ltr',
  switchable = false,
  styleTags = '',
  analytics,
}: {
  words?: Dictionary;
  language?: string;
  direction?: 'ltr' | 'rtl';
  switchable?: boolean;
  /** Emotion's <style> tags. */
  styleTags?: string;
  /** The owner's analytics (scripts/build/prerender/analytics.ts). */
  analytics?: AnalyticsPlan;
} = {}): Promise<string> {
  const parts: IndexHtmlParts = {
    pages: sitePages,
    styleTags,
    css: '',
    base: '/site/',
    language,
    direction,
    fontFiles: ['assets/font.woff2'],
    boot: await bootScript(bootSettings(words), analytics?.script),
    analytics: analytics?.sources,
    earlyScreen: await earlyScreenScript(
      { base: '/site/', files: Object.fromEntries(files.map(({ path, file }) => [path, file])) },
      switchable ? schemeSettings : undefined,
    ),
    head: (csp) => [
      `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
      '<title>/ · Site</title>',
      `<meta name="theme-color" content="${themeColors.dark}">`,
    ],
  };
  return indexHtml(parts);
}

export type PageOptions = {
  /** What the islands' files answer to a HEAD request (why they could not be had); 0: nothing,
   * the network is down. */
  headStatus?: number;
  /** The status the screens' files answer with. */
  screenStatus?: number;
  /** The draft saved in localStorage. */
  saved?: string;
  /** What the tab's session storage holds (kept across the page's reloads). */
  session?: Record<string, string>;
  /** What else localStorage holds (a remembered colour scheme). */
  local?: Record<string, string>;
  /** The element whose paint the browser reports as the largest (a selector): the screen's
   * `main` unless told. */
  largestPaint?: string;
};

/** `html` loaded at `hash`, its scripts run, with a fake network. */
export function openPage(
  html: string,
  hash: string,
  {
    headStatus = 200,
    screenStatus = 200,
    saved,
    session = {},
    local = {},
    largestPaint = 'main',
  }: PageOptions = {},
) {
  const fetched: { href: string; init?: RequestInit }[] = [];
  let reloads = 0;
  // jsdom cannot reload a page; it says so, and the test counts it.
  const virtualConsole = new VirtualConsole().forwardTo(console, { jsdomErrors: 'none' });
  virtualConsole.on('jsdomError', (error) => {
    if (/Not implemented: navigation/.test(error.message)) reloads += 1;
    else console.error(error);
  });
  const dom = new JSDOM(html, {
    url: `https://example.com/site/${hash}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window) {
      window.scrollTo = () => {}; // jsdom lays nothing out, so has nothing to scroll
      window.requestAnimationFrame = (callback) => window.setTimeout(callback, 0);
      // jsdom paints nothing: the browser's report of the largest paint, made as it is asked
      // for.
      window.PerformanceObserver = class {
        constructor(
          private report: (list: {
            getEntries: () => { startTime: number; element: Element | null }[];
          }) => void,
        ) {}
        observe() {
          window.setTimeout(() =>
            this.report({
              getEntries: () => [
                { startTime: Infinity, element: window.document.querySelector(largestPaint) },
              ],
            }),
          );
        }
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
      window.fetch = ((href: string, init?: RequestInit) => {
        fetched.push({ href, init });
        const screen = files.find((file) => href === `/site/${file.file}`);
        if (init?.method === 'HEAD')
          return headStatus
            ? Promise.resolve(new Response(null, { status: headStatus }))
            : Promise.reject(new TypeError('Failed to fetch'));
        if (screen)
          return Promise.resolve(
            new Response(screenStatus === 200 ? screen.html : 'Not found', {
              status: screenStatus,
            }),
          );
        return Promise.resolve(new Response('', { status: 200 }));
      }) as typeof fetch;
      if (saved !== undefined) window.localStorage.setItem(draftKey, saved);
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
      for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
    },
  });
  const { document } = dom.window;
  const root = found(document.getElementById('root'));
  const main = () => found(document.getElementById(mainContentId));
  return {
    dom,
    document,
    root,
    fetched,
    main,
    reloads: () => reloads,
    draftForm: () => found(main().querySelector('form')),
    appScript: () => document.head.querySelector('script[type="module"]')?.getAttribute('src'),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    notice: () => document.getElementById('start-notice'),
    input: () =>
      document.body.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true })),
    /** Types into a field, as the browser reports it. */
    type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
      field.value = value;
      field.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    },
    /** The islands' entry script could not be loaded. */
    appScriptFails: () =>
      found(document.head.querySelector('script[type="module"]')).dispatchEvent(
        new dom.window.Event('error'),
      ),
    /** What the islands' entry does once it has taken the screen's islands over. */
    goLive() {
      for (const island of main().querySelectorAll(`[${islandAttribute}]`))
        island.setAttribute(liveIslandAttribute, '');
      document.documentElement.setAttribute('data-interactive', 'true');
    },
  };
}

/** An element the page must have. */
function found<T>(element: T | null): T {
  if (!element) throw new Error('test page: an element is missing');
  return element;
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));
export { nextTick };

/** Until the screens' files have come and the tasks they started have run. */
export async function settle() {
  for (let task = 0; task < 8; task++) await nextTick();
}
