// What the benchmark measures in the browser beside Lighthouse: each route's static twin, the
// app's start at the first input and the first tap on the phone menu (see bench.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../chromium/find-chromium.mjs';
import { median } from './lighthouse-runs.mjs';

/** Where the static twins are saved in the build folder, one file per route. */
export const twinDir = '__static-twins';
export const slug = (route) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '-'));

/** The islands come alive on the visitor's first input (src/start-up/boot.ts): gives one, waits
 * until the page is live. */
export async function startWithInput(page) {
  await page.mouse.move(1, 1);
  await page.waitForSelector('html[data-interactive]', { timeout: 60_000 });
}

/** Saves each route, as the browser renders it, without scripts: the physical limit. */
export async function writeStaticTwins({ browserPath, origin, base, outDir }, routes) {
  mkdirSync(join(outDir, twinDir), { recursive: true });
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const page = await browser.newPage();
  for (const route of routes) {
    await page.goto(`${origin}${base}#${route}`);
    await startWithInput(page); // the twin is the page the live app shows
    await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .forEach((animation) => animation.finish()),
    );
    const html = await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true);
      copy.querySelectorAll('script, link[rel="modulepreload"]').forEach((el) => el.remove());
      return `<!doctype html>\n${copy.outerHTML}`;
    });
    writeFileSync(join(outDir, twinDir, `${slug(route)}.html`), html);
  }
  await browser.close();
}

/**
 * A route's page is live when every island of its screen is (src/start-up/contract.ts: at once
 * for a screen without one); the islands come alive on the visitor's first input (see
 * src/start-up/boot.ts), after Lighthouse has finished, so Lighthouse does not see that work.
 * This measures it as a phone would feel it: CPU slowed 4x as in Lighthouse's mobile profile,
 * the islands' parts fetched in the background once the screen has had its largest paint, a
 * first pointer move, then the main thread's blocking time (each long task beyond 50 ms), the
 * time until the page is live (none for a page live before the input), and the JavaScript the
 * page downloaded until then (gzipped, each file once, the inline scripts' `inlineJs` with it).
 */
export async function measureAppStart({ browserPath, origin, base, runs, inlineJs = 0 }, route) {
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const results = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // liveAt: live after the input (the input's moment if it was live already); firstLiveAt:
      // first live at all, which is what the scripts downloaded until then are counted to.
      const record = { longTasks: [], inputAt: 0, liveAt: 0, firstLiveAt: 0 };
      Object.assign(window, { appStart: record });
      const live = () => document.documentElement?.dataset.interactive === 'true';
      new PerformanceObserver((list) => {
        for (const task of list.getEntries())
          record.longTasks.push({ start: task.startTime, duration: task.duration });
      }).observe({ type: 'longtask', buffered: true });
      addEventListener(
        'pointermove',
        () => {
          if (record.inputAt) return;
          record.inputAt = performance.now();
          if (live()) record.liveAt = record.inputAt;
        },
        true,
      );
      // The document, not its <html>: this runs before the parser has made one.
      new MutationObserver(() => {
        if (!live()) return;
        record.firstLiveAt ||= performance.now();
        if (record.inputAt) record.liveAt ||= performance.now();
      }).observe(document, { subtree: true, attributeFilter: ['data-interactive'] });
    });
    await page.goto(`${origin}${base}#${route}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await startWithInput(page);
    await page.waitForFunction(() => window.appStart.liveAt > 0, null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const record = await page.evaluate(() => {
      const { appStart } = window;
      const scripts = new Map();
      for (const entry of performance.getEntriesByType('resource'))
        if (/\.js(\?|$)/.test(entry.name) && entry.responseEnd <= appStart.firstLiveAt)
          scripts.set(
            entry.name.split('?')[0],
            Math.max(scripts.get(entry.name) ?? 0, entry.encodedBodySize),
          );
      return { ...appStart, jsBytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) };
    });
    results.push({
      blocking: record.longTasks
        .filter((task) => task.start >= record.inputAt)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      toLive: record.liveAt - record.inputAt,
      jsUntilLive: record.jsBytes + inlineJs,
    });
    await context.close();
  }
  await browser.close();
  return {
    blocking: median(results.map((result) => result.blocking)),
    toLive: median(results.map((result) => result.toLive)),
    jsUntilLive: median(results.map((result) => result.jsUntilLive)),
  };
}

/**
 * The first tap on the phone menu, from the pointer going down until the open menu is painted,
 * at 4x CPU: on the painted page before the app is live (the tap also starts the app), and on
 * the live app. Median of the runs.
 */
export async function measureMenuTap({ browserPath, origin, base, runs }) {
  const browser = await chromium.launch({ executablePath: browserPath, args: chromiumFlags });
  const times = { beforeApp: [], live: [] };
  for (let i = 0; i < runs; i++) {
    for (const phase of ['beforeApp', 'live']) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const record = { downAt: 0, shownAt: 0 };
        Object.assign(window, { menuTap: record });
        addEventListener('pointerdown', () => (record.downAt = performance.now()), true);
        addEventListener('DOMContentLoaded', () =>
          document.getElementById('navigation-drawer')?.addEventListener('toggle', () =>
            // A frame's callbacks run before it is painted; a task queued there, after.
            requestAnimationFrame(() => setTimeout(() => (record.shownAt ||= performance.now()))),
          ),
        );
      });
      await page.goto(`${origin}${base}#/`, { waitUntil: 'networkidle' });
      if (phase === 'live') {
        await startWithInput(page);
        await page.waitForTimeout(500);
      }
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const box = await page.locator('[aria-controls="navigation-drawer"]').boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForFunction(() => window.menuTap.shownAt > 0, null, { timeout: 30_000 });
      const record = await page.evaluate(() => window.menuTap);
      times[phase].push(record.shownAt - record.downAt);
      await context.close();
    }
  }
  await browser.close();
  return { beforeApp: median(times.beforeApp), live: median(times.live) };
}
