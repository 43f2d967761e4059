import { JSDOM, VirtualConsole } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
} from '../../src/theme/color-scheme';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { themeColorsFor } from '../../src/theme/brand';
import { phoneMenuId } from '../../src/start-up/phone-menu';
import { draftAttribute, mainContentId } from '../../src/start-up/contract';
import { bootScript, colorSchemeScript, indexHtml, splitShell } from './prerender.ts';

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
    expect(() => splitShell([pages[0]!, odd])).toThrow(/\/ and \/work differ outside <main>/);
  });

  it('fails when a page has no <main>', () => {
    expect(() => splitShell([{ path: '/', title: '', html: '<div></div>' }])).toThrow(
      /has no <main>/,
    );
  });
});

const themeColors = themeColorsFor(undefined);

const schemeSettings = {
  key: colorSchemeStorageKey,
  attribute: colorSchemeAttribute,
  toggle: colorSchemeToggleAttribute,
  themeColors,
};

/** What the start-up script says, in a language's words. */
const startUpText = (words: typeof en) => ({
  startFailed: words.startFailed,
  startSlow: words.startSlow,
  networkError: words.networkError,
  typedTextKept: words.typedTextKept,
  reload: words.reload,
});

const settings = {
  base: '/site/',
  entry: 'assets/index.js',
  preloads: ['assets/app.chunk.js'],
  routeParts: { '/work': ['assets/work.chunk.js'] },
  text: startUpText(en),
};
let boot = '';
let germanBoot = '';
let schemeInit = '';
beforeAll(async () => {
  boot = await bootScript(settings);
  germanBoot = await bootScript({ ...settings, text: startUpText(de) });
  schemeInit = await colorSchemeScript({ ...schemeSettings, mode: 'dark' });
});

/** A page with the shell the app renders: skip link, menu button, drawer, <main>. */
const shellPage = (path: string, main: string) => ({
  path,
  title: `${path} · Site`,
  html: `<div class="shell"><a href="#${mainContentId}">Skip</a><button type="button" aria-controls="${phoneMenuId}" aria-expanded="false">Menu</button><button type="button" ${colorSchemeToggleAttribute} aria-label="Dark theme"></button><div id="${phoneMenuId}" popover="auto"><nav aria-label="Main">${nav(path)}</nav></div><main id="${mainContentId}" tabindex="-1">${main}</main></div>`,
});
const form = `<form ${draftAttribute}="draft"><input name="name"><textarea name="message"></textarea><input name="website" tabindex="-1"><button>Send</button></form>`;
const sitePages = [
  shellPage('/', '<h1>Home</h1><button type="button">Act</button>'),
  shellPage('/work', `<h1>Work</h1>${form}`),
];

type BootOptions = {
  switchable?: boolean;
  saved?: string;
  headStatus?: number;
  /** The page's language, and its start-up script in that language's words. */
  language?: 'en' | 'de';
};

