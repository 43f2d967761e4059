// Satori, which draws the sharing card, lays every line out left to right. A card in a language
// written right to left is laid out here instead: a paragraph's words, in their order, are boxes
// in a row that runs from the right and wraps (so the first word is at the right of the first
// line), a run of left-to-right words (an English product name) one box in its own order.
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Whether a text reads left to right by its first strong letter (an English tagline on a
 * Hebrew card), as the site's paragraphs do (unicode-bidi: plaintext). */
export function readsLeftToRight(text: string): boolean {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 0;
}

/** A paragraph's words in reading order, those of one left-to-right run joined into one group. */
export function rightToLeftGroups(text: string): string[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const groups: string[] = [];
  let leftToRight = false;
  let at = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const start = text.indexOf(word, at);
    at = start + word.length;
    // A word of the right-to-left paragraph's own run is at an odd level; an English word, at
    // an even one, stays with the English words next to it.
    const even = [...word].every((_, index) => (levels[start + index] ?? 1) % 2 === 0);
    const isLatinRun = even && /\p{L}/u.test(word);
    if (isLatinRun && leftToRight && groups.length > 0)
      groups[groups.length - 1] = `${groups.at(-1)} ${word}`;
    else groups.push(word);
    leftToRight = isLatinRun;
  }
  return groups;
}

/**
 * A group's pieces in reading order, to be laid out from the right like the words: satori draws
 * a box's text left to right, and a right-to-left run's letters in their order only as a word of
 * letters. So "ב-2023." is "ב", "-", "2023", "." (a left-to-right run one piece, its own order).
 */
export function directionRuns(group: string): string[] {
  const chars = [...group];
  const { levels } = bidi.getEmbeddingLevels(group, 'rtl');
  const runs: { text: string; odd: boolean }[] = [];
  let unit = 0;
  for (const char of chars) {
    // Levels are per UTF-16 unit; a character's is its first unit's.
    const odd = (levels[unit] ?? 1) % 2 === 1;
    unit += char.length;
    const last = runs.at(-1);
    if (last && last.odd === odd) last.text += char;
    else runs.push({ text: char, odd });
  }
  return runs.flatMap(({ text, odd }) =>
    odd ? (text.match(/[\p{L}\p{M}]+|[^\p{L}\p{M}]/gu) ?? []) : [text],
  );
}
