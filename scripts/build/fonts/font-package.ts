// The owner's font (content.theme.font) as the Fontsource package they installed: where it is,
// its subsets and the file of each face.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decompress } from 'wawoff2';
import { rangePairs } from './font-subsets.ts';

export type FontPackage = {
  /** The family as CSS names it: 'Roboto'. */
  family: string;
  /** Fontsource's id: 'roboto'. */
  id: string;
  /** '@fontsource-variable/roboto' or '@fontsource/roboto'. */
  name: string;
  dir: string;
  variable: boolean;
  /** Its subsets with the characters each covers (a CSS unicode-range). */
  ranges: Record<string, string>;
  /** The weights of a static package, with files of their own. */
  weights: number[];
  /** Fontsource's kind of the family: 'sans-serif', 'serif', 'monospace', 'display'… */
  category: string;
};

/** The weights the theme uses (src/theme/tokens.ts): body, medium, semi-bold and bold. */
const usedWeights = [400, 500, 600, 700];

/** Fontsource's id of a family: 'IBM Plex Sans' is 'ibm-plex-sans'. */
export const fontId = (family: string) => family.trim().toLowerCase().replace(/\s+/g, '-');

/** The installed Fontsource package of a family, variable first; undefined when there is none. */
export function findFontPackage(family: string, root = process.cwd()): FontPackage | undefined {
  const id = fontId(family);
  const require = createRequire(join(root, 'package.json'));
  for (const name of [`@fontsource-variable/${id}`, `@fontsource/${id}`]) {
    let dir: string;
    try {
      dir = dirname(require.resolve(`${name}/package.json`));
    } catch {
      continue;
    }
    const metadata = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8'));
    const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8'));
    const variable = name.startsWith('@fontsource-variable/');
    const weights = (metadata.weights as number[]).filter((weight) => usedWeights.includes(weight));
    const category = typeof metadata.category === 'string' ? metadata.category : 'sans-serif';
    return { family: metadata.family, id, name, dir, variable, ranges, weights, category };
  }
  return undefined;
}

/** What to install for a family that is not installed. */
export function fontNotInstalled(family: string): string {
  const id = fontId(family);
  return `content.theme.font: the font "${family}" is not installed. Run:\n  npm install @fontsource-variable/${id}\n(or @fontsource/${id} if it has no variable version; see https://fontsource.org)`;
}

/** The subsets a site declares: Latin always, and any other its text has characters of (each
 * face declared costs the first paint bytes; a character of another script, say in a name a
 * visitor types, is drawn in the fallback font). */
export function subsetsFor(font: FontPackage, siteText: string): string[] {
  // Control characters (a Markdown page's line ends) are never drawn: a family whose symbols
  // subset names them (Noto Sans Arabic's) would otherwise declare it on every page.
  const drawn = [...siteText].filter((char) => !/\p{Cc}/u.test(char));
  const codePoints = new Set(drawn.map((char) => char.codePointAt(0) ?? 0));
  const covers = (range: string) =>
    rangePairs(range).some(([start, end]) => {
      for (const point of codePoints) if (point >= start && point <= end) return true;
      return false;
    });
  return [
    'latin',
    ...Object.keys(font.ranges).filter(
      (subset) => subset !== 'latin' && covers(font.ranges[subset] ?? ''),
    ),
  ];
}

/** The file of a subset's face at a weight (a variable package has one for all weights). */
export function faceFile(font: FontPackage, subset: string, weight = 400): string {
  // A numbered subset of a CJK family, '[12]', is the file 'noto-sans-jp-12-…'.
  const name = subset.replace(/^\[(\d+)\]$/, '$1');
  return font.variable
    ? `${font.id}-${name}-wght-normal.woff2`
    : `${font.id}-${name}-${weight}-normal.woff2`;
}

/** WOFF2 files unpacked so far, by path. The unpacker (WebAssembly) is not reentrant: two files
 * unpacked at once come out corrupt, so they take turns. */
const unpacked = new Map<string, Promise<Buffer>>();

let unpacking: Promise<unknown> = Promise.resolve();

export function unpackWoff2(file: string): Promise<Buffer> {
  let done = unpacked.get(file);
  if (!done) {
    done = unpacking.then(async () => Buffer.from(await decompress(readFileSync(file))));
    unpacking = done.catch(() => undefined);
    unpacked.set(file, done);
  }
  return done;
}