/** index.html as the build writes it for these pages, loaded at `hash` with its scripts run. */
function bootAt(
  hash: string,
  { switchable = false, saved, headStatus = 200, language = 'en' }: BootOptions = {},
) {
  const html = indexHtml({
    pages: sitePages,
    styleTags: '',
    css: '',
    base: '/site/',
    language,
    fontFile: 'assets/font.woff2',
    boot: language === 'de' ? germanBoot : boot,
    schemeInit: switchable ? schemeInit : undefined,
    head: (csp) => [
      `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
      '<title>/ · Site</title>',
      `<meta name="theme-color" content="${themeColors.dark}">`,
    ],
  });
  const fetched: { href: string; init?: RequestInit }[] = [];
  // jsdom cannot reload a page; it says so, and the test checks what led to the reload.
  const virtualConsole = new VirtualConsole().forwardTo(console, { jsdomErrors: 'none' });
  virtualConsole.on('jsdomError', (error) => {
    if (!/Not implemented: navigation/.test(error.message)) console.error(error);
  });
  const dom = new JSDOM(html, {
    url: `https://example.com/site/${hash}`,
    runScripts: 'dangerously',
    virtualConsole,
    beforeParse(window) {
      window.scrollTo = () => {}; // jsdom lays nothing out, so has nothing to scroll
      window.requestAnimationFrame = (callback) => window.setTimeout(callback, 0);
      window.fetch = ((href: string, init?: RequestInit) => {
        fetched.push({ href, init });
        return Promise.resolve(
          new Response('', { status: init?.method === 'HEAD' ? headStatus : 200 }),
        );
      }) as typeof fetch;
      if (saved !== undefined) window.localStorage.setItem('draft', saved);
    },
  });
  const { document } = dom.window;
  const root = document.getElementById('root')!;
  return {
    dom,
    document,
    root,
    fetched,
    main: () => document.getElementById(mainContentId)!,
    appScript: () => document.head.querySelector('script[type="module"]')?.getAttribute('src'),
    preloads: () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    input: () =>
      document.body.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true })),
    /** The app's entry script could not be loaded. */
    appScriptFails: () =>
      document.head
        .querySelector('script[type="module"]')!
        .dispatchEvent(new dom.window.Event('error')),
    /** What the app does once it has taken over the page. */
    goLive() {
      root.setAttribute('data-app', '');
      document.documentElement.setAttribute('data-interactive', 'true');
    },
  };
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('index.html', () => {
  it('holds Home in full, readable without scripts, and the other screens in templates', () => {
    const { document, root } = bootAt('#/');
    expect(root.getAttribute('data-prerendered')).toBe('/');
    expect(root.querySelector('main h1')!.textContent).toBe('Home');
    expect(document.querySelectorAll('template[data-route]')).toHaveLength(1);
    expect(document.querySelector('template[data-route="/work"]')!.getAttribute('data-title')).toBe(
      '/work · Site',
    );
  });
});

