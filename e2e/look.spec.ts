// The design's measurable promises (docs/decisions/0015-design-from-tokens.md), for any owner: the
// sizes come from the type scale, the texts from the content and the dictionaries, the screens
// from the route table.
import type { Page } from '@playwright/test';
import { typeAt, typeScale } from '../src/theme/tokens.ts';
import {
  animationsDone,
  expect,
  openRoute,
  pageHeading,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';

const { desktop, phone } = viewports;

/** The template's screens: a screen of the owner's own is set in the owner's own type. */
const templateScreens = screens.filter((each) => typeof each.heading === 'string');

const fontSize = (page: Page, selector: string) =>
  page.evaluate(
    (css) => parseFloat(getComputedStyle(document.querySelector(css)!).fontSize),
    selector,
  );

test.describe('type', () => {
  for (const [name, viewport, ratio] of [
    ['desktop', desktop, 3.5],
    ['phone', phone, 2.25],
  ] as const) {
    test(`${name}: Home's greeting is display type, at least ${ratio}x the body text, tracked tight`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openRoute(page, '/', screen('home').heading);
      const h1 = await fontSize(page, 'main h1');
      expect(h1).toBe(typeAt(typeScale.display, viewport.width)[0]);
      expect(h1 / (await fontSize(page, 'body'))).toBeGreaterThanOrEqual(ratio);
    });
  }

  test('text of 32 px and more is tracked at -0.02 em or tighter, on every screen', async ({
    page,
  }) => {
    for (const { path, heading } of templateScreens) {
      await openRoute(page, path, heading);
      const loose = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main *')]
          .filter((el) => el.innerText?.trim() && parseFloat(getComputedStyle(el).fontSize) >= 32)
          .filter((el) => {
            const style = getComputedStyle(el);
            const tracking = style.letterSpacing === 'normal' ? 0 : parseFloat(style.letterSpacing);
            return tracking / parseFloat(style.fontSize) > -0.02 + 1e-3;
          })
          .map((el) => el.innerText),
      );
      expect(loose, path).toEqual([]);
    }
  });

  test('each screen uses at most seven font sizes, its two largest at least 1.25 apart', async ({
    page,
  }) => {
    for (const { path, heading } of templateScreens) {
      await openRoute(page, path, heading);
      const sizes = await page.evaluate(() => {
        const shown = new Set<number>();
        for (const el of document.querySelectorAll<HTMLElement>('body *')) {
          const own = [...el.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (own && el.checkVisibility() && el.getClientRects().length > 0)
            shown.add(parseFloat(getComputedStyle(el).fontSize));
        }
        return [...shown].sort((a, b) => b - a);
      });
      expect(sizes.length, `${path}: ${sizes.join(', ')}`).toBeLessThanOrEqual(7);
      expect(sizes[0]! / sizes[1]!, path).toBeGreaterThanOrEqual(1.25);
    }
  });

  for (const viewport of [desktop, { width: 1920, height: 1080 }]) {
    test(`no paragraph or bullet runs over 85 characters a line at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const { path, heading } of templateScreens) {
        await openRoute(page, path, heading);
        await animationsDone(page);
        const longest = await page.evaluate(() => {
          let worst = { characters: 0, text: '' };
          const blocks = [...document.querySelectorAll<HTMLElement>('main p, main li')];
          // Blocks of running text: not a list item that holds a card, or other blocks.
          for (const block of blocks.filter((el) => !el.querySelector('p, li, div, h2, h3'))) {
            const lines = new Map<number, number>();
            const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
            const range = document.createRange();
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              for (let at = 0; at < (node.textContent?.length ?? 0); at++) {
                range.setStart(node, at);
                range.setEnd(node, at + 1);
                const rect = range.getClientRects()[0];
                if (!rect || rect.width === 0) continue;
                const line = Math.round(rect.top);
                lines.set(line, (lines.get(line) ?? 0) + 1);
              }
            }
            for (const characters of lines.values())
              if (characters > worst.characters)
                worst = { characters, text: block.innerText.slice(0, 60) };
          }
          return worst;
        });
        expect(longest.characters, `${path}: ${longest.text}`).toBeLessThanOrEqual(85);
      }
    });
  }
});

test.describe('composition', () => {
  test('Home at 1280x800: at least 0.4x as much space above its content as below', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openRoute(page, '/', screen('home').heading);
    await animationsDone(page);
    const { top, bottom } = await page.evaluate(() => {
      const blocks = [...document.querySelectorAll('main article > *')].map((el) =>
        el.getBoundingClientRect(),
      );
      return { top: blocks[0]!.top, bottom: blocks.at(-1)!.bottom };
    });
    const below = desktop.height - bottom;
    // Content taller than the first view (a long list of skills) has no space below to weigh.
    if (below > 0) expect(top / below).toBeGreaterThanOrEqual(0.4);
    else expect(top).toBeLessThan(desktop.height / 4);
  });

  for (const [name, viewport] of Object.entries({ desktop, phone })) {
    test(`${name}: every screen's title starts on the same left edge`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const edges = new Set<number>();
      for (const { path, heading } of templateScreens) {
        await openRoute(page, path, heading);
        await animationsDone(page);
        edges.add(Math.round((await pageHeading(page).boundingBox())!.x));
      }
      expect([...edges]).toHaveLength(1);
    });
  }

  test('main actions are at least 44 px tall on a phone', async ({ page }) => {
    await page.setViewportSize(phone);
    await openRoute(page, '/', screen('home').heading);
    for (const name of [text.journeyButton, text.workButton])
      expect((await page.getByRole('link', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(
        44,
      );
    await openRoute(page, '/contact', screen('contact').heading);
    const send = page.getByRole('button', { name: text.sendMessage });
    expect((await send.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});

test.describe('cards', () => {
  test('a project card visibly changes under the pointer', async ({ page }) => {
    await openRoute(page, '/projects', screen('projects').heading);
    await animationsDone(page);
    const card = page.getByRole('list', { name: text.projectList }).getByRole('article').first();
    const look = () =>
      card.evaluate((el) => {
        const style = getComputedStyle(el);
        return [style.borderColor, style.boxShadow, style.transform].join(' | ');
      });
    const resting = await look();
    await card.hover();
    await expect.poll(look).not.toBe(resting);
  });

  test('no card has an empty gap over 48 px inside it', async ({ page }) => {
    await openRoute(page, '/projects', screen('projects').heading);
    await animationsDone(page);
    const gaps = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main article article')].map((card) => {
        // The card's blocks: its picture or cover, and what its content and actions hold.
        const blocks = [...card.children]
          .flatMap((child) => (child.children.length > 0 ? [...child.children] : [child]))
          .map((el) => el.getBoundingClientRect())
          .filter((rect) => rect.height > 0)
          .sort((a, b) => a.top - b.top);
        let reached = card.getBoundingClientRect().top;
        let largest = 0;
        for (const rect of blocks) {
          largest = Math.max(largest, rect.top - reached);
          reached = Math.max(reached, rect.bottom);
        }
        return Math.max(largest, card.getBoundingClientRect().bottom - reached);
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of gaps) expect(gap).toBeLessThanOrEqual(48);
  });
});

test.describe('motion', () => {
  test('nothing starts invisible: animations move things, only the page fade touches opacity', async ({
    page,
  }) => {
    await page.goto('./#/');
    const opacities = await page.evaluate(() =>
      document
        .getAnimations()
        .flatMap((animation) =>
          (animation.effect as KeyframeEffect).getKeyframes().map((frame) => frame.opacity),
        )
        .filter((opacity) => opacity !== undefined)
        .map(Number),
    );
    for (const opacity of opacities) expect(opacity).toBeGreaterThan(0);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('nothing moves on any screen', async ({ page }) => {
      for (const { path, heading } of screens) {
        await openRoute(page, path, heading);
        await page.mouse.wheel(0, 400);
        // Colours may still change gently; nothing may move or fade.
        const moving = await page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                !(animation instanceof CSSTransition) ||
                /transform|translate|opacity/.test(animation.transitionProperty),
            )
            .map((animation) => (animation as CSSAnimation).animationName ?? 'a transition'),
        );
        expect(moving, path).toEqual([]);
      }
    });
  });
});
