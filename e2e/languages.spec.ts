import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fontId } from '../scripts/build/fonts/font-package.ts';
import { numberedFaceRules } from '../scripts/build/fonts/font-subsets.ts';
import { firstRoundTrip } from '../scripts/build/prerender/page-sizes.ts';
import { escapeHtml } from '../scripts/build/prerender/site-meta.ts';
import { directionOfContent } from '../src/content/text.ts';
import { resumeAddress } from '../src/shared/resume-files.ts';
import {
  anyOf,
  brandOf,
  buildDir,
  content,
  expect,
  inlineStart,
  languageSites,
  openBeforeAppStart,
  pageDirection,
  screenOf,
  screensOf,
  test,
} from './fixtures';
import { goToScreen } from './live-app';
import { fontLoaded, pageHeading } from './page-actions';

// Every language's site of the owner under test (one for an owner without `languages`): its own
// page in its folder, its language, the owner's words in it, at the main site's speed.
const pageOf = (folder: string) => readFileSync(join(buildDir, folder, 'index.html'), 'utf8');
/** What a page weighs less the faces of a CJK family cut to its characters, which weigh with its
 * words (e2e/first-paint.spec.ts): a Korean page lists a face for each few of its syllables. */
const lessFaces = (html: string, font: string) =>
  numberedFaceRules(html, fontId(font)).reduce((page, rule) => page.replace(rule, ''), html);
/** What the main language's page weighs (the build says when it is past the first round trip):
 * another language's is as light, give or take its words. */
const mainBytes = gzipSync(lessFaces(pageOf(''), brandOf(content).font)).length;
const pageBudget = Math.max(firstRoundTrip, mainBytes + 1024);

for (const site of languageSites) {
  test.describe(`the ${site.name} site (${site.base})`, () => {
    const screens = screensOf(site.content);
    const direction = directionOfContent(site.content);

    // One test: a test of the page's file alone would still open a page, for the console check.
    test('is a page of its own in its language and direction, as light as the main one; shows every screen in its language, before the app starts and after, mirrored as the language is written', async ({
      page,
    }) => {
      await test.step('is a page of its own in its language, as light as the main one', async () => {
        const html = pageOf(site.folder);
        // Its direction, before any script: a right-to-left language's page says so, a
        // left-to-right one's has no `dir` (docs/decisions/0034).
        expect(html).toMatch(
          new RegExp(`<html lang="${site.tag}"${direction === 'rtl' ? ' dir="rtl"' : ''}>`),
        );
        expect(html).toContain(escapeHtml(site.content.owner.tagline));
        const font = brandOf(site.content).font;
        expect(
          gzipSync(lessFaces(html, font)).length,
          'index.html less its CJK faces, gzipped',
        ).toBeLessThanOrEqual(pageBudget);
        expect(
          gzipSync(numberedFaceRules(html, fontId(font)).join('')).length,
          'its CJK faces’ rules, gzipped',
        ).toBeLessThanOrEqual(2048);
        if (languageSites.length === 1) {
          expect(html).not.toContain('hreflang=');
        } else {
          for (const other of languageSites)
            expect(html).toContain(
              `<link rel="alternate" hreflang="${other.tag}" href="${other.url}" />`,
            );
          expect(html).toContain(
            `<link rel="alternate" hreflang="x-default" href="${languageSites[0]!.url}" />`,
          );
        }
      });
      // One load of the language's page: its screens by their addresses, as the start-up
      // script shows them, then as the live app does (each route's fresh first paint:
      // e2e/first-paint.spec.ts).
      const home = screenOf(screens, 'home');
      const start = await openBeforeAppStart(page, home.path, home.heading, `./${site.folder}#/`);
      const html = page.locator('html');
      for (const shown of screens) {
        await goToScreen(page, shown);
        await expect(html, `${shown.path} before the app starts`).toHaveAttribute('lang', site.tag);
      }
      await expect(html).not.toHaveAttribute('data-interactive', 'true');
      await start();
      for (const shown of screens) {
        await goToScreen(page, shown);
        await expect(html, `${shown.path} in the live app`).toHaveAttribute('lang', site.tag);
      }
      await goToScreen(page, home);
      await expect(page.getByText(site.content.owner.tagline)).toBeVisible();
      // Mirrored as its own language is written, whatever the main site's: the permanent
      // drawer at the start, the right for a right-to-left language.
      const { width } = page.viewportSize()!;
      const drawer = (await page.locator('#navigation-drawer').boundingBox())!;
      expect(await pageDirection(page), 'the page’s direction').toBe(direction);
      expect(inlineStart(drawer, direction, width), 'the drawer at the line’s start').toBe(0);
      // "Get my Resume" opens this language's résumé.
      await goToScreen(page, screenOf(screens, 'experience'));
      await expect(page.getByRole('link', { name: anyOf(site.text.resumeButton) })).toHaveAttribute(
        'href',
        resumeAddress(site.content.resumeUrl, site.base),
      );
    });

    if (site.folder)
      test('an address under its folder that the site has no page at shows its own not-found page', async ({
        page,
        baseURL,
        consoleErrors,
      }) => {
        // As GitHub Pages answers it: the base's 404.html, with the status 404, at the address.
        const missing = new URL(`${site.folder}no-such-page/`, baseURL);
        await page.route(missing.href, async (route) => {
          const response = await route.fetch({ url: new URL('404.html', baseURL).href });
          await route.fulfill({ response, status: 404 });
        });
        await page.goto(missing.href);
        await expect(page.locator('html')).toHaveAttribute('lang', site.tag);
        await expect(pageHeading(page)).toHaveText(site.text.notFoundTitle);
        await expect(page.getByRole('main').locator('code')).toHaveText(missing.pathname);
        await expect(page.getByRole('link', { name: site.text.backHome })).toHaveAttribute(
          'href',
          `${site.base}#/`,
        );
        // Its font, though its files are asked for only once it is written in: drawn as they
        // come (swap), not left to the fallback for the page's life (optional).
        await expect.poll(() => fontLoaded(page, brandOf(site.content).font)).toBe(true);
        expect(
          await page.evaluate(() =>
            [...document.fonts].map((face) => face.display).filter((display) => display !== 'swap'),
          ),
        ).toEqual([]);
        // The page's own status is all the console says: no policy refused the page it became.
        const status = consoleErrors.findIndex((error) => error.includes('status of 404'));
        if (status >= 0) consoleErrors.splice(status, 1);
      });
  });
}