describe('the start-up script', () => {
  it('is bundled and minified, with its settings in place', () => {
    expect(boot).not.toContain('BOOT_SETTINGS');
    expect(boot).toMatch(/entry:["`]assets\/index\.js["`]/);
    expect(boot).not.toContain('\n');
  });

  it('shows the address’s screen in the shell, marking its link, without starting the app', () => {
    const { document, root, main, appScript } = bootAt('#/work');
    expect(main().querySelector('h1')!.textContent).toBe('Work');
    const current = root.querySelectorAll('a[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['#/work']);
    expect(root.querySelectorAll('.active')).toHaveLength(1);
    expect(root.dataset.prerendered).toBe('/work');
    expect(document.title).toBe('/work · Site');
    expect(appScript()).toBeUndefined();
  });

  it('reads another spelling of a route as the router does, and writes the address so', () => {
    for (const hash of ['#/WORK', '#/work/', '#/Work//?tab=2']) {
      const { dom, main, root } = bootAt(hash);
      expect(main().querySelector('h1')!.textContent).toBe('Work');
      expect(root.dataset.prerendered).toBe('/work');
      expect(dom.window.location.hash).toBe(hash.includes('?') ? '#/work?tab=2' : '#/work');
    }
  });

  it('downloads the app’s parts after the first paint, and leaves that to the app once started', async () => {
    const waiting = bootAt('#/work');
    const started = bootAt('#/work');
    started.input();
    for (let task = 0; task < 6; task++) await nextTick();
    expect(waiting.fetched.map((request) => request.href)).toEqual([
      '/site/assets/index.js',
      '/site/assets/app.chunk.js',
      '/site/assets/work.chunk.js',
    ]);
    expect(started.fetched).toEqual([]);
  });

  it('starts the app on the first input, with the parts of the route shown', () => {
    const { appScript, preloads, input } = bootAt('#/work');
    input();
    expect(appScript()).toBe('/site/assets/index.js');
    expect(preloads()).toEqual(['/site/assets/app.chunk.js', '/site/assets/work.chunk.js']);
  });

  it('starts the app at once for an address with no prerendered screen', () => {
    const { root, main, appScript } = bootAt('#/nowhere');
    expect(main().innerHTML).toBe('');
    expect(root.dataset.prerendered).toBeUndefined();
    expect(appScript()).toBe('/site/assets/index.js');
  });

  it('switches screens on a link until the app is live, focusing <main>', async () => {
    const { dom, document, main, root } = bootAt('#/');
    dom.window.location.hash = '#/work';
    await nextTick();
    expect(main().querySelector('h1')!.textContent).toBe('Work');
    expect(document.activeElement).toBe(main());
    dom.window.location.hash = '#/';
    await nextTick();
    expect(main().querySelector('h1')!.textContent).toBe('Home');
    expect(document.title).toBe('/ · Site');

    root.setAttribute('data-app', '');
    dom.window.location.hash = '#/work';
    await nextTick();
    expect(main().querySelector('h1')!.textContent).toBe('Home');
  });

  it('replays a click on a button and a submit once the app is live, each once, then lets go', async () => {
    const { dom, main, appScript, goLive } = bootAt('#/work');
    const clicks: boolean[] = [];
    const submits: boolean[] = [];
    main().insertAdjacentHTML('afterbegin', '<button type="button">Act</button>');
    const button = main().querySelector('button')!;
    button.addEventListener('click', () =>
      clicks.push(dom.window.document.documentElement.hasAttribute('data-interactive')),
    );
    const draftForm = main().querySelector('form')!;
    const live = () => dom.window.document.documentElement.hasAttribute('data-interactive');
    // As the app does, once live.
    draftForm.addEventListener('submit', (event) => {
      submits.push(true);
      if (live()) event.preventDefault();
    });
    const submit = () => {
      const event = new dom.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
      draftForm.dispatchEvent(event);
      return event.defaultPrevented;
    };
    button.click();
    button.click();
    // Kept from the browser: a form posted to the page itself would lose the message.
    expect([submit(), submit()]).toEqual([true, true]);
    expect(appScript()).toBe('/site/assets/index.js');

    goLive();
    await nextTick();
    expect(clicks).toEqual([false, false, true]);
    expect(submits).toHaveLength(3); // the two above, and the replay
    // Once live, submits are the app's alone: the start-up script no longer holds them.
    const other = main().appendChild(dom.window.document.createElement('form'));
    const late = new dom.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
    other.dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  it('keeps typed text from the first keystroke and puts it back after a reload', () => {
    const typing = bootAt('#/work');
    const field = typing.main().querySelector('textarea')!;
    field.value = 'H';
    field.dispatchEvent(new typing.dom.window.Event('input', { bubbles: true }));
    const honeypot = typing.main().querySelector<HTMLInputElement>('[name="website"]')!;
    honeypot.value = 'bot';
    honeypot.dispatchEvent(new typing.dom.window.Event('input', { bubbles: true }));
    const saved = typing.dom.window.localStorage.getItem('draft')!;
    expect(JSON.parse(saved)).toEqual({ name: '', message: 'H' });

    const reloaded = bootAt('#/work', { saved });
    expect(reloaded.main().querySelector('textarea')!.value).toBe('H');
    expect(reloaded.main().querySelector<HTMLInputElement>('[name="website"]')!.value).toBe('');
    expect(reloaded.appScript()).toBeUndefined(); // shown without the app
  });

  it('says the page could not finish loading, naming what failed, when an action needs the app', async () => {
    const { document, main, input, appScriptFails } = bootAt('#/work', { headStatus: 500 });
    input();
    appScriptFails();
    await nextTick();
    expect(document.querySelector('[role="alert"]')).toBeNull(); // nothing asked of the app yet
    main().querySelector('form')!.requestSubmit();
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('could not finish loading (index.js: HTTP 500)');
    expect(alert.textContent).toContain('What you typed is kept.');
    expect(alert.querySelector('button')!.textContent).toBe('Reload');
  });

  it('says it in the owner’s language', async () => {
    const { document, main, input, appScriptFails } = bootAt('#/work', {
      headStatus: 500,
      language: 'de',
    });
    expect(document.documentElement.lang).toBe('de');
    input();
    appScriptFails();
    await nextTick();
    main().querySelector('form')!.requestSubmit();
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(de.startFailed.replace('{failure}', 'index.js: HTTP 500'));
    expect(alert.textContent).toContain(de.typedTextKept);
    expect(alert.querySelector('button')!.textContent).toBe(de.reload);
    expect(alert.textContent).not.toContain(en.typedTextKept);
  });

  it('reloads once, past the cache, when the app’s files are gone (a newer version replaced them)', async () => {
    const { dom, fetched, input, appScriptFails } = bootAt('#/work', { headStatus: 404 });
    input();
    appScriptFails();
    await nextTick();
    expect(
      fetched.filter((request) => request.init?.cache === 'reload').map((request) => request.href),
    ).toEqual(['/site/']);
    expect(dom.window.sessionStorage.getItem('portfolio:reloaded-for')).toBe(
      '/site/assets/index.js',
    );
  });

  it('tries again, at another address, on the next input when the app’s script could not be loaded', async () => {
    const { appScript, input, appScriptFails } = bootAt('#/', { headStatus: 503 });
    input();
    appScriptFails();
    expect(appScript()).toBeUndefined();
    input();
    expect(appScript()).toBe('/site/assets/index.js?attempt=2');
  });

  it('opens the phone menu and closes it on a link, where the browser has no popovers', () => {
    const { document, root } = bootAt('#/');
    const button = root.querySelector<HTMLElement>(`[aria-controls="${phoneMenuId}"]`)!;
    const menu = document.getElementById(phoneMenuId)!;
    button.click();
    expect(menu.hasAttribute('data-open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(menu.querySelector('a'));
    menu.querySelector<HTMLElement>('a[href="#/work"]')!.click();
    expect(menu.hasAttribute('data-open')).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves focus for an in-page link instead of taking it for a route', () => {
    const { dom, document, root, main } = bootAt('#/');
    root.querySelector<HTMLAnchorElement>(`a[href="#${mainContentId}"]`)!.click();
    expect(document.activeElement).toBe(main());
    expect(dom.window.location.hash).toBe('#/');
  });
});

describe('the theme switch before the app is live', () => {
  it('switches the scheme, remembers it, and keeps the switch’s state and the theme colour right', async () => {
    const { document, dom, root, goLive } = bootAt('#/', { switchable: true });
    await nextTick(); // DOMContentLoaded
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
    await nextTick();
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
  async function schemeAt({
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
    dom.window.eval(await colorSchemeScript({ ...schemeSettings, mode }));
    const { document } = dom.window;
    return {
      scheme: document.documentElement.getAttribute(colorSchemeAttribute),
      themeColor: document.querySelector('meta[name="theme-color"]')!.getAttribute('content'),
    };
  }

  it('applies the owner’s setting to a first visit', async () => {
    expect(await schemeAt({ mode: 'dark', prefersDark: false })).toEqual({
      scheme: 'dark',
      themeColor: themeColors.dark,
    });
    expect(await schemeAt({ mode: 'light', prefersDark: true })).toEqual({
      scheme: 'light',
      themeColor: themeColors.light,
    });
  });

  it('follows the device for "system"', async () => {
    expect((await schemeAt({ mode: 'system', prefersDark: true })).scheme).toBe('dark');
    expect((await schemeAt({ mode: 'system', prefersDark: false })).scheme).toBe('light');
  });

  it('puts the visitor’s remembered choice before the owner’s setting', async () => {
    expect((await schemeAt({ mode: 'dark', stored: 'light' })).scheme).toBe('light');
    expect((await schemeAt({ mode: 'light', stored: 'system', prefersDark: true })).scheme).toBe(
      'dark',
    );
  });

  it('takes a stray stored value or blocked storage as no choice', async () => {
    expect((await schemeAt({ mode: 'light', stored: 'purple' })).scheme).toBe('light');
    expect((await schemeAt({ mode: 'light', storageBlocked: true })).scheme).toBe('light');
  });
});
