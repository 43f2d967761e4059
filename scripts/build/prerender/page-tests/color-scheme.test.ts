import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { colorSchemeScript } from '../prerender';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../../../../src/theme/color-scheme';
import { builtPage, nextTick, openPage, schemeSettings, themeColors } from './built-page';

// The theme switch (./color-scheme.ts, with ./scheme.ts).

describe('the theme switch', () => {
  it('switches the scheme, remembers it, and keeps the switch’s state and the theme colour right', async () => {
    const { document, dom, root, goLive, appScript } = openPage(
      await builtPage({ switchable: true }),
      '#/',
    );
    await nextTick(); // DOMContentLoaded
    const toggle = () => root.querySelector('[data-color-scheme-toggle]') as HTMLElement;
    const html = document.documentElement;
    const themeColor = () =>
      document.querySelector('meta[name="theme-color"]')!.getAttribute('content');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');

    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(dom.window.localStorage.getItem(colorSchemeStorageKey)).toBe('light');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(themeColor()).toBe(themeColors.light);
    expect(appScript()).toBeUndefined(); // a click starts nothing: the switch needs no code

    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(dom.window.localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(themeColor()).toBe(themeColors.dark);

    // The switch is the script's for as long as the page is open, islands live or not.
    goLive();
    toggle().click();
    expect(html.getAttribute(colorSchemeAttribute)).toBe('light');
  });

  it('marks the painted switch for the visitor’s remembered scheme', async () => {
    const { document } = openPage(await builtPage({ switchable: true }), '#/', {
      local: { [colorSchemeStorageKey]: 'light' },
    });
    await nextTick();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('light');
    const toggle = document.querySelector('[data-color-scheme-toggle]')!;
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the colour-scheme script', () => {
  async function schemeAt({
    mode,
    stored,
    prefersDark = false,
    storageBlocked = false,
  }: {
    mode: 'dark' | 'light' | 'system';
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
