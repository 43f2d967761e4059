// The owner's font (content.theme.font), self-hosted from the Fontsource package they installed:
// its @font-face rules for the site, the file to preload, and the faces the sharing card draws.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { decompress } from 'wawoff2';
import { create as openFont } from 'fontkit';
import subsetFont from 'subset-font';
import { instanceAt, renamed, weightAxis } from './font-instance.ts';
import { defaultFont } from '../../src/theme/tokens.ts';
import {
  charactersIn,
  isNumberedSubset,
  mergedRange,
  rangePairs,
  rangeWithout,
  subsetFaces,
  type SubsetFace,
} from './font-subsets.ts';

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
  const face = openFont(Buffer.from(await decompress(readFileSync(file))));
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
  const face = openFont(Buffer.from(await decompress(readFileSync(file))));
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

/** The curly quotes a text in `language` takes from another font than the owner's: a CJK
 * family's wide ones, but for Chinese and Japanese, which set them so (`wideQuotes`). */
export async function quotesDrawnElsewhere(font: FontPackage, language: string) {
  return /^(zh|ja)\b/i.test(language) ? [] : await wideQuotes(font);
}

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

/** WOFF2 files unpacked so far, by path. The unpacker (WebAssembly) is not reentrant: two files
 * unpacked at once come out corrupt, so they take turns. */
const unpacked = new Map<string, Promise<Buffer>>();
let unpacking: Promise<unknown> = Promise.resolve();

function unpackWoff2(file: string): Promise<Buffer> {
  let done = unpacked.get(file);
  if (!done) {
    done = unpacking.then(async () => Buffer.from(await decompress(readFileSync(file))));
    unpacking = done.catch(() => undefined);
    unpacked.set(file, done);
  }
  return done;
}

const cardSubsets = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

export type CardFont = {
  name: string;
  weight: 400 | 600 | 700;
  style: 'normal';
  data: Buffer;
  /** The script the face covers: 'latin', 'cyrillic'… */
  subset: string;
};

/** Faces made from a variable font, by file and weight: made once, kept between builds (in
 * node_modules/.cache, named by the file's content), as making one takes a second or so. */
const instances = new Map<string, Promise<Buffer>>();

function faceAt(
  file: string,
  data: Buffer,
  weight: number,
  subset: string,
  root: string,
): Promise<Buffer> {
  const key = `${file}@${weight}`;
  let face = instances.get(key);
  if (!face) {
    face = (async () => {
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      const cached = join(
        root,
        'node_modules/.cache/portfolio-fonts',
        `${hash}-${weight}-${subset}.ttf`,
      );
      if (existsSync(cached)) return readFileSync(cached);
      // The Latin face keeps the family's own name; the other scripts' are told apart by theirs.
      const made = instanceAt(data, weight, subset === 'latin' ? undefined : subset);
      try {
        mkdirSync(dirname(cached), { recursive: true });
        writeFileSync(cached, made);
      } catch {
        // no cache: made again next time
      }
      return made;
    })();
    instances.set(key, face);
  }
  return face;
}

/** What a variable font could not give: a line for the build's output. */
export const fontWarnings = new Set<string>();

/**
 * The faces the sharing card and the résumé are drawn with, for every script the font covers:
 * satori and the PDF renderer read WOFF or TTF, not WOFF2, and draw a variable font at its
 * default weight only. From the static package when it is installed (a face per weight); else
 * the variable package's WOFF2, unpacked, and a static face made from it at each weight.
 */
export async function cardFonts(
  font: FontPackage,
  root = process.cwd(),
  text = '',
  /** Characters the font draws wide that the template's font draws instead (`wideQuotes`, for a
   * text not in Chinese or Japanese): its faces of just them come first, so they are taken. */
  leftOut: readonly string[] = [],
): Promise<CardFont[]> {
  const own = await facesOf(font, root, text);
  const template = font.family === defaultFont ? undefined : findFontPackage(defaultFont, root);
  const drawnInstead = leftOut.filter((char) => text.includes(char));
  const quotes =
    template && drawnInstead.length > 0
      ? await Promise.all(
          (await facesOf(template, root, '', ['latin'])).map(async (face) => ({
            ...face,
            subset: 'quotes',
            data: renamed(
              Buffer.from(
                await subsetFont(face.data, drawnInstead.join(''), { targetFormat: 'truetype' }),
              ),
              face.weight,
              'quotes',
            ),
          })),
        )
      : [];
  if (quotes.length > 0) own.unshift(...quotes);
  // A script the text is written in that the owner's font has no file for (Cyrillic in Poppins)
  // is drawn in the template's own font, Inter, where it has one: a PDF without a face for a
  // letter draws it in a base font that cannot (garbled text), the card draws a box.
  if (!template) return own;
  const lacking = subsetsFor(template, text).filter(
    (subset) => !isNumberedSubset(subset) && !(subset in font.ranges),
  );
  if (lacking.length === 0) return own;
  const standIns = await facesOf(template, root, text);
  return [...own, ...standIns.filter((face) => lacking.includes(face.subset))];
}

