import { describe, expect, it } from 'vitest';
import { mainContentId } from '../../../../src/start-up/contract';
import { builtPage, files, nextTick, openPage, settle, workFile } from './built-page';

// The screens (./screens.ts, ./screen-change.ts): shown from the page and from their files by the
// start-up script, for as long as the page is open.

const page = await builtPage();

describe('index.html', () => {
  it('holds Home in full, readable without scripts, and no other screen', () => {
    const { document, root, fetched } = openPage(page, '#/');
    expect(root.getAttribute('data-prerendered')).toBe('/');
    expect(root.querySelector('main h1')!.textContent).toBe('Home');
    expect(document.documentElement.outerHTML).not.toContain('Work</h1>');
    expect(document.documentElement.outerHTML).not.toContain('css-w1');
    expect(fetched).toEqual([]); // Home's first paint fetches nothing
  });
});

describe('a screen', () => {
  it('is fetched from <head> and shown in the shell, its link marked, without its island’s code', async () => {
    const { document, root, main, appScript, fetched } = openPage(page, '#/work');
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
    expect(root.dataset.prerendered).toBe('/work');
    expect(document.title).toBe(files[0]!.title);
    expect(appScript()).toBeUndefined();
  });

  it('is read at another spelling of its route as the router reads it, and the address so written', async () => {
    for (const hash of ['#/WORK', '#/work/', '#/Work//?tab=2']) {
      const { dom, main, root } = openPage(page, hash);
      await settle();
      expect(main().querySelector('h1')!.textContent).toBe('Work');
      expect(root.dataset.prerendered).toBe('/work');
      expect(dom.window.location.hash).toBe(hash.includes('?') ? '#/work?tab=2' : '#/work');
    }
  });

  it('changes on a link, islands live or not: title, current link, focus on <main>', async () => {
    const { dom, document, main, root, goLive } = openPage(page, '#/');
    dom.window.location.hash = '#/work';
    await settle();
    expect(main().querySelector('h1')!.textContent).toBe('Work');
    expect(document.activeElement).toBe(main());
    expect(document.title).toBe(files[0]!.title);
    expect(root.querySelector('a[aria-current="page"]')!.getAttribute('href')).toBe('#/work');
    dom.window.location.hash = '#/';
    await nextTick();
    expect(main().querySelector('h1')!.textContent).toBe('Home');
    expect(document.title).toBe('/ · Site');
    expect(root.querySelector('a[aria-current="page"]')!.getAttribute('href')).toBe('#/');

    dom.window.location.hash = '#/work';
    await nextTick();
    goLive();
    dom.window.location.hash = '#/';
    await nextTick();
    expect(main().querySelector('h1')!.textContent).toBe('Home');
  });

  it('moves focus for an in-page link instead of taking it for a route', () => {
    const { dom, document, root, main } = openPage(page, '#/');
    root.querySelector<HTMLAnchorElement>(`a[href="#${mainContentId}"]`)!.click();
    expect(document.activeElement).toBe(main());
    expect(dom.window.location.hash).toBe('#/');
  });

  it('is the not-found screen at an address no screen has, the address named in it', async () => {
    const { root, main, document, appScript } = openPage(page, '#/nowhere');
    await settle();
    expect(main().querySelector('h1')!.textContent).toBe('Not found');
    expect(main().querySelector('code')!.textContent).toBe('/nowhere');
    expect(root.dataset.prerendered).toBe('/nowhere');
    expect(document.title).toBe(files.find((file) => file.path === '*')!.title);
    expect(appScript()).toBeUndefined();
  });

  it('reloads the page once when its file is gone, and says so when it cannot be had', async () => {
    const gone = openPage(page, '#/work', { screenStatus: 404, headStatus: 404 });
    await settle();
    expect(gone.reloads()).toBe(1);
    const failing = openPage(page, '#/work', { screenStatus: 500, headStatus: 500 });
    await settle();
    expect(failing.main().getAttribute('aria-busy')).toBeNull();
    expect(failing.notice()!.getAttribute('role')).toBe('alert');
    expect(failing.notice()!.textContent).toContain(`${workFile.split('/').pop()}: HTTP 500`);
    expect(failing.reloads()).toBe(0);
  });
});
