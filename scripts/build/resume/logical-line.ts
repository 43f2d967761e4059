// A line of the résumé as drawn (its runs, each where it stands) read back in logical order:
// which run is read first, and the line's text written so that poppler's pdftotext, which
// reorders what it copies out, gives it back as read.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export type PlacedRun = {
  /** The run's characters in the order they are drawn, from the left. */
  text: string;
  left: number;
  right: number;
  baseline: number;
  size: number;
};

export type LineOrder = {
  /** The runs' indices in the order they are read. */
  runs: number[];
  /** Runs of neutral characters only (")." after a word) that are read backwards: pdf.js
   * turns a run around only for its right-to-left letters. */
  backwards?: Set<number>;
  /** Left-to-right characters less right-to-left ones, as poppler counts them for a page. */
  balance: number;
  /** The line's text for poppler, on a page it reads left to right or not; none for a line
   * with no right-to-left text, which it copies out as drawn. */
  actualText?: (leftToRight: boolean) => string;
};

/** The right-to-left mark: poppler takes it for a right-to-left letter. */
const mark = '\u200f';
/** A letter of a script written right to left (a mark that steers that way too). */
const rightToLeft =
  /\u200f|(?=\p{L})[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;
const leftToRight = /\u200e|\p{L}/u;
/** What poppler reads as part of a number: digits and the signs around them ("-", ".", "%",
 * ":"…), which go with the left-to-right text next to them. */
const digit = /[0-9#$%+,\-./:¢£¤¥°±²³¹\u060c\u0660-\u066c\u06f0-\u06f9\u2030-\u2034]/u;

type Kind = 'L' | 'R' | 'N';
const kindOf = (char = ''): Kind =>
  rightToLeft.test(char) ? 'R' : leftToRight.test(char) || digit.test(char) ? 'L' : 'N';

/** The order bidi-js draws `text` in with base direction `base`, mirrored characters and all:
 * for each place, the index of the character drawn there. */
function drawnOrder(text: string, base: 'ltr' | 'rtl') {
  // By UTF-16 unit, as bidi-js counts.
  const levels = bidi.getEmbeddingLevels(text, base);
  const order = Array.from({ length: text.length }, (_, index) => index);
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, levels)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  return { order, mirrored };
}

/** Mirrored characters (brackets) back as written. */
function mirrorBack(text: string, base: 'ltr' | 'rtl') {
  const { levels } = bidi.getEmbeddingLevels(text, base);
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  return text
    .split('')
    .map((unit, index) => mirrored.get(index) ?? unit)
    .join('');
}

/** The logical text of a drawn line, with where each character of it is drawn; undefined when
 * the drawing is not what bidi would draw for it in either direction. A drawing that either
 * direction would make ("שלום: x.dev" from the left, or "x.dev :שלום" from the right) is read
 * as the text it was drawn from says. */
function logical(drawn: string, written: (text: string) => number) {
  const readings: { text: string; drawnAt: number[] }[] = [];
  for (const base of ['rtl', 'ltr'] as const) {
    // Drawing reverses the runs of a level, so applying it again undoes it.
    const { order: guess } = drawnOrder(drawn, base);
    const text = mirrorBack(guess.map((index) => drawn[index]).join(''), base);
    const { order, mirrored } = drawnOrder(text, base);
    const redrawn = order.map((index) => mirrored.get(index) ?? text[index]).join('');
    if (redrawn === drawn) readings.push({ text, drawnAt: guess });
  }
  // The reading most surely of the text: part of it, then holding some of it whole.
  let best = readings[0];
  for (const reading of readings.slice(1))
    if (best && written(reading.text) > written(best.text)) best = reading;
  return best;
}

/** Presentation forms (./arabic-forms.ts) copied out as the letters written. */
const asWritten = (text: string) =>
  text.replace(/[\ufb50-\ufdff\ufe70-\ufefe]/gu, (char) => char.normalize('NFKC'));

/**
 * The line's text cut into pieces poppler keeps whole: left-to-right ones that start and end
 * with a letter or digit (neutral characters within), and right-to-left ones of everything
 * else (the neutral characters between the two directions go with them).
 */
function pieces(text: string) {
  const found: { kind: 'L' | 'R'; text: string }[] = [];
  const chars = [...text];
  let at = 0;
  while (at < chars.length) {
    if (kindOf(chars[at]) === 'L') {
      // To the last letter or digit before the next right-to-left character.
      let end = at;
      for (let next = at; next < chars.length && kindOf(chars[next]) !== 'R'; next++)
        if (kindOf(chars[next]) === 'L') end = next;
      found.push({ kind: 'L', text: chars.slice(at, end + 1).join('') });
      at = end + 1;
    } else {
      let end = at;
      while (end < chars.length && kindOf(chars[end]) !== 'L') end++;
      found.push({ kind: 'R', text: chars.slice(at, end).join('') });
      at = end;
    }
  }
  return found;
}

const reversed = (text: string) => [...text].reverse().join('');

/**
 * Poppler copies a line by the page's direction: on a left-to-right page, each stretch of
 * characters that are not left to right backwards, where it stands; on a right-to-left one, the
 * whole line backwards but each left-to-right stretch forwards. The pieces are written so that
 * this gives them back in reading order, each right-to-left one between two right-to-left marks
 * (an invisible right-to-left character), which end its stretch exactly where it ends.
 */
function writtenFor(parts: ReturnType<typeof pieces>, pageLeftToRight: boolean): string {
  const written = parts.map(({ kind, text }) =>
    kind === 'L' ? text : `${mark}${reversed(text)}${mark}`,
  );
  return pageLeftToRight ? written.join('') : `${mark}${written.reverse().join('')}${mark}`;
}

const count = (text: string) =>
  [...text].reduce(
    (sum, char) => sum + (kindOf(char) === 'R' ? -1 : leftToRight.test(char) ? 1 : 0),
    0,
  );

/** How a line's runs, placed left to right, are read; `written` says how surely a reading is
 * of the text the document was given (0: not at all). */
export function readingOrder(
  line: PlacedRun[],
  written: (text: string) => number = () => 0,
): LineOrder {
  const leftOf = (index: number) => line[index]?.left ?? 0;
  const placed = line.map((_, index) => index).sort((a, b) => leftOf(a) - leftOf(b));
  // The line as drawn, a space where runs stand apart, and the run of each character.
  let drawn = '';
  const runOf: number[] = [];
  placed.forEach((index, at) => {
    const run = line[index];
    if (!run) return;
    const before = line[placed[at - 1] ?? -1];
    if (before && run.left - before.right > run.size * 0.2) {
      drawn += ' ';
      runOf.push(-1);
    }
    for (const unit of run.text) {
      drawn += unit;
      runOf.push(...unit.split('').map(() => index));
    }
  });
  // Left-to-right text is read in the order it was drawn: texts side by side (a right-to-left
  // résumé's links, in a row from the right) in the document's order.
  if (!rightToLeft.test(drawn))
    return { runs: line.map((_, index) => index), balance: count(drawn) };
  const read = logical(drawn, written);
  if (!read) return { runs: placed, balance: count(drawn) };
  // A run is read where its first character read is.
  const firstRead = new Map<number, number>();
  read.drawnAt.forEach((drawnIndex, readIndex) => {
    const run = runOf[drawnIndex] ?? -1;
    if (run >= 0 && !firstRead.has(run)) firstRead.set(run, readIndex);
  });
  const runs = [...placed].sort((a, b) => (firstRead.get(a) ?? 0) - (firstRead.get(b) ?? 0));
  const lastRead = new Map<number, number>();
  read.drawnAt.forEach((drawnIndex, readIndex) => lastRead.set(runOf[drawnIndex] ?? -1, readIndex));
  const backwards = new Set(
    placed.filter((index) => {
      const run = line[index];
      if (!run || run.text.length < 2 || /\p{L}/u.test(run.text)) return false;
      // Its first character drawn is its last read.
      const first = read.drawnAt.indexOf(runOf.indexOf(index));
      return first === lastRead.get(index);
    }),
  );
  const parts = pieces(asWritten(read.text));
  const marks = -2 * parts.filter((part) => part.kind === 'R').length;
  return {
    runs,
    backwards,
    balance: count(parts.map((part) => part.text).join('')) + marks,
    actualText: (pageLeftToRight) => writtenFor(parts, pageLeftToRight),
  };
}
