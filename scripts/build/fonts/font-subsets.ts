// Fontsource cuts a CJK family into about a hundred numbered unicode-range files ('[0]'…'[119]'),
// each some thousands of glyphs. The site needs the few hundred its words use: the build makes,
// of each file the words touch, a subset of just those characters (harfbuzz's hb-subset, its
// weight axis kept), so a first visit downloads tens of kilobytes, not megabytes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';

/** A subset Fontsource names by number: a slice of a CJK family. */
export const isNumberedSubset = (subset: string) => /^\[\d+\]$/.test(subset);

/** The built page's @font-face rules of a CJK family's numbered files (its asset names keep the
 * number: 'noto-sans-jp-12-wght-normal-<hash>.woff2'): each lists the owner's characters it
 * draws, so they weigh with the owner's words, not with the template. */
export const numberedFaceRules = (html: string, fontId: string): string[] =>
  html.match(
    new RegExp(
      `@font-face\\{[^}]*/${fontId}-\\d+-(wght|\\d{3})-normal-[\\w-]+\\.woff2[^}]*\\}`,
      'g',
    ),
  ) ?? [];

/** The code points of a CSS unicode-range, as [start, end] pairs ('U+6??' is U+600-6FF). */
export function rangePairs(range: string): [number, number][] {
  return range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part) => {
      const [start = '0', end = start] = part.split('-');
      return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(end.replace(/\?/g, 'f'), 16)];
    });
}

/**
 * A unicode-range with its runs merged across gaps of at most `gap` code points: Fontsource
 * lists a script's rarely used blocks one run at a time (Arabic's 70 runs of mathematical
 * letters), bytes of every page's first round trip. A face named for a few code points it lacks
 * is at most downloaded for one of them, and the browser takes that character from the next font.
 */
export function mergedRange(range: string, gap = 8): string {
  const runs = rangePairs(range).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of runs) {
    const last = merged.at(-1);
    if (last && start - last[1] - 1 <= gap) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return merged
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',');
}

/** A unicode-range without these characters, runs split around them. */
export function rangeWithout(range: string, characters: readonly string[]): string {
  const left = characters.map((char) => char.codePointAt(0) ?? 0).sort((a, b) => a - b);
  const runs = rangePairs(range).flatMap(([start, end]) => {
    const parts: [number, number][] = [];
    let from = start;
    for (const point of left) {
      if (point < from || point > end) continue;
      if (point > from) parts.push([from, point - 1]);
      from = point + 1;
    }
    if (from <= end) parts.push([from, end]);
    return parts;
  });
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',');
}

/** The characters of `text` a unicode-range covers, each once, in code point order. */
export function charactersIn(range: string, text: string): string[] {
  const pairs = rangePairs(range);
  const points = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  return points
    .filter((point) => pairs.some(([start, end]) => point >= start && point <= end))
    .map((point) => String.fromCodePoint(point));
}

/** A unicode-range of exactly these characters, runs written as ranges: 'U+3042-3044,U+4E00'. */
export function unicodeRangeOf(characters: readonly string[]): string {
  const points = characters.map((char) => char.codePointAt(0) ?? 0).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(',');
}

export type SubsetFace = {
  subset: string;
  weight: number | undefined;
  /** The subset's file, a path from the project's root ('/node_modules/.cache/…'). */
  url: string;
  range: string;
};

/**
 * Of each numbered file, the face of just the characters of `text` it holds: made once and kept
 * (node_modules/.cache/portfolio-fonts, named by the file and the characters).
 */
export async function subsetFaces(
  faces: { subset: string; weight: number | undefined; file: string }[],
  ranges: Record<string, string>,
  text: string,
  root = process.cwd(),
): Promise<SubsetFace[]> {
  const dir = join(root, 'node_modules/.cache/portfolio-fonts/subsets');
  const made: SubsetFace[] = [];
  for (const { subset, weight, file } of faces) {
    const characters = charactersIn(ranges[subset] ?? '', text);
    if (characters.length === 0) continue;
    const data = readFileSync(file);
    const hash = createHash('sha256')
      .update(data)
      .update(characters.join(''))
      .digest('hex')
      .slice(0, 16);
    // Named as the package's file is (its asset gets a hash of its own), in a folder of the
    // characters' hash.
    const out = join(dir, hash, basename(file));
    if (!existsSync(out)) {
      const subsetted = await subsetFont(data, characters.join(''), { targetFormat: 'woff2' });
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, subsetted);
    }
    made.push({
      subset,
      weight,
      url: `/${relative(root, out).split('\\').join('/')}`,
      range: unicodeRangeOf(characters),
    });
  }
  return made;
}
