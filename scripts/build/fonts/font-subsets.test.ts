// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packFor } from '../../../src/i18n/index.ts';
import { averageCharacter, wideQuotes } from './font-measures';
import { findFontPackage, subsetsFor } from './font-package';
import { fontFaceCss, cutFaces, preloadedFaces } from './page-faces';
import {
  charactersIn,
  isNumberedSubset,
  mergedRange,
  rangeWithout,
  unicodeRangeOf,
} from './font-subsets';

describe('the characters of a unicode-range', () => {
  it('finds the text’s characters a range covers, once each, and writes them back as a range', () => {
    expect(charactersIn('U+3040-309F,U+4E00', 'ありがとう一二あ')).toEqual([
      'あ',
      'う',
      'が',
      'と',
      'り',
      '一',
    ]);
    expect(unicodeRangeOf(['\u3043', '\u3042', '\u3044', '一', 'う'])).toBe(
      'U+3042-3044,U+3046,U+4E00',
    );
    expect(isNumberedSubset('[12]')).toBe(true);
    expect(isNumberedSubset('latin')).toBe(false);
  });

  it('merges a range’s runs across small gaps, keeping every code point it named', () => {
    const arabic = findFontPackage('Noto Sans Arabic')?.ranges.arabic;
    expect(
      mergedRange('U+6??,U+750-77F,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+FB50-FDFF'),
    ).toBe('U+600-6FF,U+750-77F,U+FB50-FDFF,U+1EE00-1EE22');
    // Runs further apart stay apart: a Thaana page is not sent Arabic's file.
    expect(mergedRange('U+600-6FF,U+750-77F')).toBe('U+600-6FF,U+750-77F');
    if (!arabic) return;
    const merged = mergedRange(arabic);
    expect(merged.length).toBeLessThan(arabic.length / 2);
    const named = charactersIn(
      arabic,
      [...Array(0x1f000).keys()].map((point) => String.fromCodePoint(point)).join(''),
    );
    expect(charactersIn(merged, named.join(''))).toEqual(named);
  });
});

describe('a unicode-range without some characters', () => {
  it('splits the runs around them, keeping every other code point', () => {
    const latin = 'U+0000-00FF,U+2000-206F,U+20AC';
    const without = rangeWithout(latin, ['\u2019', '\u2018', '\u201c', '\u201d', 'x']);
    expect(without).toBe('U+0000-0077,U+0079-00FF,U+2000-2017,U+201A-201B,U+201E-206F,U+20AC');
    expect(charactersIn(without, 'I’m “x” €a')).toEqual([' ', 'I', 'a', 'm', '€']);
    expect(rangeWithout(latin, [])).toBe(latin);
  });
});

describe('curly quotes', () => {
  const installed = (families: string[]) =>
    families.map((family) => findFontPackage(family)).filter((font) => font !== undefined);

  it('are left to the next font where a family draws them wide, as a Chinese face does', async () => {
    const chinese = installed(['Noto Sans SC', 'Noto Sans TC']);
    for (const font of chinese) {
      const wide = await wideQuotes(font);
      expect(wide, font.family).toContain('’');
      const subsets = subsetsFor(font, 'Hi, I’m Lin');
      const css = fontFaceCss(font, subsets, [], wide);
      const ranges = [...css.matchAll(/unicode-range: ([^;]+);/g)].map((match) => match[1]!);
      expect(ranges.flatMap((range) => charactersIn(range, 'I’m'))).toEqual(['I', 'm']);
    }
  });

  it('stay with a family that draws them as Latin text sets them', async () => {
    for (const font of installed(['Inter', 'Noto Sans JP', 'Noto Sans KR']))
      expect(await wideQuotes(font), font.family).toEqual([]);
  });
});

// Any CJK family Fontsource cuts into numbered files will do; the template's test owner installs one.
const cjk = ['Noto Sans JP', 'Noto Sans SC', 'Noto Sans KR', 'Noto Sans TC']
  .map((family) => findFontPackage(family))
  .find((font) => font !== undefined);

describe.runIf(cjk)('a CJK family’s faces', () => {
  it('are cut to the characters the site writes, each file only where the text has some of it', async () => {
    const font = cjk!;
    const text = 'Hi 山田太郎です。ソフトウェアエンジニア';
    const subsets = subsetsFor(font, text);
    expect(subsets.filter(isNumberedSubset).length).toBeGreaterThan(0);
    const faces = await cutFaces(font, subsets, text);
    const drawn = faces.flatMap((face) => charactersIn(face.range, text));
    // Every CJK character is in exactly one face, and no Latin one (the Latin face draws those).
    expect(drawn.sort()).toEqual([...new Set('山田太郎です。ソフトウェアエンジニア')].sort());
    for (const face of faces) {
      const file = `.${face.url}`;
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).length).toBeLessThan(40_000);
    }
    const css = fontFaceCss(font, subsets, faces);
    expect(css.match(/@font-face/g)).toHaveLength(faces.length + 1);
    expect(css).not.toContain('[');
  });
});

