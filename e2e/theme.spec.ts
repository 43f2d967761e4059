import { colorSchemeAttribute, offersSchemeSwitch } from '../src/theme/color-scheme.ts';
import { typeAt, typeScale } from '../src/theme/tokens.ts';
import {
  brand,
  content,
  expect,
  fontLoaded,
  openBeforeAppStart,
  openRoute,
  rememberColorScheme,
  rgb,
  screen,
  test,
  text,
} from './fixtures';
import { describeLightAndDark } from './light-and-dark';

test('the dark theme is applied: the owner’s colours and font, panels without background image', async ({
  page,
}) => {
  // The dark theme is the only one, or, with a theme switch, the one the visitor chose.
  await rememberColorScheme(page, 'dark');
  await openRoute(page, screen('experience').path, screen('experience').heading);
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
  });
  expect(body.background).toBe(rgb(brand.colors.dark.background));
  expect(body.color).toBe(rgb(brand.colors.dark.text));
  expect(body.font.replace(/"/g, '')).toMatch(new RegExp(`^${brand.font},`));
  await expect.poll(() => fontLoaded(page, brand.font)).toBe(true);

  const resume = page.getByRole('link', { name: new RegExp(text.resumeButton) });
  expect(await resume.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    rgb(brand.primary.dark),
  );

  const panels = page.locator('.MuiPaper-root');
  // The top bar and a card per job.
  expect(await panels.count()).toBeGreaterThan(content.jobs.length);
  const images = await panels.evaluateAll((els) =>
    els.map((el) => getComputedStyle(el).backgroundImage),
  );
  expect(new Set(images)).toEqual(new Set(['none']));
  // The panels in the panels' colour; the navigation, the page's identity column, on the page itself.
  const panelColours = await page
    .locator('main .MuiPaper-root')
    .evaluateAll((els) => els.map((el) => getComputedStyle(el).backgroundColor));
  expect(new Set(panelColours)).toEqual(new Set([rgb(brand.colors.dark.paper)]));
  const drawerColour = await page
    .locator('#navigation-drawer')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  // Transparent: the page's own colour and glow show through the column.
  expect(drawerColour).toBe('rgba(0, 0, 0, 0)');

  const scrollbar = await page.evaluate(
    () => getComputedStyle(document.documentElement).scrollbarWidth,
  );
  expect(scrollbar).toBe('thin');

  const h1 = await page
    .getByRole('heading', { level: 1 })
    .evaluate((el) => getComputedStyle(el).fontSize);
  // The screen's title at the size the type scale defines for this width.
  const [size] = typeAt(typeScale.h1, page.viewportSize()?.width ?? 0);
  expect(h1).toBe(`${size}px`);
});

if (offersSchemeSwitch(content)) {
  describeLightAndDark(() => ({ owned: content, url: (path) => `./#${path}` }));
} else {
  test.describe('without the owner’s theme setting', () => {
    test.use({ colorScheme: 'light' });

    test('the page is dark even on a device that prefers light, and offers no switch', async ({
      page,
    }) => {
      const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
      const dark = rgb(brand.colors.dark.background);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
      await startApp();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
      await expect(page.locator('html')).not.toHaveAttribute(colorSchemeAttribute, /.*/);
      await expect(page.getByRole('button', { name: text.darkTheme })).toHaveCount(0);
    });
  });
}
