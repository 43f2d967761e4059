import { findFontPackage } from '../scripts/build/fonts/font-package.ts';
import { charactersIn } from '../scripts/build/fonts/font-subsets.ts';
import { directionOfContent } from '../src/content/text.ts';
import { brand, content, expect, openRoute, screen, test, text, viewports } from './fixtures';

// The owner's language and script, as a native reader expects them: which way the page runs,
// which side the navigation is on, and the owner's font drawing the letters of the script.

const rightToLeft = directionOfContent(content) === 'rtl';
const font = findFontPackage(brand.font);

test(`the page runs ${rightToLeft ? 'right to left, mirrored' : 'left to right'}: dir, the drawer and the menu button`, async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await openRoute(page, '/', screen('home').heading);
  const dir = page.locator('html');
  if (rightToLeft) await expect(dir).toHaveAttribute('dir', 'rtl');
  else expect(await dir.getAttribute('dir'), 'no dir, or ltr').not.toBe('rtl');
  const drawer = await page.locator('#navigation-drawer').boundingBox();
  const { width } = viewports.desktop;
  expect(drawer, 'the drawer').not.toBeNull();
  if (rightToLeft)
    expect((drawer?.x ?? 0) + (drawer?.width ?? 0), 'the drawer on the right').toBe(width);
  else expect(drawer?.x, 'the drawer on the left').toBe(0);

  await page.setViewportSize(viewports.phone);
  const menu = await page.getByRole('button', { name: text.openMenu }).boundingBox();
  const centre = (menu?.x ?? 0) + (menu?.width ?? 0) / 2;
  if (rightToLeft)
    expect(centre, 'the menu button on the right').toBeGreaterThan(viewports.phone.width / 2);
  else expect(centre, 'the menu button on the left').toBeLessThan(viewports.phone.width / 2);
});

/** The characters of Home's main text that are not Latin: the script the owner writes in. */
const ownScript = [
  ...new Set(`${content.owner.name}${content.owner.jobTitle}${text.greeting}`),
].filter((char) => /\p{L}/u.test(char) && !/\p{Script=Latin}/u.test(char));
/** Those the owner's font's package draws (a script it does not cover falls to the system's). */
const drawn = font
  ? ownScript.filter((char) =>
      Object.values(font.ranges).some((range) => charactersIn(range, char).length > 0),
    )
  : [];

test.describe('the owner’s font draws their script', () => {
  test.skip(drawn.length === 0, 'Home’s text is in a script the font does not cover, or Latin');

  test('a first visit of Home downloads the faces of the script, at most 400 KB of fonts', async ({
    page,
  }) => {
    const fonts = new Map<string, number>();
    page.on('response', async (response) => {
      if (!response.url().endsWith('.woff2')) return;
      expect(response.status(), response.url()).toBe(200);
      fonts.set(response.url(), (await response.body()).length);
    });
    await page.setViewportSize(viewports.desktop);
    await openRoute(page, '/', screen('home').heading);
    await page.evaluate(() => document.fonts.ready);
    // Every letter of the script on Home is drawn from the owner's font once its faces are in.
    await expect
      .poll(() =>
        page.evaluate(
          ([family, letters]) =>
            letters.every((letter) => document.fonts.check(`16px "${family}"`, letter)),
          [brand.font, drawn] as const,
        ),
      )
      .toBe(true);
    const loaded = await page.evaluate(
      ([family, letters]) =>
        Promise.all(letters.map((letter) => document.fonts.load(`16px "${family}"`, letter))).then(
          (sets) => sets.every((faces) => faces.length > 0),
        ),
      [brand.font, drawn] as const,
    );
    expect(loaded, `faces of ${brand.font} for ${drawn.join('')}`).toBe(true);
    const total = [...fonts.values()].reduce((sum, size) => sum + size, 0);
    expect(fonts.size, 'more than the Latin face').toBeGreaterThan(1);
    expect(total, `fonts of Home: ${[...fonts.keys()].join(', ')}`).toBeLessThanOrEqual(400 * 1024);
  });
});