describe('the Latin script’s letters beyond Latin’s own', () => {
  const serbian = 'Milica Petrović: iskustvo, đak, žičara, šuma, čaša, ćup. Hi, I’m here.';

  it('are cut to the letters the site writes, each in the first subset that names it', async () => {
    const font = findFontPackage('Inter');
    if (!font) throw new Error('Inter is not installed');
    const subsets = subsetsFor(font, serbian);
    expect(subsets).toEqual(expect.arrayContaining(['latin', 'latin-ext', 'vietnamese']));
    const faces = await cutFaces(font, subsets, serbian);
    // đ is Vietnamese's too: Latin Extended draws it, and Vietnamese's face has nothing to draw.
    expect(faces.map((face) => face.subset)).toEqual(['latin-ext']);
    const [face] = faces;
    expect(charactersIn(face!.range, serbian).sort()).toEqual(['ć', 'č', 'đ', 'š', 'ž'].sort());
    // And their capitals, which labels set in capitals draw (Turkish ğ as Ğ, i as İ).
    expect(charactersIn(face!.range, 'ĆČĐŠŽ')).toHaveLength(5);
    const words = 'Bağlantılar, iletişim';
    const turkish = await cutFaces(font, subsetsFor(font, words), words);
    expect(charactersIn(turkish[0]!.range, 'ĞİI')).toEqual(['Ğ', 'İ']);
    expect(readFileSync(`.${face!.url}`).length).toBeLessThan(10_000);
    const css = fontFaceCss(font, subsets, faces);
    expect(css.match(/@font-face/g)).toHaveLength(2);
  });

  it('are preloaded with Latin’s where the page writes them, as its words are drawn in them', () => {
    const font = findFontPackage('Inter');
    if (!font) throw new Error('Inter is not installed');
    expect(preloadedFaces(font, serbian)).toEqual([
      'inter-latin-wght-normal.woff2',
      'inter-latin-ext-wght-normal.woff2',
    ]);
    expect(preloadedFaces(font, 'Alex Morgan: experience, projects, café')).toEqual([
      'inter-latin-wght-normal.woff2',
    ]);
  });
});

describe('the subsets a site declares', () => {
  it('are Latin and those of the characters the site draws, never of a line end', () => {
    const font = findFontPackage('Noto Sans Arabic');
    if (!font) throw new Error('Noto Sans Arabic is not installed');
    const symbols = Object.keys(font.ranges).find(
      (subset) => charactersIn(font.ranges[subset] ?? '', '\n').length,
    );
    // The family's symbols subset names the control characters: a Markdown page's line ends.
    expect(symbols).toBeDefined();
    const page = '# مرحبا\n\nأنا مهندسة برمجيات.\r\n\tHello\n';
    expect(subsetsFor(font, page)).toEqual(['latin', 'arabic']);
    expect(subsetsFor(font, `${page} ★`)).toContain(symbols);
  });
});

describe('the faces preloaded for the first paint', () => {
  const faces = (family: string, text: string) => {
    const font = findFontPackage(family);
    if (!font) throw new Error(`${family} is not installed`);
    return preloadedFaces(font, text).map((face) => face.replace(`${font.id}-`, ''));
  };
  // Each page's words in its own script, from the interface packs (never the sample's).
  const words = (language: string) => Object.values(packFor(language) ?? {}).join(' ');

  it('adds the face of the page’s own script to Latin’s', () => {
    expect(faces('Heebo', words('he'))).toEqual([
      'latin-wght-normal.woff2',
      'hebrew-wght-normal.woff2',
    ]);
    expect(faces('Noto Sans Arabic', words('ar'))).toEqual([
      'latin-wght-normal.woff2',
      'arabic-wght-normal.woff2',
    ]);
  });

  it('preloads Latin’s alone for a Latin page, a page whose script the font lacks, or CJK', () => {
    expect(faces('Heebo', words('en'))).toEqual(['latin-wght-normal.woff2']);
    // A few words of another script in a Latin page do not make it that script's.
    expect(faces('Heebo', `${words('en')} ${words('he').slice(0, 40)}`)).toEqual([
      'latin-wght-normal.woff2',
    ]);
    expect(faces('Noto Sans JP', words('ja'))).toEqual(['latin-wght-normal.woff2']);
  });

  it('preloads each weight the theme uses of a static family, which has a file per weight', () => {
    const font = findFontPackage('Poppins');
    if (!font) throw new Error('Poppins is not installed');
    expect(font.variable).toBe(false);
    const latin = preloadedFaces(font, words('en'));
    expect(latin).toEqual(font.weights.map((weight) => `poppins-latin-${weight}-normal.woff2`));
    expect(font.weights).toEqual(expect.arrayContaining([400, 700]));
    // A page in the family's other script: that script's weights too.
    const hindi = preloadedFaces(font, words('hi') || 'नमस्ते दुनिया मैं इंजीनियर हूँ');
    expect(hindi).toEqual([
      ...latin,
      ...font.weights.map((weight) => `poppins-devanagari-${weight}-normal.woff2`),
    ]);
  });
});

describe('a family’s average character', () => {
  it('is measured from its letters, narrower for a narrower family, so a line holds as many in any', async () => {
    const inter = await averageCharacter(findFontPackage('Inter')!);
    const roboto = await averageCharacter(findFontPackage('Roboto')!);
    // Roboto's letters are narrower than Inter's (its "0"s, which a `ch` counts, narrower still).
    expect(roboto).toBeLessThan(inter);
    // In the owner's own words, which may run narrower than English (or wider).
    const owners = await averageCharacter(findFontPackage('Inter')!, 'lili ili '.repeat(60));
    expect(owners).toBeLessThan(inter - 0.1);
    // Words in a script the face does not draw leave the measure as the rest makes it, not
    // their spaces.
    const mixed = await averageCharacter(findFontPackage('Inter')!, 'שלום עולם '.repeat(200));
    expect(mixed).toBe(inter);
    for (const width of [inter, roboto]) {
      expect(width).toBeGreaterThan(0.4);
      expect(width).toBeLessThan(0.6);
    }
  });
});
