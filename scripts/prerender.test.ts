import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { bootScript, splitShell } from './prerender.mjs';

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

/** A page as index.html holds it, with the boot script run in it at the given address. */
function bootAt(hash: string, { draft = false } = {}) {
  const { shell, screens } = splitShell(pages);
  const templates = screens
    .map(
      (screen: { path: string; title: string; main: string }) =>
        `<template data-route="${screen.path}" data-title="${screen.title}">${screen.main}</template>`,
    )
    .join('');
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body><div id="root"></div><template data-shell>${shell}</template>${templates}</body></html>`,
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
  dom.window.eval(bootScript(settings));
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
    const code = bootScript({ base: '/', entry: 'e.js', preloads: [], routeParts: {} });
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
