import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
} from '../src/theme/color-scheme';
import { themeColors } from '../src/theme/tokens';
import { bootScript, colorSchemeScript, splitShell } from './prerender.ts';

const nav = (current: string) =>
  ['/', '/work']
    .map((path) =>
      path === current
        ? `<a href="#${path}" aria-current="page" class="link active">${path}</a>`
        : `<a href="#${path}" class="link">${path}</a>`,
    )
    .join('');
const page = (path: string, main: string) => ({
  path,
  title: `${path} · Site`,
  html: `<div class="shell"><nav aria-label="Main">${nav(path)}</nav><main id="main" tabindex="-1">${main}</main></div>`,
});
const pages = [page('/', '<h1>Home</h1>'), page('/work', '<h1>Work</h1><p>Jobs</p>')];

describe('splitShell', () => {
  it('keeps what the pages share once, without the current link’s marks', () => {
    const { shell, screens } = splitShell(pages);
    expect(shell).toBe(
      '<div class="shell"><nav aria-label="Main"><a href="#/" class="link">/</a><a href="#/work" class="link">/work</a></nav><main id="main" tabindex="-1"></main></div>',
    );
    expect(screens.map((screen: { main: string }) => screen.main)).toEqual([
      '<h1>Home</h1>',
      '<h1>Work</h1><p>Jobs</p>',
    ]);
  });

  it('fails when pages differ outside <main> in anything else', () => {
    const odd = { ...pages[1]!, html: pages[1]!.html.replace('class="shell"', 'class="wide"') };
    expect(() => splitShell([pages[0], odd])).toThrow(/\/ and \/work differ outside <main>/);
  });

  it('fails when a page has no <main>', () => {
    expect(() => splitShell([{ path: '/', title: '', html: '<div></div>' }])).toThrow(
      /has no <main>/,
    );
  });
});

const schemeSettings = {
  key: colorSchemeStorageKey,
  attribute: colorSchemeAttribute,
  toggle: colorSchemeToggleAttribute,
  themeColors,
};

/** A page as index.html holds it, with the boot script run in it at the given address (and the
 * colour-scheme script before it, for a site with a theme switch). */
