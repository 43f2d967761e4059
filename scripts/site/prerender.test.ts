import { JSDOM, VirtualConsole } from 'jsdom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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
import {
  bootScript,
  colorSchemeScript,
  earlyScreenScript,
  indexHtml,
  screenFiles,
  splitShell,
  type IndexHtmlParts,
} from './prerender.ts';
import { pruneThemeVariables } from './page-css.ts';
import { reportPageSizes } from './page-sizes.ts';

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
  messageNotSent: words.messageNotSent,
  actionNotDone: words.actionNotDone,
});

/** A page with the shell the app renders: skip link, menu button, drawer, <main>. */
const shellPage = (path: string, main: string, css = '') => ({
  path,
  title: `${path} · Site`,
  html: `<div class="shell"><a href="#${mainContentId}">Skip</a><button type="button" aria-controls="${phoneMenuId}" aria-expanded="false">Menu</button><button type="button" ${colorSchemeToggleAttribute} aria-label="Dark theme"></button><div id="${phoneMenuId}" popover="auto"><nav aria-label="Main">${nav(path)}</nav></div><main id="${mainContentId}" tabindex="-1">${main}</main></div>`,
  css,
});
const form = `<form ${draftAttribute}="draft"><input name="name"><textarea name="message"></textarea><input name="website" tabindex="-1"><button>Send</button></form>`;
const sitePages = [
  shellPage('/', '<h1>Home</h1><button type="button">Act</button>'),
  shellPage('/work', `<h1 class="css-w1">Work</h1>${form}`, '.css-w1{color: red}'),
];
const files = screenFiles(sitePages);
const workFile = `/site/${files[0]!.file}`;

const settings = {
  base: '/site/',
  screens: Object.fromEntries(files.map(({ path, file, title }) => [path, { file, title }])),
  entry: 'assets/index.js',
  preloads: ['assets/app.chunk.js'],
  routeParts: { '/work': ['assets/work.chunk.js'] },
  text: startUpText(en),
};
let boot = '';
let germanBoot = '';
let schemeInit = '';
let earlyScreen = '';
beforeAll(async () => {
  boot = await bootScript(settings);
  earlyScreen = await earlyScreenScript({
    base: '/site/',
    files: Object.fromEntries(files.map(({ path, file }) => [path, file])),
  });
  germanBoot = await bootScript({ ...settings, text: startUpText(de) });
  schemeInit = await colorSchemeScript({ ...schemeSettings, mode: 'dark' });
});

/** What the build puts together into index.html for these pages. */
const pageParts = (): IndexHtmlParts => ({
  pages: sitePages,
  styleTags: '',
  css: '',
  base: '/site/',
  language: 'en',
  fontFile: 'assets/font.woff2',
  boot,
  earlyScreen,
  head: (csp) => [
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<title>/ · Site</title>',
    `<meta name="theme-color" content="${themeColors.dark}">`,
  ],
});

type BootOptions = {
  switchable?: boolean;
  saved?: string;
  headStatus?: number;
  /** The page's language, and its start-up script in that language's words. */
  language?: 'en' | 'de';
  /** The status the screens' files answer with. */
  screenStatus?: number;
  /** What the tab's session storage holds (kept across the page's reloads). */
  session?: Record<string, string>;
};

