// The owner's font as the résumé's PDF and the sharing card draw it: TrueType faces at each
// weight the theme uses, unpacked from Fontsource's WOFF2 (a variable font's made static).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create as openFont } from 'fontkit';
import subsetFont from 'subset-font';
import { instanceAt, renamed, weightAxis } from './font-instance.ts';
import { defaultFont } from '../../../src/theme/tokens.ts';
import { charactersIn, isNumberedSubset } from './font-subsets.ts';
import {
  type FontPackage,
  unpackWoff2,
  faceFile,
  findFontPackage,
  subsetsFor,
} from './font-package.ts';

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
