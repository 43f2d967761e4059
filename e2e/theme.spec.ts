import { colorSchemeAttribute } from '../src/theme/color-scheme.ts';
import {
  content,
  expect,
  openBeforeAppStart,
  openRoute,
  rememberColorScheme,
  screens,
  test,
} from './fixtures';
import { describeLightAndDark } from './light-and-dark';

test('the dark theme is applied: colours, Inter, panels without background image', async ({
  page,
}) => {
  // The dark theme is the only one, or, with a theme switch, the one the visitor chose.
  await rememberColorScheme(page, 'dark');
  await openRoute(page, '/experience', screens[1].heading);
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
  });
  expect(body.background).toBe('rgb(18, 18, 18)');
  expect(body.color).toBe('rgb(255, 255, 255)');
  expect(body.font).toMatch(/^Inter,/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px Inter'))).toBe(true);
  expect(
    await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (face) => face.family.replace(/"/g, '') === 'Inter' && face.status === 'loaded',
      );
    }),
  ).toBe(true);

  const resume = page.getByRole('link', { name: /Get my Resume/ });
  expect(await resume.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgb(144, 202, 249)',
  );

  const panels = page.locator('.MuiPaper-root');
  // The top bar and a card per job.
  expect(await panels.count()).toBeGreaterThan(content.jobs.length);
  const images = await panels.evaluateAll((els) =>
    els.map((el) => getComputedStyle(el).backgroundImage),
  );
  expect(new Set(images)).toEqual(new Set(['none']));
  const paperColour = await page
    .locator('#navigation-drawer')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(paperColour).toBe('rgb(30, 30, 30)');

  const scrollbar = await page.evaluate(
    () => getComputedStyle(document.documentElement).scrollbarWidth,
  );
  expect(scrollbar).toBe('thin');

  const h1 = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontSize);
  expect(h1).toBe('40px');
});

if (content.theme) {
  describeLightAndDark(() => ({ owned: content, url: (path) => `./#${path}` }));
} else {
  test.describe('without the owner’s theme setting', () => {
    test.use({ colorScheme: 'light' });

    test('the page is dark even on a device that prefers light, and offers no switch', async ({
      page,
    }) => {
      const startApp = await openBeforeAppStart(page, '/', screens[0].heading);
      const dark = 'rgb(18, 18, 18)';
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
      await startApp();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
      await expect(page.locator('html')).not.toHaveAttribute(colorSchemeAttribute, /.*/);
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveCount(0);
    });
  });
}