/** index.html as the build writes it for these pages, loaded at `hash` with its scripts run. */
function bootAt(
  hash: string,
  {
    switchable = false,
    saved,
    headStatus = 200,
    language = 'en',
    screenStatus = 200,
    session = {},
  }: BootOptions = {},
) {
  const html = indexHtml({
    ...pageParts(),
    language,
    boot: language === 'de' ? germanBoot : boot,
    schemeInit: switchable ? schemeInit : undefined,
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
        const screen = files.find((file) => href === `/site/${file.file}`);
        if (init?.method === 'HEAD')
          return Promise.resolve(new Response(null, { status: headStatus }));
        if (screen)
          return Promise.resolve(
            new Response(screenStatus === 200 ? screen.html : 'Not found', {
              status: screenStatus,
            }),
          );
        return Promise.resolve(new Response('', { status: 200 }));
      }) as typeof fetch;
      if (saved !== undefined) window.localStorage.setItem('draft', saved);
      for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
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
/** Until the screens' files have come and the tasks they started have run. */
const settle = async () => {
  for (let task = 0; task < 8; task++) await nextTick();
};

describe('index.html', () => {
  it('holds Home in full, readable without scripts, and no other screen', async () => {
    const { document, root, fetched } = bootAt('#/');
    expect(root.getAttribute('data-prerendered')).toBe('/');
    expect(root.querySelector('main h1')!.textContent).toBe('Home');
    expect(document.documentElement.outerHTML).not.toContain('Work</h1>');
    expect(document.documentElement.outerHTML).not.toContain('css-w1');
    expect(fetched).toEqual([]); // Home's first paint fetches nothing
  });

  it('puts each other screen in a file of its own: its <main> and the CSS only it uses', () => {
    expect(files).toHaveLength(1);
    const [work] = files;
    expect(work!.path).toBe('/work');
    expect(work!.title).toBe('/work · Site');
    expect(work!.file).toMatch(/^assets\/screen-work-[\w-]{8}\.html$/);
    expect(work!.html).toBe(
      `<style data-emotion="css">.css-w1{color:red}</style><h1 class="css-w1">Work</h1>${form}`,
    );
    // Named by content: a page of another version never reads it.
    const changed = screenFiles([sitePages[0]!, shellPage('/work', '<h1>Other</h1>')]);
    expect(changed[0]!.file).not.toBe(work!.file);
  });
});

describe('the start-up script', () => {
  it('is bundled and minified, with its settings in place', () => {
    expect(boot).not.toContain('BOOT_SETTINGS');
    expect(boot).toMatch(/entry:["`]assets\/index\.js["`]/);
    expect(boot).not.toContain('\n');
  });

  it('fetches the address’s screen from <head> and shows it in the shell, marking its link, without starting the app', async () => {
    const { document, root, main, appScript, fetched } = bootAt('#/work');
    // Fetched once, by the script in <head>; until it is here, the shell with an empty <main>.
    expect(fetched.map((request) => request.href)).toEqual([workFile]);
    expect(main().innerHTML).toBe('');
    expect(main().getAttribute('aria-busy')).toBe('true');
    expect(root.dataset.prerendered).toBeUndefined();
    await settle();
    expect(main().getAttribute('aria-busy')).toBeNull();
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toContain('.css-w1{color:red}');
    expect(main().querySelector('h1')!.textContent).toBe('Work');
    const current = root.querySelectorAll('a[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual(['#/work']);
    expect(root.querySelectorAll('.active')).toHaveLength(1);
    expect(root.dataset.prerendered).toBe('/work');
    expect(document.title).toBe('/work · Site');
    expect(appScript()).toBeUndefined();
  });

  it('reads another spelling of a route as the router does, and writes the address so', async () => {
    for (const hash of ['#/WORK', '#/work/', '#/Work//?tab=2']) {
      const { dom, main, root } = bootAt(hash);
      await settle();
      expect(main().querySelector('h1')!.textContent).toBe('Work');
      expect(root.dataset.prerendered).toBe('/work');
      expect(dom.window.location.hash).toBe(hash.includes('?') ? '#/work?tab=2' : '#/work');
    }
  });

  it('downloads the app’s parts once the screen is painted, and leaves that to the app once started', async () => {
    const waiting = bootAt('#/work');
    const started = bootAt('#/work');
    started.input();
    await settle();
    expect(waiting.fetched.map((request) => request.href)).toEqual([
      workFile,
      '/site/assets/index.js',
      '/site/assets/app.chunk.js',
      '/site/assets/work.chunk.js',
    ]);
    expect(started.fetched.map((request) => request.href)).toEqual([workFile]);
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
    await settle();
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

  it('keeps typed text from the first keystroke and puts it back after a reload', async () => {
    const typing = bootAt('#/work');
    await settle();
    const field = typing.main().querySelector('textarea')!;
    field.value = 'H';
    field.dispatchEvent(new typing.dom.window.Event('input', { bubbles: true }));
    const honeypot = typing.main().querySelector<HTMLInputElement>('[name="website"]')!;
    honeypot.value = 'bot';
    honeypot.dispatchEvent(new typing.dom.window.Event('input', { bubbles: true }));
    const saved = typing.dom.window.localStorage.getItem('draft')!;
    expect(JSON.parse(saved)).toEqual({ name: '', message: 'H' });

    const reloaded = bootAt('#/work', { saved });
    await settle();
    expect(reloaded.main().querySelector('textarea')!.value).toBe('H');
    expect(reloaded.main().querySelector<HTMLInputElement>('[name="website"]')!.value).toBe('');
    expect(reloaded.appScript()).toBeUndefined(); // shown without the app
  });

  it('says the page could not finish loading, naming what failed, when an action needs the app', async () => {
    const { document, main, input, appScriptFails } = bootAt('#/work', { headStatus: 500 });
    await settle();
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
    await settle();
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
    expect(JSON.parse(dom.window.sessionStorage.getItem('portfolio:reloaded-for')!)).toEqual([
      '/site/assets/index.js',
    ]);
  });

  it('reloads once when the screen’s file is gone, and starts the app when it cannot be had', async () => {
    const gone = bootAt('#/work', { screenStatus: 404, headStatus: 404 });
    await settle();
    expect(JSON.parse(gone.dom.window.sessionStorage.getItem('portfolio:reloaded-for')!)).toEqual([
      workFile,
    ]);
    const failing = bootAt('#/work', { screenStatus: 500 });
    await settle();
    expect(failing.main().getAttribute('aria-busy')).toBeNull();
    expect(failing.appScript()).toBe('/site/assets/index.js'); // it renders the screen itself
  });

  it('carries a pending Send across its reload into a newer version, and sends it once live', async () => {
    const before = bootAt('#/work', { headStatus: 404 });
    await settle();
    const field = before.main().querySelector('textarea')!;
    field.value = 'Hello';
    field.dispatchEvent(new before.dom.window.Event('input', { bubbles: true }));
    before.main().querySelector('form')!.requestSubmit();
    before.appScriptFails(); // the app's files are gone: a newer version replaced them
    await settle();
    const storage = before.dom.window.sessionStorage;
    expect(JSON.parse(storage.getItem('portfolio:carried-actions')!)).toEqual([
      { submit: 'draft' },
    ]);

    const session = {
      'portfolio:reloaded-for': storage.getItem('portfolio:reloaded-for')!,
      'portfolio:carried-actions': storage.getItem('portfolio:carried-actions')!,
    };
    const saved = before.dom.window.localStorage.getItem('draft')!;
    const after = bootAt('#/work', { session, saved });
    await settle();
    expect(after.main().querySelector('textarea')!.value).toBe('Hello');
    expect(after.appScript()).toBe('/site/assets/index.js'); // started for the Send
    const sent: string[] = [];
    after
      .main()
      .querySelector('form')!
      .addEventListener('submit', (event) => {
        sent.push(after.main().querySelector('textarea')!.value);
        event.preventDefault();
      });
    after.goLive();
    await nextTick();
    expect(sent).toEqual(['Hello']);
    expect(after.dom.window.sessionStorage.getItem('portfolio:carried-actions')).toBeNull();
  });

  it('says plainly that the message was not sent when the files stay missing after the reload', async () => {
    const session = {
      'portfolio:reloaded-for': JSON.stringify(['/site/assets/index.js']),
      'portfolio:carried-actions': JSON.stringify([{ submit: 'draft' }]),
    };
    const after = bootAt('#/work', {
      session,
      headStatus: 404,
      saved: JSON.stringify({ name: 'Ada', message: 'Hello' }),
    });
    await settle();
    after.appScriptFails();
    await settle();
    const alert = after.document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain(en.messageNotSent);
    expect(alert.textContent).toContain(en.typedTextKept);
    expect(after.main().querySelector('textarea')!.value).toBe('Hello');
    expect(after.fetched.some((request) => request.init?.cache === 'reload')).toBe(false);
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

describe('the build’s size message', () => {
  const screensOfPage = [{ path: '/work', html: '<h1>Work</h1>'.repeat(50) }];

  it('reports the page every screen waits for, and each other screen’s own file', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    reportPageSizes(indexHtml(pageParts()), screensOfPage);
    const [page, others] = log.mock.calls.map(([line]) => String(line));
    expect(page).toMatch(
      /^index\.html \(the shell and Home\): \d+\.\d KB gzipped, within the first round trip$/,
    );
    expect(others).toMatch(
      /^other screens, each fetched alone for its own address: \/work \d+\.\d KB gzipped$/,
    );
  });

  it('past the first round trip, says what it costs and what weighs most, not to write less', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // Incompressible CSS: no content of the owner's makes this page large.
    const noise = Array.from(
      { length: 3000 },
      (_, i) => `.c${(i * 7919).toString(36)}{order:${i}}`,
    );
    reportPageSizes(
      indexHtml({
        ...pageParts(),
        styleTags: `<style data-emotion="css">${noise.join('')}</style>`,
      }),
      screensOfPage,
    );
    const [message] = warn.mock.calls.map(([line]) => String(line));
    expect(message).toMatch(
      /past the first round trip \(~14\.0 KB\): every screen paints one round trip later/,
    );
    expect(message).toMatch(/; of it styles \d+\.\d KB, /);
    expect(message).not.toMatch(/shorter|less/i);
    warn.mockClear();
  });
});

describe('the theme’s CSS variables in index.html', () => {
  const theme =
    '<style data-emotion="css-global 1abc">:root{--spacing:8px;--shadows-24:0 0 9px #000}:root,[data-color-scheme=dark]{--palette-text-primary:#fff;--palette-divider:#ffffff1f;--palette-AppBar-bg:var(--palette-grey-900,#212121);--palette-grey-900:#212121;--palette-common-black:#000;color-scheme:dark}[data-color-scheme=light]{--palette-text-primary:#000000de;--palette-common-black:#000;--palette-divider:#0000001f;color-scheme:light}</style>';
  const baseline = '<style data-emotion="css-global 2def">html{box-sizing:border-box}</style>';

  it('keeps what the pages use (and what that uses), per scheme where it differs, and lets the app add the rest', () => {
    const used = '.css-a{color:var(--palette-text-primary);background:var(--palette-AppBar-bg)}';
    const pruned = pruneThemeVariables(
      theme + baseline,
      `${used}<p style="margin:var(--spacing)">`,
    );
    expect(pruned).toBe(
      '<style data-emotion="css-global">:root{--spacing:8px}:root,[data-color-scheme=dark]{--palette-text-primary:#fff;--palette-AppBar-bg:var(--palette-grey-900,#212121);--palette-grey-900:#212121;color-scheme:dark}[data-color-scheme=light]{--palette-text-primary:#000000de;color-scheme:light}</style>' +
        baseline,
    );
  });
});
