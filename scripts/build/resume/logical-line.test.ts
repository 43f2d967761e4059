import bidiFactory from 'bidi-js';
import { describe, expect, it } from 'vitest';
import { readingOrder, type PlacedRun } from './logical-line';

const bidi = bidiFactory();

/** A line as @react-pdf draws it: bidi's visual order, brackets mirrored, cut into runs where
 * the direction changes (as runs of one level are), each placed after the one before. */
function drawn(text: string, base: 'ltr' | 'rtl'): PlacedRun[] {
  const levels = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: PlacedRun[] = [];
  let level = -1;
  order.forEach((index, at) => {
    const char = mirrored.get(index) ?? text[index]!;
    const last = runs.at(-1);
    if (last && levels.levels[index] === level) {
      last.text += char;
      last.right += 5;
    } else runs.push({ text: char, left: at * 5, right: at * 5 + 5, baseline: 0, size: 10 });
    level = levels.levels[index]!;
  });
  return runs;
}

// Poppler's classes of characters, as its text output reads them.
const popplerR = /[\u200f\u0590-\u05ff\ufb1d-\ufb4f]|(?=\p{L})\p{Script=Arabic}/u;
const popplerL = /[\u200e]|(?=\p{L})[^\p{Script=Hebrew}\p{Script=Arabic}]/u;
const popplerNumber = /[0-9#$%+,\-./:\u0660-\u066c\u06f0-\u06f9]/u;

/** How poppler's pdftotext writes out a line it holds as `text`: on a left-to-right page each
 * stretch of right-to-left characters backwards; on a right-to-left one the whole line
 * backwards, each left-to-right stretch forwards (TextOutputDev's reorderText). */
function popplerCopy(text: string, pageLeftToRight: boolean): string {
  const chars = [...text];
  const isR = (char: string) => popplerR.test(char);
  const isLOrNumber = (char: string) => popplerL.test(char) || popplerNumber.test(char);
  let out = '';
  if (pageLeftToRight) {
    let at = 0;
    while (at < chars.length) {
      let end = at;
      while (end < chars.length && !isR(chars[end]!)) out += chars[end++];
      at = end;
      while (end < chars.length && !isLOrNumber(chars[end]!)) end++;
      out += chars.slice(at, end).reverse().join('');
      at = end;
    }
  } else {
    let at = chars.length - 1;
    while (at >= 0) {
      let end = at;
      while (end >= 0 && !isLOrNumber(chars[end]!)) out += chars[end--];
      at = end;
      while (end >= 0 && !isR(chars[end]!)) end--;
      out += chars.slice(end + 1, at + 1).join('');
      at = end;
    }
  }
  return out.replace(/[\u200e\u200f]/g, '');
}

const lines: [string, 'ltr' | 'rtl'][] = [
  ['הובלתי מעבר ל-Kubernetes ב-2022 עם 3 צוותים', 'rtl'],
  ['הובלתי מעבר ל-Kubernetes שחסך 35% מעלויות הענן ב-2023.', 'rtl'],
  ['אני בונה מערכות מבוזרות (Go, Rust) שמחזיקות 99.9% זמינות.', 'rtl'],
  ['قدت الانتقال إلى Kubernetes في ٢٠٢٢ مع ٣ فرق (Go وRust).', 'rtl'],
  ['مارس ٢٠٢٢ – الآن', 'rtl'],
  ['Led the move to Kubernetes with נועה כהן in 2022.', 'ltr'],
];

describe('a drawn line read back', () => {
  it.each(lines)('"%s" is copied out by pdftotext as written, on any page', (text, base) => {
    const order = readingOrder(drawn(text, base), (reading) => (reading === text ? 2 : 0));
    for (const pageLeftToRight of [true, false])
      expect(popplerCopy(order.actualText!(pageLeftToRight), pageLeftToRight)).toBe(text);
  });

  it('draws its runs in the order they are read', () => {
    const runs = drawn('הובלתי מעבר ל-Kubernetes ב-2022', 'rtl');
    const order = readingOrder(runs);
    const read = order.runs.map((index) => runs[index]!.text);
    // Right-to-left runs are drawn backwards; each is read where it starts.
    expect(read.map((text) => (/[א-ת]/.test(text) ? [...text].reverse().join('') : text))).toEqual([
      'הובלתי מעבר ל-',
      'Kubernetes',
      ' ב-',
      '2022',
    ]);
  });

  it('is read as the text it was drawn from where either direction would draw it so', () => {
    const runs = drawn('הדגמה חיה: pager-calm.example.org', 'ltr');
    const written = (reading: string) => (reading === 'הדגמה חיה: pager-calm.example.org' ? 2 : 0);
    expect(popplerCopy(readingOrder(runs, written).actualText!(true), true)).toBe(
      'הדגמה חיה: pager-calm.example.org',
    );
  });

  it('leaves a line with no right-to-left text as it is drawn', () => {
    const order = readingOrder(drawn('Site Reliability Engineer, 2021 – 2024', 'ltr'));
    expect(order.actualText).toBeUndefined();
    expect(order.runs).toEqual([0]);
  });
});
