import { colorSchemeAttribute, offersSchemeSwitch, schemesOf } from '../src/theme/color-scheme.ts';
import { typeAt, typeScale } from '../src/theme/tokens.ts';
import {
  brand,
  content,
  expect,
  fontLoaded,
  languageSites,
  openBeforeAppStart,
  openRoute,
  rememberColorScheme,
  rgb,
  screen,
  test,
  text,
} from './fixtures';
import { describeLightAndDark } from './light-and-dark';
import { findFontPackage } from '../scripts/build/fonts/font-package.ts';
import { undrawnText } from '../scripts/build/fonts/font-coverage.ts';

// The dark theme where it is the only one or, with a theme switch, the one the visitor chose; the
// light one where the owner has that one only.
const shown = schemesOf(content)[0]!;

test(`the ${shown} theme is applied: the owner’s colours and font, panels without background image`, async ({
  page,
}) => {
  await rememberColorScheme(page, shown);
  await openRoute(page, screen('experience').path, screen('experience').heading);
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, color: style.color, font: style.fontFamily };
  });
  expect(body.background).toBe(rgb(brand.colors[shown].background));
  expect(body.color).toBe(rgb(brand.colors[shown].text));
  expect(body.font.replace(/"/g, '')).toMatch(new RegExp(`^${brand.font},`));
  await expect.poll(() => fontLoaded(page, brand.font)).toBe(true);

  const resume = page.getByRole('link', { name: new RegExp(text.resumeButton) });
  expect(await resume.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    rgb(brand.primary[shown]),
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
  expect(new Set(panelColours)).toEqual(new Set([rgb(brand.colors[shown].paper)]));
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
  const other = shown === 'dark' ? 'light' : 'dark';
  test.describe('without a theme switch', () => {
    test.use({ colorScheme: other });

    test(`the page is ${shown} even on a device that prefers ${other}, and offers no switch`, async ({
      page,
    }) => {
      const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
      const background = rgb(brand.colors[shown].background);
      const shownBackground = () =>
        page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await shownBackground()).toBe(background);
      await startApp();
      expect(await shownBackground()).toBe(background);
      await expect(page.locator('html')).not.toHaveAttribute(colorSchemeAttribute, /.*/);
      await expect(page.getByRole('button', { name: text.darkTheme })).toHaveCount(0);
    });
  });
}

test('on every language’s site, the owner’s font draws the letters of the page’s own script (Arabic, Hebrew, Japanese…): a face of it covers each, is loaded, and its file holds the glyph', async ({
  page,
}) => {
  const font = findFontPackage(brand.font)!;
  for (const site of languageSites) {
    // A language whose script the owner's font has no file for (Ukrainian in Poppins): the build
    // says so, and the visitor's system draws it (the résumé and the card, the template's font).
    const { script = 'Latn' } = new Intl.Locale(site.tag).maximize();
    const ofScript = /^(Latn|Cyrl|Grek|Arab|Hebr|Thai|Deva)$/.test(script)
      ? new RegExp(`\\p{Script=${script}}`, 'u')
      : undefined;
    const lacking = undrawnText(site.content, font)
      .flatMap(({ chars }) => chars)
      .filter((char) => ofScript?.test(char));
    if (lacking.length > 0) {
      test.info().annotations.push({
        type: 'skipped',
        description: `${site.name}: ${brand.font} has no face for ${lacking.slice(0, 5).join('')}…`,
      });
      continue;
    }
    await page.goto(`./${site.folder}#/`);
    await expect(page.locator('html')).toHaveAttribute('lang', site.tag);
    const drawn = await page.evaluate(async (family) => {
      // The page's script, as its language is likely written (Jpan: kanji and kana).
      const { script = 'Latn' } = new Intl.Locale(document.documentElement.lang).maximize();
      const scripts: Record<string, string> = {
        Jpan: 'Han|Hiragana|Katakana',
        Kore: 'Hangul|Han',
        Hans: 'Han',
        Hant: 'Han',
      };
      const letter = new RegExp(
        `^(?:${(scripts[script] ?? script)
          .split('|')
          .map((name) => `\\p{Script=${name}}`)
          .join('|')})$`,
        'u',
      );
      const letters = [...new Set(document.body.innerText)].filter(
        (char) => letter.test(char) && /\p{L}/u.test(char),
      );
      // The owner's faces, with the characters each says it draws.
      const faces = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .filter(
          (rule) => rule.style.getPropertyValue('font-family').replace(/["']/g, '') === family,
        )
        .map((rule) => ({
          src: /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))![1]!,
          ranges: rule.style
            .getPropertyValue('unicode-range')
            .split(',')
            .map((range) => {
              const [from, to = from] = range.trim().slice(2).split('-');
              return [
                parseInt(from!.replace(/\?/g, '0'), 16),
                parseInt(to!.replace(/\?/g, 'f'), 16),
              ] as const;
            }),
        }));
      const faceOf = (char: string) =>
        faces.find(({ ranges }) =>
          ranges.some(([from, to]) => char.codePointAt(0)! >= from && char.codePointAt(0)! <= to),
        );
      await document.fonts.load(`16px "${family}"`, letters.join(''));
      // The face's own file, loaded twice under names of the test's, once drawn at twice the
      // size: a glyph the file holds is drawn twice as wide; one it lacks falls back to the same
      // system font in both.
      const context = document.createElement('canvas').getContext('2d')!;
      const probes = new Map<string, string>();
      const probe = async (src: string) => {
        if (!probes.has(src)) {
          const name = `glyph-probe-${probes.size}`;
          for (const [suffix, sizeAdjust] of [
            ['1', '100%'],
            ['2', '200%'],
          ] as const) {
            const face = new FontFace(`${name}-${suffix}`, `url(${src})`, {
              sizeAdjust,
            } as FontFaceDescriptors);
            document.fonts.add(await face.load());
          }
          probes.set(src, name);
        }
        return probes.get(src)!;
      };
      const width = (font: string, char: string) => {
        context.font = `40px "${font}", monospace`;
        return context.measureText(char).width;
      };
      const problems: string[] = [];
      for (const char of letters.slice(0, 60)) {
        const face = faceOf(char);
        if (!face) {
          problems.push(`${char}: no face of ${family}`);
          continue;
        }
        if (!document.fonts.check(`16px "${family}"`, char))
          problems.push(`${char}: its face is not loaded`);
        const name = await probe(face.src);
        const ratio = width(`${name}-2`, char) / width(`${name}-1`, char);
        if (Math.abs(ratio - 2) > 0.05) problems.push(`${char}: not in ${face.src}`);
      }
      return { script, letters: letters.length, problems };
    }, brand.font);
    expect(drawn.letters, `${site.name}: letters of ${drawn.script} on Home`).toBeGreaterThan(0);
    expect(drawn.problems, `${site.name}: ${brand.font} draws its ${drawn.script}`).toEqual([]);
  }
});