async function facesOf(
  font: FontPackage,
  root: string,
  text: string,
  /** Just these subsets' faces, where not every script's is wanted. */
  only?: readonly string[],
): Promise<CardFont[]> {
  const require = createRequire(join(root, 'package.json'));
  let staticDir: string | undefined;
  try {
    staticDir = dirname(require.resolve(`@fontsource/${font.id}/package.json`));
  } catch {
    staticDir = undefined;
  }
  const weights = [400, 600, 700] as const;
  const faces: CardFont[] = [];
  // The scripts every card and résumé may need, and any other its text is written in (Hebrew,
  // Arabic, a CJK family's numbered files).
  const covering = subsetsFor(font, text).filter((subset) => !cardSubsets.includes(subset));
  for (const subset of [...cardSubsets, ...covering]) {
    if (!(subset in font.ranges) || (only && !only.includes(subset))) continue;
    if (isNumberedSubset(subset)) {
      faces.push(...(await numberedCardFaces(font, subset, text, weights, staticDir, root)));
      continue;
    }
    for (const weight of weights) {
      // The Latin face keeps the family's own name; the other scripts' are told apart by theirs.
      const part = subset === 'latin' ? undefined : subset;
      if (staticDir) {
        const file = join(staticDir, 'files', `${font.id}-${subset}-${weight}-normal.woff2`);
        if (existsSync(file))
          faces.push({
            name: font.family,
            weight,
            style: 'normal',
            data: renamed(await unpackWoff2(file), weight, part),
            subset,
          });
        continue;
      }
      const file = join(font.dir, 'files', faceFile(font, subset, weight));
      if (!existsSync(file)) continue;
      const variable = await unpackWoff2(file);
      const axis = weightAxis(variable);
      let data = renamed(variable, axis?.default ?? weight, part);
      if (axis && axis.default !== weight && weight >= axis.min && weight <= axis.max) {
        try {
          data = await faceAt(file, variable, weight, subset, root);
        } catch (error) {
          fontWarnings.add(
            `${font.family}: no ${weight} weight for the résumé and sharing card (${(error as Error).message}); install @fontsource/${font.id} for it`,
          );
        }
      }
      faces.push({ name: font.family, weight, style: 'normal', data, subset });
    }
  }
  return faces;
}

/**
 * The faces of a CJK family's numbered file for the card and the résumé: of just the characters
 * of the text it holds, at each weight (a static instance of the variable font, made by harfbuzz
 * with the subset), as TrueType; kept in node_modules/.cache/portfolio-fonts.
 */
async function numberedCardFaces(
  font: FontPackage,
  subset: string,
  text: string,
  weights: readonly (400 | 600 | 700)[],
  staticDir: string | undefined,
  root: string,
): Promise<CardFont[]> {
  const characters = charactersIn(font.ranges[subset] ?? '', text).join('');
  const faces: CardFont[] = [];
  for (const weight of weights) {
    const file = staticDir
      ? join(staticDir, 'files', faceFile({ ...font, variable: false }, subset, weight))
      : join(font.dir, 'files', faceFile(font, subset, weight));
    if (!existsSync(file)) continue;
    const data = readFileSync(file);
    const hash = createHash('sha256').update(data).update(characters).digest('hex').slice(0, 16);
    const cached = join(root, 'node_modules/.cache/portfolio-fonts/cards', `${hash}-${weight}.ttf`);
    let face: Buffer;
    if (existsSync(cached)) face = readFileSync(cached);
    else {
      face = await subsetFont(data, characters, {
        targetFormat: 'truetype',
        ...(staticDir ? {} : { variationAxes: { wght: weight } }),
      });
      mkdirSync(dirname(cached), { recursive: true });
      writeFileSync(cached, face);
    }
    // A file whose range names a character it has no glyph for is cut to nothing: a face with
    // no characters, which the card's renderer cannot read.
    if (!characters || !hasAny(face, characters)) continue;
    // Each numbered file's face under a name of its own (`renamed`).
    const named = renamed(face, weight, `cjk${subset.replace(/\D/g, '')}`);
    faces.push({ name: font.family, weight, style: 'normal', data: named, subset });
  }
  return faces;
}

function hasAny(face: Buffer, characters: string): boolean {
  try {
    const font = openFont(face);
    return [...characters].some((char) => font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0));
  } catch {
    // No character table at all.
    return false;
  }
}
