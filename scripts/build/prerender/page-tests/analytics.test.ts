// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { analyticsPlan } from '../analytics';
import { analyticsPageScript } from '../prerender';
import type { AnalyticsSettings } from '../../../../src/content/schema';
import { analyticsEvent, screenShownEvent } from '../../../../src/start-up/analytics';
import { builtPage, openPage, settle } from './built-page';

// The start-up script with the owner's analytics, in jsdom: when the provider's script comes,
// and what it is told (a stand-in of each provider's own functions records it). The policy the
// page gets for it: scripts/build/prerender/analytics.test.ts; in a browser, e2e/analytics.spec.ts.

type Call = unknown[];

/** The provider's functions as its script defines them, recording their calls. */
function standIn(window: Window & Record<string, unknown>, calls: Call[]) {
  window.plausible = (...args: unknown[]) => calls.push(['plausible', ...args]);
  window.umami = {
    track: (what: unknown) =>
      calls.push(['umami', typeof what === 'function' ? what({ website: 'id' }) : what]),
  };
  window.goatcounter = { count: (vars: unknown) => calls.push(['goatcounter', vars]) };
}

const owners: AnalyticsSettings[] = [
  { provider: 'plausible', domain: 'ada.dev' },
  { provider: 'umami', websiteId: 'b3b8d7a2', host: 'https://stats.ada.dev' },
  { provider: 'goatcounter', code: 'ada' },
];

describe.each(owners)('analytics: $provider', (settings) => {
  const plan = analyticsPlan(settings);

  it('loads the provider’s script once the screen has had its largest paint, and counts each screen shown once', async () => {
    const page = openPage(await builtPage({ analytics: plan }), '#/work');
    const window = page.dom.window as unknown as Window & Record<string, unknown>;
    const provider = () => page.document.head.querySelector(`script[src="${plan.script.src}"]`);
    expect(provider()).toBeNull(); // not before the paint
    await settle();
    // The paint's half-second cap (longer here only as a loaded machine's timers run late).
    await vi.waitFor(() => expect(provider()).not.toBeNull(), { timeout: 5000, interval: 50 });
    const script = provider() as HTMLScriptElement;
    for (const [name, value] of Object.entries(plan.script.attributes))
      expect(script.getAttribute(name)).toBe(value);

    // Moves before the provider's script has run are counted once it has, in order.
    page.dom.window.location.hash = '#/';
    await settle();
    const calls: Call[] = [];
    standIn(window, calls);
    script.dispatchEvent(new page.dom.window.Event('load'));
    // The app names the screen again when it takes over: not another view.
    window.dispatchEvent(new page.dom.window.Event(screenShownEvent));
    page.dom.window.location.hash = '#/work';
    await settle();
    window.dispatchEvent(
      new page.dom.window.CustomEvent(analyticsEvent, { detail: 'Message sent' }),
    );

    const views = ['/site/#/work', '/site/', '/site/#/work'];
    const expected: Record<string, Call[]> = {
      plausible: [
        ...views.map((url) => ['plausible', 'pageview', { u: `https://example.com${url}` }]),
        ['plausible', 'Message sent'],
      ],
      umami: [
        ...views.map((url) => [
          'umami',
          { website: 'id', url, title: url.endsWith('work') ? '/work · Site' : '/ · Site' },
        ]),
        ['umami', 'Message sent'],
      ],
      goatcounter: [
        ...views.map((path) => [
          'goatcounter',
          { path, title: path.endsWith('work') ? '/work · Site' : '/ · Site' },
        ]),
        ['goatcounter', { path: 'message-sent', title: 'Message sent', event: true }],
      ],
    };
    expect(calls).toEqual(expected[settings.provider]);
  });
});

describe('an address no screen has', () => {
  it('counts its view, and loads the provider’s script once the not-found screen is painted', async () => {
    const plan = analyticsPlan({ provider: 'goatcounter', code: 'ada' });
    const page = openPage(await builtPage({ analytics: plan }), '#/missing');
    await settle();
    const provider = () => page.document.head.querySelectorAll(`script[src="${plan.script.src}"]`);
    await vi.waitFor(() => expect(provider()).toHaveLength(1), { timeout: 5000, interval: 50 });
  });
});

describe('a page of its own (not index.html)', () => {
  it('counts its view, and loads the provider’s script once it has had its largest paint', async () => {
    const plan = analyticsPlan({ provider: 'plausible', domain: 'ada.dev' });
    const script = await analyticsPageScript(plan.script);
    const dom = new JSDOM(
      `<!doctype html><title>Pager calm</title><h1>Pager calm</h1><script>${script}</script>`,
      {
        url: 'https://example.com/site/projects/pager-calm/',
        runScripts: 'dangerously',
        beforeParse(window) {
          // jsdom paints nothing: no report of a largest paint, so the half-second cap.
          window.PerformanceObserver = class {
            observe() {}
            disconnect() {}
          } as unknown as typeof PerformanceObserver;
        },
      },
    );
    const window = dom.window as unknown as Window & Record<string, unknown>;
    const provider = () =>
      dom.window.document.head.querySelector<HTMLScriptElement>(`script[src="${plan.script.src}"]`);
    expect(provider()).toBeNull();
    await expect.poll(provider, { timeout: 3000 }).not.toBeNull();
    const calls: Call[] = [];
    standIn(window, calls);
    provider()?.dispatchEvent(new dom.window.Event('load'));
    expect(calls).toEqual([
      ['plausible', 'pageview', { u: 'https://example.com/site/projects/pager-calm/' }],
    ]);
  });
});

describe('a site without analytics', () => {
  it('has none of its code in the page', async () => {
    const page = await builtPage();
    expect(page).not.toContain(screenShownEvent);
    expect(page).not.toContain(analyticsEvent);
  });
});
