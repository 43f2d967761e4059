import type { Page } from '@playwright/test';
import { schemesOf } from '../src/theme/color-scheme.ts';
import {
  content,
  expect,
  pageHeading,
  screens,
  test,
  text,
  viewports,
  type Screen,
} from './fixtures';

// Visitors touring the site as people do: starting anywhere, acting at once or not at all,
// following links before anything has loaded or after, going back and forward, typing in the
// form, switching the theme, on a phone or a desktop. Ten tours of each owner (twenty a run, the
// repository's owner and the generated one), each its own mix, drawn from the owner's seed; any
// page error, hydration mismatch or console error fails the tour (the fixture's check). The
// island of the form is taken over mid-tour, often as the visitor leaves.

const seed = Number(process.env.OWNER_SEED ?? 1);
const tours = 10;
const toursPerTest = 5;

/** A tour's own draws: the same tour for the same seed. */
function drawsOf(tour: number) {
  let state = (seed * 7919 + tour * 104729) % 2147483647 || 1;
  const next = () => (state = (state * 48271) % 2147483647) / 2147483647;
  return {
    chance: (p: number) => next() < p,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

async function arrive(page: Page, shown: Screen) {
  await expect(pageHeading(page), `the heading of ${shown.path}`).toHaveText(shown.heading);
}

async function tour(page: Page, index: number) {
  const draw = drawsOf(index);
  await page.setViewportSize(draw.chance(0.4) ? viewports.phone : viewports.desktop);
  const start = draw.pick(screens);
  // A fresh load each time (an address differing only after its `#` would not be one).
  await page.goto('about:blank');
  await page.goto(`./#${start.path}`);
  await arrive(page, start);
  if (draw.chance(0.6)) await page.mouse.move(draw.int(1, 200), draw.int(1, 200));
  const nav = page.getByRole('navigation', { name: text.mainNavigation });
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  /** Moves to another screen so far: back and forward stay within the site. */
  let moves = 0;
  let at = start.path;
  for (let step = 0; step < draw.int(3, 8); step++) {
    const next = draw.pick(screens);
    const how = draw.int(0, 3);
    if (how === 2 && moves > 0) {
      await page.goBack({ waitUntil: 'commit' });
      await page.goForward({ waitUntil: 'commit' });
      continue;
    }
    if (how === 1) {
      if (phone) await page.getByRole('button', { name: text.openMenu }).click();
      await nav.getByRole('link', { name: next.nav, exact: true }).click();
    } else await page.evaluate((path) => (location.hash = path), next.path);
    if (next.path !== at) moves++;
    at = next.path;
    // Sometimes on at once, before the screen or its island have come.
    if (draw.chance(0.5)) await arrive(page, next);
    if (next.part === 'contact' && draw.chance(0.6)) {
      await arrive(page, next);
      await page.getByRole('textbox', { name: text.nameField }).fill(`Visitor ${index}`);
    }
    if (schemesOf(content).length > 1 && draw.chance(0.2) && !phone)
      await nav.getByRole('button', { name: text.darkTheme }).click();
    if (draw.chance(0.3)) await page.waitForTimeout(draw.int(0, 400));
  }
  // The tour ends where it is, every screen shown in full and the page live.
  const [end] = await page.evaluate(() => [document.getElementById('root')?.dataset.prerendered]);
  const shown = screens.find((each) => each.path === end);
  if (shown) await arrive(page, shown);
  await page.mouse.move(2, 2);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  if (shown?.part === 'contact')
    await expect(page.getByRole('textbox', { name: text.nameField })).toBeEditable();
}

test.describe('tours of the site', () => {
  test.describe.configure({ mode: 'parallel' });
  for (let first = 0; first < tours; first += toursPerTest)
    test(`tours ${first + 1} to ${first + toursPerTest}: no page error, no hydration mismatch, each screen shown and live`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (let index = first; index < first + toursPerTest; index++)
        await test.step(`tour ${index + 1}`, () => tour(page, index));
    });
});
