// Thai, Lao, Khmer and Myanmar are written without spaces between words, and the PDF's line
// breaker (react-pdf) breaks only at spaces, else at a hyphen it draws: a line of Thai ran past
// the margin, cut mid-word. A zero-width no-break space (U+FEFF, whitespace to the breaker,
// nothing on paper) between the words Intl finds gives it the places a Thai reader would break.
import { create as openFont } from 'fontkit';
import { cardFonts, type CardFont } from '../fonts/drawn-faces.ts';
import { findFontPackage } from '../fonts/font-package.ts';
import { defaultFont } from '../../../src/theme/tokens.ts';

/** The scripts written without spaces between words whose lines may break between them. */
const spaceless = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const wordEdge = /[\p{L}\p{M}\p{N}]/u;
/** What a break between words is drawn as, by preference: nothing (a zero-width no-break
 * space, whitespace to the breaker), else the narrowest space a face has (hair, thin). */
const zeroWidth = '\ufeff';
const breaks = [zeroWidth, '\u200a', '\u2009'];

/** The words of `text` as a reader of each script parts them: a script written without spaces
 * by Intl's dictionary, and apart from the Latin (or other) letters it runs into ("ด้วยGoบน"). */
function wordsOf(text: string): string[] {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  const runs =
    text.match(
      /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+|[^\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]+/gu,
    ) ?? [];
  return runs.flatMap((run) =>
    spaceless.test(run) ? [...segmenter.segment(run)].map((part) => part.segment) : [run],
  );
}

/** `text` with `mark` between each two words where one is of a script written without spaces. */
export function withWordBreaks(text: string, mark = zeroWidth): string {
  if (!spaceless.test(text)) return text;
  const words = wordsOf(text);
  return words
    .map((word, index) => {
      const before = words[index - 1];
      const joins =
        before !== undefined &&
        wordEdge.test(before.at(-1) ?? '') &&
        wordEdge.test(word[0] ?? '') &&
        (spaceless.test(before) || spaceless.test(word));
      return joins ? `${mark}${word}` : word;
    })
    .join('');
}

/** The characters a résumé's text may be broken with, to find the faces that draw them. */
export const breakCharacters = breaks.join('');

/** The first of `breaks` one of the faces has a glyph for. */
function breakDrawnBy(faces: CardFont[]): string | undefined {
  const fonts = faces.flatMap((face) => {
    try {
      return [openFont(face.data)];
    } catch {
      return [];
    }
  });
  return breaks.find((each) =>
    fonts.some((font) => font.hasGlyphForCodePoint(each.codePointAt(0) ?? 0)),
  );
}

/** Word breaks for the PDF, drawn as the first of `breaks` one of its faces has (none: the text
 * is left as written, rather than show a box). */
export function wordBreaksFor(faces: CardFont[]): (text: string) => string {
  const mark = breakDrawnBy(faces);
  return mark ? (text) => withWordBreaks(text, mark) : (text) => text;
}

/** Where the owner's font draws no break (IBM Plex Sans Thai has none of them), the template's
 * own font's zero-width one, as a face of its own the PDF falls back to for that character. */
export async function breakFaces(faces: CardFont[]): Promise<CardFont[]> {
  const template = findFontPackage(defaultFont);
  if (breakDrawnBy(faces) === zeroWidth || !template) return [];
  const own = await cardFonts(template, undefined, zeroWidth);
  return own.map((face) => ({ ...face, subset: 'breaks' }));
}
