// Arabic letters as their contextual presentation forms (isolated, final, initial, medial), for
// the résumé and the sharing card. Fonts such as Noto Sans Arabic shape a joined letter into a
// dotless base and separate dots, glyphs shared by several letters that a PDF can map back to one
// letter only (so a copied "ب" came out as "ن" or not at all), and satori places no dots at all.
// A presentation form is one glyph of its own: drawn whole, copied as a character that Unicode
// normalisation (NFKC) turns back into the letter written.
import { create as openFont } from 'fontkit';
import type { CardFont } from '../fonts/drawn-faces.ts';

/** Each letter's forms: [isolated, final, initial, medial]; one that joins only the letter
 * before it (alef, dal, reh, waw…) has the first two. */
const forms: Record<number, readonly number[]> = {
  0x0621: [0xfe80],
  0x0622: [0xfe81, 0xfe82],
  0x0623: [0xfe83, 0xfe84],
  0x0624: [0xfe85, 0xfe86],
  0x0625: [0xfe87, 0xfe88],
  0x0626: [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  0x0627: [0xfe8d, 0xfe8e],
  0x0628: [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  0x0629: [0xfe93, 0xfe94],
  0x062a: [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  0x062b: [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  0x062c: [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  0x062d: [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  0x062e: [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  0x062f: [0xfea9, 0xfeaa],
  0x0630: [0xfeab, 0xfeac],
  0x0631: [0xfead, 0xfeae],
  0x0632: [0xfeaf, 0xfeb0],
  0x0633: [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  0x0634: [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  0x0635: [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  0x0636: [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  0x0637: [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  0x0638: [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  0x0639: [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  0x063a: [0xfecd, 0xfece, 0xfecf, 0xfed0],
  0x0641: [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  0x0642: [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  0x0643: [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  0x0644: [0xfedd, 0xfede, 0xfedf, 0xfee0],
  0x0645: [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  0x0646: [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  0x0647: [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  0x0648: [0xfeed, 0xfeee],
  0x0649: [0xfeef, 0xfef0],
  0x064a: [0xfef1, 0xfef2, 0xfef3, 0xfef4],
  // Persian and Urdu.
  0x0671: [0xfb50, 0xfb51],
  0x0679: [0xfb66, 0xfb67, 0xfb68, 0xfb69],
  0x067e: [0xfb56, 0xfb57, 0xfb58, 0xfb59],
  0x0686: [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d],
  0x0688: [0xfb88, 0xfb89],
  0x0691: [0xfb8c, 0xfb8d],
  0x0698: [0xfb8a, 0xfb8b],
  0x06a9: [0xfb8e, 0xfb8f, 0xfb90, 0xfb91],
  0x06af: [0xfb92, 0xfb93, 0xfb94, 0xfb95],
  0x06ba: [0xfb9e, 0xfb9f],
  0x06be: [0xfbaa, 0xfbab, 0xfbac, 0xfbad],
  0x06c0: [0xfba4, 0xfba5],
  0x06c1: [0xfba6, 0xfba7, 0xfba8, 0xfba9],
  0x06cc: [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff],
  0x06d2: [0xfbae, 0xfbaf],
  0x06d3: [0xfbb0, 0xfbb1],
};

/** Lam with an alef after it is one ligature: [isolated, final], by the alef. */
const lamAlef: Record<number, readonly [number, number]> = {
  0x0622: [0xfef5, 0xfef6],
  0x0623: [0xfef7, 0xfef8],
  0x0625: [0xfef9, 0xfefa],
  0x0627: [0xfefb, 0xfefc],
};

const lam = 0x0644;
/** Tatweel and the zero-width joiner join on both sides and have no forms. */
const joiners = new Set([0x0640, 0x200d]);
/** Vowel marks and other combining marks sit on a letter: they neither join nor break joining. */
const isTransparent = (point: number) => /\p{Mn}/u.test(String.fromCodePoint(point));

const joinsBefore = (point: number | undefined) =>
  point !== undefined && (joiners.has(point) || (forms[point]?.length ?? 0) >= 2);
const joinsAfter = (point: number | undefined) =>
  point !== undefined && (joiners.has(point) || (forms[point]?.length ?? 0) === 4);

/** `text` with every Arabic letter in the form its neighbours give it; anything else as it is. */
export function arabicForms(text: string): string {
  if (!/[\u0600-\u06ff]/u.test(text)) return text;
  const points = [...text].map((char) => char.codePointAt(0) ?? 0);
  // The letters, marks left out, and where each is.
  const letters = points.flatMap((point, at) => (isTransparent(point) ? [] : [{ point, at }]));
  const out = [...points];
  letters.forEach(({ point, at }, index) => {
    const before = letters[index - 1]?.point;
    const after = letters[index + 1]?.point;
    const joinedBefore = joinsAfter(before) && joinsBefore(point);
    // An alef after a lam is part of the lam's ligature.
    if (before === lam && lamAlef[point]) {
      out[at] = -1;
      return;
    }
    if (point === lam && after !== undefined && lamAlef[after]) {
      out[at] = lamAlef[after][joinedBefore ? 1 : 0];
      return;
    }
    const own = forms[point];
    if (!own) return;
    const joinedAfter = joinsAfter(point) && joinsBefore(after);
    const form = joinedBefore ? (joinedAfter ? 3 : 1) : joinedAfter ? 2 : 0;
    out[at] = own[form] ?? own[0] ?? point;
  });
  return String.fromCodePoint(...out.filter((point) => point >= 0));
}

/**
 * Arabic letters drawn as their presentation forms (./arabic-forms.ts) where the font has them:
 * each joined letter one glyph that copies out as itself. A text the font has not every form
 * of is left to the renderer's shaping.
 */
export function presentationForms(faces: CardFont[]): (text: string) => string {
  const fonts = faces.filter((face) => face.weight === 400).map((face) => openFont(face.data));
  return (text) => {
    const shaped = arabicForms(text);
    if (shaped === text) return text;
    const drawable = [...shaped].every((char) => {
      const point = char.codePointAt(0) ?? 0;
      return point < 0xfb50 || fonts.some((font) => font.hasGlyphForCodePoint(point));
    });
    return drawable ? shaped : text;
  };
}
