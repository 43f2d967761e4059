// What the build measures of the owner's font: its average character, for columns measured in
// the owner's characters, and the curly quotes a CJK family draws too wide for Latin text.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { create as openFont } from 'fontkit';
import { isNumberedSubset } from './font-subsets.ts';
import { type FontPackage, faceFile, unpackWoff2 } from './font-package.ts';

/** The curly quotes and apostrophe ‘’“”. */
const curlyQuotes = ['\u2018', '\u2019', '\u201c', '\u201d'];

/**
 * The curly quotes a CJK family draws wide (half an em or more, as a Chinese face sets them to
 * stand beside ideographs): in a page of Latin text they open gaps ("I’ m"), so there the site
 * leaves them to the next font in the stack. A Latin family's are its own design, kept.
 */
export async function wideQuotes(font: FontPackage): Promise<string[]> {
  const file = join(font.dir, 'files', faceFile(font, 'latin'));
  if (!Object.keys(font.ranges).some(isNumberedSubset) || !existsSync(file)) return [];
  const face = openFont(await unpackWoff2(file));
  return curlyQuotes.filter((quote) => {
    const point = quote.codePointAt(0) ?? 0;
    if (!face.hasGlyphForCodePoint(point)) return false;
    return face.glyphForCodePoint(point).advanceWidth / face.unitsPerEm >= 0.495;
  });
}

/** Text of ordinary words, to measure a family's letters by where the owner's own are few. */
const measuredText =
  'The owner builds reliable systems, writes about what the work taught them, and keeps every step measured and simple.';

/**
 * How wide a family's average character is, in ems, in the owner's own words (`pageText`: a
 * Polish text's letters are narrower than an English one's): a line of 70 characters is 70 of
 * them in any font and language (a narrow serif held some 90 in the width of 68 of the site's
 * own font's "0"). Only what its Latin face draws counts: an ideograph is a character of its
 * own measure. The template's own guess (0.5) where the family draws no Latin.
 */
export async function averageCharacter(font: FontPackage, siteText = ''): Promise<number> {
  const file = join(font.dir, 'files', faceFile(font, 'latin'));
  if (!existsSync(file)) return 0.5;
  const face = openFont(await unpackWoff2(file));
  if (![...'aeinorst'].every((letter) => face.hasGlyphForCodePoint(letter.codePointAt(0) ?? 0)))
    return 0.5;
  // Whole words the face draws, one space apart (a Persian owner's words leave their English
  // ones, not the spaces between theirs).
  const own = siteText
    .split(/\s+/)
    .filter(
      (word) =>
        word &&
        [...word].every((character) => face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)),
    )
    .join(' ');
  const text = own.length >= 400 ? own : `${own} ${measuredText}`;
  const width = face.layout(text).advanceWidth / face.unitsPerEm;
  return Math.round((width / [...text].length) * 1000) / 1000;
}

/** The curly quotes a text in `language` takes from another font than the owner's: a CJK
 * family's wide ones, but for Chinese and Japanese, which set them so (`wideQuotes`). */
export async function quotesDrawnElsewhere(font: FontPackage, language: string) {
  return /^(zh|ja)\b/i.test(language) ? [] : await wideQuotes(font);
}
