// The faces a page declares and preloads: whole subsets as Fontsource ships them, the Latin
// script's extensions and a CJK family's numbered files cut to the site's characters.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  charactersIn,
  isNumberedSubset,
  mergedRange,
  rangePairs,
  rangeWithout,
  subsetFaces,
  type SubsetFace,
} from './font-subsets.ts';
import { type FontPackage, faceFile } from './font-package.ts';

/**
 * The @font-face rules, their files named by package path for Vite to copy and hash.
 * `font-display: optional`: text paints at once in the fallback and never shifts; the preloaded
 * Latin face is there in time for the first paint on all but the slowest connections.
 */
export function fontFaceCss(
  font: FontPackage,
  subsets: string[],
  madeFaces: readonly SubsetFace[] = [],
  /** Characters the family's faces leave to the next font in the stack (`wideQuotes`). */
  leftOut: readonly string[] = [],
): string {
  const faces = subsets.flatMap((subset) =>
    (font.variable ? [undefined] : font.weights).map((weight) => {
      if (isCutSubset(subset)) {
        const made = madeFaces.find((face) => face.subset === subset && face.weight === weight);
        return made ? fontFace(font, weight, made.url, made.range) : '';
      }
      const file = faceFile(font, subset, weight);
      if (!existsSync(join(font.dir, 'files', file))) return '';
      // Latin's ranges as Fontsource writes them (its first-paint face, preloaded); another
      // script's merged across the gaps between its runs.
      const range = rangeWithout(font.ranges[subset] ?? '', leftOut);
      return fontFace(
        font,
        weight,
        `${font.name}/files/${file}`,
        subset.startsWith('latin') ? range : mergedRange(range),
      );
    }),
  );
  return faces.filter(Boolean).join('\n');
}

function fontFace(font: FontPackage, weight: number | undefined, url: string, range: string) {
  return `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: optional;
  font-weight: ${weight ?? '100 900'};
  src: url('${url}') format('${font.variable ? 'woff2-variations' : 'woff2'}');
  unicode-range: ${range};
}`;
}

/**
 * The subsets of the Latin script beyond Latin's own, in the order they take a character both
 * name (đ is in both). A page needs a few of their hundreds of letters (Serbian's č ć đ š ž,
 * Polish's ą ł ś…), so they are cut to the site's characters as a CJK family's numbered files
 * are: small enough to preload with Latin's (`preloadedFaces`).
 */
const latinExtensions = ['latin-ext', 'vietnamese'];

/** Whether a subset's face is cut to the site's characters (`cutFaces`). */
export const isCutSubset = (subset: string) =>
  isNumberedSubset(subset) || latinExtensions.includes(subset);

/** The faces of the cut subsets (`isCutSubset`) the site's text touches, each of just the
 * characters it is the first to draw (./font-subsets.ts). */
export async function cutFaces(font: FontPackage, subsets: string[], siteText: string) {
  const facesOf = (subset: string) =>
    (font.variable ? [undefined] : font.weights)
      .map((weight) => ({
        subset,
        weight,
        file: join(font.dir, 'files', faceFile(font, subset, weight)),
      }))
      .filter(({ file }) => existsSync(file));
  // A character a whole named subset (Latin) draws is left to it: two faces would overlap. Each
  // letter in both cases: labels are set in capitals by CSS (Turkish ğ as Ğ, i as İ).
  const whole = subsets.filter((subset) => !isCutSubset(subset));
  const cased = siteText + siteText.toUpperCase() + siteText.toLocaleUpperCase('tr');
  let text = [...new Set(cased + cased.toLowerCase())]
    .filter((char) => !whole.some((subset) => charactersIn(font.ranges[subset] ?? '', char).length))
    .join('');
  const made: SubsetFace[] = [];
  for (const subset of latinExtensions.filter((each) => subsets.includes(each))) {
    const faces = await subsetFaces(facesOf(subset), font.ranges, text);
    made.push(...faces);
    const taken = charactersIn(font.ranges[subset] ?? '', text);
    text = [...text].filter((char) => !taken.includes(char)).join('');
  }
  const numbered = subsets.filter(isNumberedSubset).flatMap(facesOf);
  return [...made, ...(await subsetFaces(numbered, font.ranges, text))];
}

/** The first paint's face: Latin, regular. */
export const preloadedFace = (font: FontPackage) => faceFile(font, 'latin');

/**
 * The faces the first paint needs, preloaded: Latin's, and where the page is written in another
 * script of a named subset (Hebrew, Arabic, Cyrillic, Greek, Devanagari...), that script's too;
 * without it, `font-display: optional` draws a first visit's words in the fallback. The page's
 * script is the named subset that draws most of its letters (`pageText`: the owner's words and
 * the interface's, in the page's language). A CJK page's faces are numbered subsets cut to its
 * characters, several files: Latin's alone is preloaded there. A static family has a file per
 * weight: each the theme uses is preloaded, or the name and the headings (bold, semi-bold) would
 * stay in the fallback beside body text in the font.
 */
export function preloadedFaces(font: FontPackage, pageText: string): string[] {
  const letters = [...pageText].filter((char) => /\p{L}/u.test(char));
  let best = { subset: '', count: 0 };
  for (const [subset, range] of Object.entries(font.ranges)) {
    if (subset === 'latin' || isCutSubset(subset)) continue;
    const pairs = rangePairs(range);
    const count = letters.filter((char) => {
      const point = char.codePointAt(0) ?? 0;
      return pairs.some(([start, end]) => point >= start && point <= end);
    }).length;
    if (count > best.count) best = { subset, count };
  }
  // The Latin script's other subsets whose letters the page writes (cut small: `cutFaces`),
  // of the letters no whole subset draws.
  const whole = Object.keys(font.ranges).filter((subset) => !isCutSubset(subset));
  let beyondLatin = letters.filter(
    (char) => !whole.some((subset) => charactersIn(font.ranges[subset] ?? '', char).length),
  );
  const extensions = latinExtensions.filter((subset) => {
    const drawn = beyondLatin.filter(
      (char) => charactersIn(font.ranges[subset] ?? '', char).length,
    );
    beyondLatin = beyondLatin.filter((char) => !drawn.includes(char));
    return drawn.length > 0;
  });
  const subsets = [
    'latin',
    ...extensions,
    ...(best.count > letters.length / 4 ? [best.subset] : []),
  ];
  const weights = font.variable ? [undefined] : font.weights;
  return subsets
    .flatMap((subset) => weights.map((weight) => faceFile(font, subset, weight)))
    .filter((file) => existsSync(join(font.dir, 'files', file)));
}
