// The look, held still: every screen of the owner's site at a desktop's and a phone's size, in
// each colour scheme it shows, and the phone's open menu, compared with screenshots recorded
// of the same owner in the same browser. A change of the styling's machinery must not move a
// pixel beyond anti-aliasing. Screenshots are recorded per owner (the files of their folder) and
// per Chromium version: for another owner or browser the check says so and steps aside;
// `npm run test:visual -- --update-snapshots` records them anew once a change of the look is meant.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { schemesOf } from '../src/theme/color-scheme.ts';
import { timeZoneAttribute } from '../src/start-up/local-time.ts';
import { ownerFingerprint } from '../scripts/test-support/owner-fingerprint.ts';
import { goToScreen } from './live-app';
import {
  animationsDone,
  content,
  expect,
  owner,
  rememberColorScheme,
  screens,
  startWithInput,
  test,
  text,
} from './fixtures';

const sizes = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Where this owner's screenshots are kept: by their folder's fingerprint. */
const recorded = join(
  process.env.VISUAL_DIR ?? join(import.meta.dirname, 'visual'),
  ownerFingerprint(owner.dir),
);
const browserFile = join(recorded, 'browser.json');

/** What may differ and still be the same look: anti-aliasing, a pixel's colour within the
 * comparison's threshold, and a tenth of a percent of the pixels beyond it. */
const sameLook = { threshold: 0.2, maxDiffPixelRatio: 0.001 } as const;

/** What changes on its own: the year in the footer, the owner's clock. */
const moving = (page: Page) => [
  page.locator('footer span').first(),
  page.locator(`time[${timeZoneAttribute}]`),
];

/** The page's font faces wait for their files (`font-display: block`, in place of `optional`,
 * which on a busy machine may draw a first visit in the fallback font): the owner's font, every
 * time. */
async function drawnInTheOwnersFont(page: Page) {
  await page.route(
    (url) => url.pathname.endsWith('/') || url.pathname.endsWith('.html'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replaceAll(
        'font-display:optional',
        'font-display:block',
      );
      await route.fulfill({ response, body });
    },
  );
}

/** Shows the screen once everything has arrived: every picture drawn (lazy ones too), nothing
 * animating. */
async function settle(page: Page) {
  await expect(page.locator('main[aria-busy]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pictures = [...document.images];
    for (const picture of pictures) picture.loading = 'eager';
    await Promise.all(pictures.map((picture) => picture.decode().catch(() => {})));
    scrollTo({ top: 0, behavior: 'instant' });
  });
  await animationsDone(page);
}

/**
 * The screen as a visitor scrolls through it, a window's height at a time, each window compared
 * with its recorded screenshot. (A screenshot of the whole page at once lays the page out again
 * for a window as tall as the page, which moves what is sized by the window's height and, from
 * one capture to the next, rounds some boxes to other pixels.)
 */
async function lookAsRecorded(page: Page, name: string[]) {
  const window = page.viewportSize()?.height ?? 800;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const stops = Math.max(1, Math.ceil(height / window));
  for (let stop = 0; stop < stops; stop++) {
    const top = Math.min(stop * window, height - window);
    await page.evaluate(async (y) => {
      scrollTo({ top: y, behavior: 'instant' });
      await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    }, top);
    expect(await page.evaluate(() => scrollY)).toBe(top);
    await expect(page).toHaveScreenshot([...name.slice(0, -1), `${name.at(-1)}-${stop}.png`], {
      ...sameLook,
      mask: moving(page),
    });
  }
}

test.describe('the look', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ reducedMotion: 'reduce' });

  for (const [size, viewport] of Object.entries(sizes))
    for (const scheme of schemesOf(content))
      test(`every screen at ${size} size in the ${scheme} scheme looks as recorded`, async ({
        page,
        browser,
      }, testInfo) => {
        const version = browser.version().split('.')[0];
        const updating = ['all', 'changed'].includes(testInfo.config.updateSnapshots);
        if (updating) {
          // Recorded in this browser: kept beside the screenshots.
          mkdirSync(dirname(browserFile), { recursive: true });
          writeFileSync(browserFile, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
        }
        test.skip(
          !existsSync(browserFile),
          `No screenshots are recorded of this owner (${owner.dir}): npm run test:visual -- --update-snapshots records them.`,
        );
        const { chromium } = JSON.parse(readFileSync(browserFile, 'utf8')) as { chromium: string };
        test.skip(
          chromium !== version,
          `The screenshots were recorded in Chromium ${chromium}, this is ${version}: npm run test:visual -- --update-snapshots records them in this one.`,
        );

        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        if (schemesOf(content).length > 1) await rememberColorScheme(page, scheme);
        const [first] = screens;
        if (!first) throw new Error('the site has no screen');
        await drawnInTheOwnersFont(page);
        await page.goto(`./#${first.path}`);
        await startWithInput(page);
        for (const screen of screens) {
          await goToScreen(page, screen);
          await settle(page);
          await lookAsRecorded(page, [size, scheme, screen.part]);
        }
        if (size === 'phone') {
          await page.getByRole('button', { name: text.openMenu }).click();
          await animationsDone(page);
          await expect(page).toHaveScreenshot([size, scheme, 'menu.png'], {
            ...sameLook,
            mask: moving(page),
          });
        }
      });
});