function bootAt(hash: string, { draft = false, switchable = false } = {}) {
  const { shell, screens } = splitShell(pages);
  const templates = screens
    .map(
      (screen: { path: string; title: string; main: string }) =>
        `<template data-route="${screen.path}" data-title="${screen.title}">${screen.main}</template>`,
    )
    .join('');
  const dom = new JSDOM(
    `<!doctype html><html ${colorSchemeAttribute}="dark"><head><meta name="theme-color" content="${themeColors.dark}"></head><body><div id="root"></div><template data-shell>${shell.replace('<nav', `<button type="button" ${colorSchemeToggleAttribute} aria-label="Dark theme"></button><nav`)}</template>${templates}</body></html>`,
    { url: `https://example.com/site/${hash}`, runScripts: 'outside-only' },
  );
  dom.window.scrollTo = () => {}; // jsdom lays nothing out, so has nothing to scroll
  const fetched: string[] = [];
  dom.window.fetch = (href: string) => {
    fetched.push(href);
    return Promise.resolve(new Response(''));
  };
  if (draft) dom.window.localStorage.setItem('draft', '{}');
  const settings = {
    base: '/site/',
    entry: 'assets/index.js',
    preloads: ['assets/app.chunk.js'],
    routeParts: { '/work': ['assets/work.chunk.js'] },
    mainId: 'main',
    draftKey: 'draft',
  };
  if (switchable) dom.window.eval(colorSchemeScript({ ...schemeSettings, mode: 'dark' }));
  dom.window.eval(bootScript(settings));
  if (switchable)
    dom.window.document.dispatchEvent(new dom.window.Event('DOMContentLoaded', { bubbles: true }));
  const { document } = dom.window;
  const root = document.getElementById('root')!;
  return {
    dom,
    document,
    root,
    fetched,
    appScript: () => document.head.querySelector('script[type="module"]')?.getAttribute('src'),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    /** What the app does once it has taken over the page. */
    goLive() {
      root.setAttribute('data-app', '');
      document.documentElement.setAttribute('data-interactive', 'true');
    },
  };
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the boot script', () => {
  it('is minified, with its settings in place', () => {
    const code = bootScript({
      base: '/',
      entry: 'e.js',
      preloads: [],
      routeParts: {},
    });
    expect(code).not.toContain('BOOT_SETTINGS');
    expect(code).toMatch(/entry:["`]e\.js["`]/);
    expect(code).not.toContain('\n');
  });

  it('shows the address’s screen in the shell, marking its link, without starting the app', () => {
    const { document, root, appScript } = bootAt('#/work');
    expect(root.querySelector('main')!.innerHTML).toBe('<h1>Work</h1><p>Jobs</p>');
    const current = root.querySelector('a[aria-current="page"]')!;
    expect(current.getAttribute('href')).toBe('#/work');
    expect(current.className).toBe('link active');
    expect(root.querySelectorAll('.active')).toHaveLength(1);
    expect(root.dataset.prerendered).toBe('/work');
    expect(document.title).toBe('/work · Site');
    expect(appScript()).toBeUndefined();
  });

  it('downloads the app’s parts in the background, and leaves that to the app once started', async () => {
    const waiting = bootAt('#/work');
    const started = bootAt('#/work');
    started.document.body.dispatchEvent(new started.dom.window.Event('keydown', { bubbles: true }));
    for (let task = 0; task < 6; task++) await nextTick();
    expect(waiting.fetched).toEqual([
      '/site/assets/index.js',
      '/site/assets/app.chunk.js',
      '/site/assets/work.chunk.js',
    ]);
    expect(started.fetched).toEqual([]);
  });

  it('starts the app on the first input, with the parts of the route shown', () => {
    const { dom, document, appScript, preloads } = bootAt('#/work');
    document.body.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    expect(appScript()).toBe('/site/assets/index.js');
    expect(preloads()).toEqual(['/site/assets/app.chunk.js', '/site/assets/work.chunk.js']);
  });

  it('tries again on the next input when the app’s script cannot be loaded', () => {
    const { dom, document, appScript } = bootAt('#/');
    const input = () =>
      document.body.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    input();
    document.head
      .querySelector('script[type="module"]')!
      .dispatchEvent(new dom.window.Event('error'));
    expect(appScript()).toBeUndefined();
    input();
    expect(appScript()).toBe('/site/assets/index.js');
  });

  it('starts the app at once for an address with no prerendered screen', () => {
    const { root, appScript } = bootAt('#/nowhere');
    expect(root.innerHTML).toBe('');
    expect(root.dataset.prerendered).toBeUndefined();
    expect(appScript()).toBe('/site/assets/index.js');
  });

  it('starts the app at once when a contact draft is saved', () => {
    expect(bootAt('#/', { draft: true }).appScript()).toBe('/site/assets/index.js');
  });

  it('switches screens on a link until the app is live, focusing <main>', async () => {
    const { dom, document, root } = bootAt('#/');
    dom.window.location.hash = '#/work';
    await nextTick();
    expect(root.querySelector('h1')!.textContent).toBe('Work');
    expect(document.activeElement).toBe(root.querySelector('main'));

    root.setAttribute('data-app', '');
    dom.window.location.hash = '#/';
    await nextTick();
    expect(root.querySelector('h1')!.textContent).toBe('Work');
  });

  it('replays a click on a button and a submit once the app is live, each once', async () => {
    const { dom, document, root, appScript, goLive } = bootAt('#/');
    const main = root.querySelector('main')!;
    main.innerHTML = '<button type="button">Menu</button><form><button>Send</button></form>';
    const clicks: boolean[] = [];
    const submits: boolean[] = [];
    main
      .querySelector('button')!
      .addEventListener('click', () => clicks.push(root.hasAttribute('data-app')));
    const form = main.querySelector('form')!;
    form.addEventListener('submit', () => submits.push(root.hasAttribute('data-app')));
    main.querySelector('button')!.click();
    main.querySelector('button')!.click();
    form.requestSubmit();
    form.requestSubmit();
    expect(appScript()).toBe('/site/assets/index.js');
    expect(submits).toEqual([false, false]);

    goLive();
    await nextTick();
    // Once each: a second tap on a menu that seemed not to respond must not close it again.
    expect(clicks).toEqual([false, false, true]);
    expect(submits).toEqual([false, false, true]);
    expect(document.location.hash).toBe('#/');
    expect(dom.window.location.search).toBe('');
  });

  it('moves focus for an in-page link instead of taking it for a route', () => {
    const { dom, document, root } = bootAt('#/');
    root.insertAdjacentHTML('afterbegin', '<a href="#main">Skip to main content</a>');
    root.querySelector<HTMLAnchorElement>('a[href="#main"]')!.click();
    expect(document.activeElement).toBe(root.querySelector('main'));
    expect(dom.window.location.hash).toBe('#/');
  });
});

describe('the theme switch before the app is live', () => {
  it('switches the scheme, remembers it, and keeps the switch’s state and the theme colour right', async () => {
    const { document, dom, root, goLive } = bootAt('#/', { switchable: true });
    const toggle = () => root.querySelector(`[${colorSchemeToggleAttribute}]`) as HTMLElement;
    const html = document.documentElement;
    const themeColor = () =>
      document.querySelector('meta[name="theme-color"]')!.getAttribute('content');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(dom.window.localStorage.getItem(colorSchemeStorageKey)).toBe('light');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(themeColor()).toBe(themeColors.light);

    // Another screen keeps the switch right.
    dom.window.location.hash = '#/work';
    dom.window.dispatchEvent(new dom.window.HashChangeEvent('hashchange'));
    await Promise.resolve(); // a MutationObserver's callback: before the next paint
    expect(toggle().getAttribute('aria-pressed')).toBe('false');

    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(dom.window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(themeColor()).toBe(themeColors.dark);

    // Once live, the app works it: the scripts neither switch nor keep the click for the app.
    goLive();
    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('dark');
  });

  it('does not leave the click for the app to replay, nor start it', async () => {
    const { root, appScript, goLive, document } = bootAt('#/', { switchable: true });
    const toggle = root.querySelector(`[${colorSchemeToggleAttribute}]`) as HTMLElement;
    let clicks = 0;
    toggle.addEventListener('click', () => (clicks += 1));
    toggle.click();
    expect(appScript()).toBeUndefined();
    goLive();
    await nextTick();
    expect(clicks).toBe(0);
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('light');
  });
});

describe('the colour-scheme script', () => {
  function schemeAt({
    mode,
    stored,
    prefersDark = false,
    storageBlocked = false,
  }: {
    mode: string;
    stored?: string;
    prefersDark?: boolean;
    storageBlocked?: boolean;
  }) {
    const dom = new JSDOM(
      `<!doctype html><html><head><meta name="theme-color" content="${themeColors.dark}"></head><body></body></html>`,
      { url: 'https://example.com/', runScripts: 'outside-only' },
    );
    if (stored) dom.window.localStorage.setItem(colorSchemeStorageKey, stored);
    dom.window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && prefersDark,
    })) as typeof dom.window.matchMedia;
    if (storageBlocked) {
      Object.defineProperty(dom.window, 'localStorage', {
        get: () => {
          throw new dom.window.DOMException('blocked', 'SecurityError');
        },
      });
    }
    dom.window.eval(colorSchemeScript({ ...schemeSettings, mode }));
    const { document } = dom.window;
    return {
      scheme: document.documentElement.getAttribute(colorSchemeAttribute),
      themeColor: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
    };
  }

  it('applies the owner’s setting to a first visit', () => {
    expect(schemeAt({ mode: 'dark', prefersDark: false })).toEqual({
      scheme: 'dark',
      themeColor: themeColors.dark,
    });
    expect(schemeAt({ mode: 'light', prefersDark: true })).toEqual({
      scheme: 'light',
      themeColor: themeColors.light,
    });
  });

  it('follows the device for "system"', () => {
    expect(schemeAt({ mode: 'system', prefersDark: true }).scheme).toBe('dark');
    expect(schemeAt({ mode: 'system', prefersDark: false }).scheme).toBe('light');
  });

  it('puts the visitor’s remembered choice before the owner’s setting', () => {
    expect(schemeAt({ mode: 'dark', stored: 'light' }).scheme).toBe('light');
    expect(schemeAt({ mode: 'light', stored: 'system', prefersDark: true }).scheme).toBe('dark');
  });

  it('takes a stray stored value or blocked storage as no choice', () => {
    expect(schemeAt({ mode: 'light', stored: 'purple' }).scheme).toBe('light');
    expect(schemeAt({ mode: 'light', storageBlocked: true }).scheme).toBe('light');
  });
});
