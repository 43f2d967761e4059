// The design's measurable promises (docs/decisions/0015-design-from-tokens.md), for any owner: the
// sizes come from the type scale, the texts from the content and the dictionaries, the screens
// from the route table. Each size's screens are measured in one live app, moved from screen to
// screen (e2e/live-app.ts), the wide view and the cards in the desktop's (docs/decisions/0027);
// each promise is a soft assertion that names it and the screen.
import type { Page } from '@playwright/test';
import { typeAt, typeScale } from '../src/theme/tokens.ts';
import {
  animationsDone,
  content,
  expect,
  inlineStart,
  openRoute,
  pageDirection,
  pageHeading,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';
import { showScreen, visitEach } from './live-app';

const { desktop, phone } = viewports;

/** The template's screens: a screen of the owner's own is set in the owner's own type. */
const templateScreens = screens.filter((each) => typeof each.heading === 'string');

const fontSize = (page: Page, selector: string) =>
  page.evaluate(
    (css) => parseFloat(getComputedStyle(document.querySelector(css)!).fontSize),
    selector,
  );

/** The largest number of characters on one line of any paragraph or bullet of the screen. */
const longestLine = (page: Page) =>
  page.evaluate(() => {
    let worst = { characters: 0, text: '' };
    const blocks = [...document.querySelectorAll<HTMLElement>('main p, main li')];
    // Blocks of running text: not a list item that holds a card, or other blocks.
    for (const block of blocks.filter((el) => !el.querySelector('p, li, div, h2, h3'))) {
      const lines = new Map<number, number>();
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < (node.textContent?.length ?? 0); at++) {
          // A mark over a letter (Arabic's vowels, a combining accent) is not a character more.
          if (/\p{M}/u.test(node.textContent![at]!)) continue;
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

/** The texts of 32 px and more not set as their script wants: Latin tracked at -0.02 em or
 * tighter; Chinese, Japanese and Korean (by the page's language) set solid, with lines at least
 * 1.25 times their size (docs/decisions/0034); a script whose marks reach far above and below
 * (Arabic, Thai, the Indic scripts) with lines at least 1.3 times their size. */
const wronglyTracked = (page: Page) =>
  page.evaluate(() => {
    const { lang } = document.documentElement;
    const cjk = /^(zh|ja|ko)\b/i.test(lang);
    const script = new Intl.Locale(lang).maximize().script ?? '';
    const tall =
      /^(Arab|Syrc|Thaa|Nkoo|Thai|Laoo|Khmr|Mymr|Tibt|Sinh|Deva|Beng|Guru|Gujr|Orya|Taml|Telu|Knda|Mlym)$/.test(
        script,
      );
    return [...document.querySelectorAll<HTMLElement>('main *')]
      .filter((el) => el.innerText?.trim() && parseFloat(getComputedStyle(el).fontSize) >= 32)
      .filter((el) => {
        const style = getComputedStyle(el);
        const size = parseFloat(style.fontSize);
        const tracking = style.letterSpacing === 'normal' ? 0 : parseFloat(style.letterSpacing);
        if (tall && parseFloat(style.lineHeight) / size < 1.3) return true;
        if (!cjk) return tracking / size > -0.02 + 1e-3;
        return tracking !== 0 || parseFloat(style.lineHeight) / size < 1.25;
      })
      .map((el) => el.innerText);
  });

/** The font sizes of the text the screen shows, largest first. */
const shownFontSizes = (page: Page) =>
  page.evaluate(() => {
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

/** Home's greeting is display type, at least `ratio` times the body text. */
async function expectDisplayGreeting(page: Page, width: number, ratio: number) {
  const h1 = await fontSize(page, 'main h1');
  // At least the display step: the owner's name may fill its line larger (name-fit.ts).
  expect
    .soft(h1, `Home's greeting is display type at ${width} px`)
    .toBeGreaterThanOrEqual(typeAt(typeScale.display, width)[0]);
  expect
    .soft(
      h1 / (await fontSize(page, 'body')),
      `Home's greeting is at least ${ratio}x the body text`,
    )
    .toBeGreaterThanOrEqual(ratio);
}

/** The horizon over Home's skills (src/theme/atmosphere.ts): its rim's colour, and how far
 * above the band's first text it passes at the band's edges, where the curve is lowest. */
const horizonClearance = (page: Page) =>
  page.locator('main [data-section="skills"] > section').evaluate((band) => {
    const curve = getComputedStyle(band, '::after');
    const [halfWidth, height] = [parseFloat(curve.width) / 2, parseFloat(curve.height)];
    const box = band.getBoundingClientRect();
    const edge = box.width / 2;
    const drop = height * (1 - Math.sqrt(1 - (edge / halfWidth) ** 2));
    const firstText = Math.min(
      ...[...band.children].map((child) => child.getBoundingClientRect().top),
    );
    return { rim: curve.borderTopColor, px: firstText - (box.top + drop) };
  });

/** Where a screen's title starts along the line (from the right on a right-to-left page). */
const titleEdge = async (page: Page) =>
  Math.round(
    inlineStart(
      (await pageHeading(page).boundingBox())!,
      await pageDirection(page),
      page.viewportSize()!.width,
    ),
  );

test.describe('type and composition', () => {
  test('desktop, 1280x800, then wide, 1920x1080: Home’s greeting is display type, at least 3.5x the body text; text of 32 px and more is tracked at -0.02 em or tighter (CJK: set solid with lines of 1.25 or more), each screen uses at most seven font sizes, its two largest at least 1.25 apart, no paragraph or bullet runs over 85 characters a line, and every title starts on the same edge (the left, or the right on a right-to-left page), on every screen; Home has at least 0.4x as much space above its content as below; at 1920 px too, no line over 85 characters; no card has an empty gap over 48 px, a project card changes under the pointer', async ({
    page,
  }) => {
    // Every screen twice (at 1280 and 1920 px) and the cards: in one live app.
    test.setTimeout(30_000 + templateScreens.length * 16_000);
    await page.setViewportSize(desktop);
    const edges = new Map<number, string[]>();
    await visitEach(page, templateScreens, async ({ path }) => {
      if (path === screen('home').path) {
        await expectDisplayGreeting(page, desktop.width, 3.5);
        const { top, bottom } = await page.evaluate(() => {
          const blocks = [...document.querySelectorAll('main article > *')].map((el) =>
            el.getBoundingClientRect(),
          );
          return { top: blocks[0]!.top, bottom: blocks.at(-1)!.bottom };
        });
        const below = desktop.height - bottom;
        // Content taller than the first view (a long list of skills) has no space below to weigh.
        if (below > 0)
          expect
            .soft(top / below, 'Home: space above its content / below')
            .toBeGreaterThanOrEqual(0.4);
        else expect.soft(top, 'Home: space above its content').toBeLessThan(desktop.height / 4);
      }
      expect
        .soft(
          await wronglyTracked(page),
          `${path}: text of 32 px and more tracked looser than -0.02 em (CJK: tracked, or lines tighter than 1.25; tall scripts: lines tighter than 1.3)`,
        )
        .toEqual([]);
      const sizes = await shownFontSizes(page);
      expect.soft(sizes.length, `${path}: font sizes ${sizes.join(', ')}`).toBeLessThanOrEqual(7);
      expect
        .soft(sizes[0]! / sizes[1]!, `${path}: its two largest font sizes`)
        .toBeGreaterThanOrEqual(1.25);
      const longest = await longestLine(page);
      expect
        .soft(longest.characters, `${path}: characters a line in “${longest.text}”`)
        .toBeLessThanOrEqual(85);
      const edge = await titleEdge(page);
      edges.set(edge, [...(edges.get(edge) ?? []), path]);
    });
    expect(Object.fromEntries(edges), 'the starting edges of the screens’ titles').toEqual(
      Object.fromEntries([[[...edges.keys()][0], templateScreens.map(({ path }) => path)]]),
    );
    await test.step('cards: no empty gap over 48 px inside one; a project card visibly changes under the pointer', async () => {
      await showScreen(page, screen('projects'));
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
      expect(gaps.length, 'the project cards').toBeGreaterThan(0);
      for (const gap of gaps)
        expect.soft(gap, 'an empty gap inside a card').toBeLessThanOrEqual(48);

      const card = page
        .getByRole('list', { name: text.projectList, exact: true })
        .getByRole('article')
        .first();
      const look = () =>
        card.evaluate((el) => {
          const style = getComputedStyle(el);
          return [style.borderColor, style.boxShadow, style.transform].join(' | ');
        });
      const resting = await look();
      await card.hover();
      await expect.poll(look, 'a card under the pointer').not.toBe(resting);
    });
    await test.step('wide, 1920x1080: no paragraph or bullet runs over 85 characters a line', async () => {
      await page.setViewportSize({ width: 1920, height: 1080 });
      for (const shown of templateScreens) {
        await showScreen(page, shown);
        const longest = await longestLine(page);
        expect
          .soft(
            longest.characters,
            `1920 px, ${shown.path}: characters a line in “${longest.text}”`,
          )
          .toBeLessThanOrEqual(85);
      }
    });
  });

  test('phone: Home’s greeting is display type, at least 2.25x the body text; every screen’s title starts on the same edge; main actions are at least 44 px tall', async ({
    page,
  }) => {
    test.setTimeout(20_000 + templateScreens.length * 8_000);
    await page.setViewportSize(phone);
    const edges = new Map<number, string[]>();
    const tall = async (name: string, control: ReturnType<Page['getByRole']>) =>
      expect
        .soft((await control.boundingBox())!.height, `${name} is 44 px tall or more`)
        .toBeGreaterThanOrEqual(44);
    await visitEach(page, templateScreens, async ({ path }) => {
      if (path === screen('home').path) {
        await expectDisplayGreeting(page, phone.width, 2.25);
        for (const name of [text.journeyButton, text.workButton])
          await tall(name, page.getByRole('link', { name }));
      }
      if (path === screen('contact').path)
        await tall(text.sendMessage, page.getByRole('button', { name: text.sendMessage }));
      const edge = await titleEdge(page);
      edges.set(edge, [...(edges.get(edge) ?? []), path]);
    });
    expect(Object.fromEntries(edges), 'the starting edges of the screens’ titles').toEqual(
      Object.fromEntries([[[...edges.keys()][0], templateScreens.map(({ path }) => path)]]),
    );
  });
});

test.describe('the first view and the identity column', () => {
  test('desktop, 1280x800: beside the greeting, something of the owner’s in the half of the page after it (the right, the left right to left), else the skills at the first view’s foot under a horizon that clears them; the navigation on the page’s own surface, the current screen unfilled', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openRoute(page, '/', screen('home').heading);
    await animationsDone(page);
    const main = (await page.getByRole('main').boundingBox())!;
    const featured = content.home?.featuredProject;
    if (featured || content.owner.photo) {
      const showcase = page.locator('main [data-section="showcase"]');
      await expect(showcase, 'the showcase beside the greeting').toBeVisible();
      const box = (await showcase.boundingBox())!;
      // After the greeting along the line: in the page's end half (its left on a right-to-left
      // page).
      const width = desktop.width;
      const direction = await pageDirection(page);
      expect(
        inlineStart(box, direction, width),
        'the showcase starts in the half of the page after the greeting',
      ).toBeGreaterThan(inlineStart(main, direction, width) + main.width / 2);
      expect(box.y, 'the showcase is in the first view').toBeLessThan(desktop.height / 2);
      if (featured)
        await expect(showcase.getByRole('link', { name: new RegExp(featured) })).toBeVisible();
      else await expect(showcase.getByRole('img', { name: content.owner.name })).toBeVisible();
    } else {
      // The greeting alone, its name the focal point (at least display type: expectDisplayGreeting);
      // the skills at the first view's foot.
      const skills = (await page.locator('main [data-section="skills"]').boundingBox())!;
      expect(skills.y, 'the skills in the lower part of the first view').toBeGreaterThan(
        desktop.height * 0.6,
      );
      expect(skills.y + skills.height, 'the skills inside the first view').toBeLessThanOrEqual(
        desktop.height,
      );
      // Over them a lit horizon, which clears what the band holds from edge to edge.
      for (const width of [desktop.width, 1920]) {
        await page.setViewportSize({ width, height: desktop.height });
        const clearance = await horizonClearance(page);
        expect(clearance.rim, `the horizon's rim at ${width} px`).not.toBe('rgba(0, 0, 0, 0)');
        expect(clearance.px, `the horizon clears the skills at ${width} px`).toBeGreaterThan(4);
      }
      await page.setViewportSize(desktop);
    }

    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    const surfaces = await nav.evaluate((el) => {
      const drawer = el.closest('#navigation-drawer')!;
      const current = el.querySelector('[aria-current="page"]')!;
      return {
        drawer: getComputedStyle(drawer).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
        current: getComputedStyle(current).backgroundColor,
      };
    });
    // The page itself shows through the column: one canvas, its glow and dots included.
    expect(surfaces.drawer, 'the drawer on the page’s surface').toBe('rgba(0, 0, 0, 0)');
    expect(surfaces.current, 'the current screen is not a filled row').toBe('rgba(0, 0, 0, 0)');
  });

  test('phone, 360 to 430 px: the greeting stays inside its margins with room under the top bar; at 390x844 the first screen shows who, what and the first action', async ({
    page,
  }) => {
    for (const width of [360, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      if (width === 360) await openRoute(page, '/', screen('home').heading);
      await animationsDone(page);
      const h1 = page.getByRole('heading', { level: 1 });
      const fits = await h1.evaluate((el) => {
        const { left, right } = el.getBoundingClientRect();
        const words = [...el.querySelectorAll('span')].map((span) => span.getBoundingClientRect());
        return {
          left,
          right: Math.max(right, ...words.map((word) => word.right)),
          overflow: el.scrollWidth - el.clientWidth,
        };
      });
      expect.soft(fits.overflow, `${width} px: the greeting overflows`).toBeLessThanOrEqual(0);
      expect
        .soft(width - fits.right, `${width} px: room after the greeting`)
        .toBeGreaterThanOrEqual(fits.left - 1);
      const bar = (await page.getByRole('banner').boundingBox())!;
      const top = (await page.locator('main article > *').first().boundingBox())!.y;
      expect
        .soft(top - (bar.y + bar.height), `${width} px: room under the top bar`)
        .toBeGreaterThanOrEqual(36);
      if (width === 390) {
        const action = (await page.getByRole('link', { name: text.journeyButton }).boundingBox())!;
        expect
          .soft(action.y + action.height, 'the first action on the first screen')
          .toBeLessThanOrEqual(844);
      }
    }
  });

  test('mirrored as the page’s direction: the permanent drawer on the start side (the right, right to left) and the page beside it; the phone menu comes in from that side, its top bar’s menu button there too', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await openRoute(page, '/', screen('home').heading);
    const direction = await pageDirection(page);
    const drawer = page.locator('#navigation-drawer');
    const drawerBox = (await drawer.boundingBox())!;
    expect(inlineStart(drawerBox, direction, desktop.width), 'the drawer at the start').toBe(0);
    const main = (await page.getByRole('main').boundingBox())!;
    expect(inlineStart(main, direction, desktop.width), 'the page after the drawer').toBe(
      drawerBox.width,
    );
    await page.setViewportSize(phone);
    const button = page.getByRole('button', { name: text.openMenu });
    const buttonBox = (await button.boundingBox())!;
    expect(
      inlineStart(buttonBox, direction, phone.width),
      'the menu button at the top bar’s start',
    ).toBeLessThan(phone.width / 2 - buttonBox.width);
    await button.click();
    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    await expect(nav).toBeVisible();
    // It slides in from its own side, not across the page from the other.
    const slideFrom = await drawer.evaluate((el) =>
      el
        .getAnimations()
        .map((animation) => (animation.effect as KeyframeEffect).getKeyframes()[0]?.transform)
        .join(' '),
    );
    if (slideFrom)
      expect(slideFrom, 'the menu slides in from its side').toMatch(
        direction === 'rtl' ? /translateX?\(100%/ : /translateX?\(-100%/,
      );
    await animationsDone(page);
    const menu = (await drawer.boundingBox())!;
    expect(inlineStart(menu, direction, phone.width), 'the menu from the start side').toBe(0);
    expect(menu.width, 'the menu leaves the page beside it').toBeLessThan(phone.width);
    await page.keyboard.press('Escape');

    // Every paragraph and bullet of the jobs and projects starts on the page's edge, whatever
    // its first letter (an English company name on a Hebrew page too).
    await page.setViewportSize(desktop);
    for (const id of ['experience', 'projects'] as const) {
      await openRoute(page, screen(id).path, screen(id).heading);
      expect(await offEdgeBlocks(page), `${id}: blocks off the page's edge`).toEqual([]);
    }
  });
});

/** The paragraphs and bullets of the screen whose text starts away from the page's start edge
 * (a line narrower than its block and aligned to the block's other side); text, not rows of
 * items. */
const offEdgeBlocks = (page: Page) =>
  page.evaluate(() => {
    const rtl = getComputedStyle(document.documentElement).direction === 'rtl';
    const blocks = [...document.querySelectorAll<HTMLElement>('main p, main li')].filter(
      (el) => !el.querySelector('p, li, div') && el.innerText.trim(),
    );
    return blocks
      .filter((block) => {
        const style = getComputedStyle(block);
        if (style.textAlign === 'center' || style.display.startsWith('inline')) return false;
        // A row of items (a repository's facts) is placed by its layout, not by text-align.
        if (/flex|grid/.test(style.display)) return false;
        const box = block.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(block);
        // The first line: the runs of its top (a line of two directions is several).
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const top = Math.min(...rects.map((rect) => rect.top));
        const first = rects.filter((rect) => Math.abs(rect.top - top) < 4);
        const line = first.length
          ? {
              left: Math.min(...first.map((rect) => rect.left)),
              right: Math.max(...first.map((rect) => rect.right)),
            }
          : undefined;
        if (!line || box.width - (line.right - line.left) < 8) return false;
        const edge = rtl
          ? box.right - parseFloat(style.paddingRight)
          : box.left + parseFloat(style.paddingLeft);
        return Math.abs((rtl ? line.right : line.left) - edge) > 2;
      })
      .map((block) => block.innerText.slice(0, 40));
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
      test.setTimeout(20_000 + screens.length * 5_000);
      // Checked as each screen shows its heading, before anything that ran could end.
      await visitEach(
        page,
        screens,
        async ({ path }) => {
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
          expect.soft(moving, path).toEqual([]);
        },
        { settle: false },
      );
    });
  });
});
