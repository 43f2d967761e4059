import type { Content } from '../../../src/content/schema.ts';
import { textOf } from '../../../src/content/text.ts';
import type { FontPackage } from './font-package.ts';
import { rangePairs } from './font-subsets.ts';

/** A place in the content with characters the owner's font has no glyph for. */
export type Undrawn = { where: string; chars: string[] };

/** Drawn by the visitor's system whatever the font (emoji and the marks that join them), or
 * never drawn at all (spaces, controls). */
const drawnElsewhere = /[\s\p{Cc}\p{Cf}\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0E\uFE0F]/u;
/** Values the site never draws as text: addresses, files, colours. */
const notDrawn = (value: string) =>
  /^(https?:|mailto:|\/|#[0-9a-f]{3,8}$)/i.test(value) ||
  /\.(jpe?g|png|webp|avif|svg|gif|pdf)$/i.test(value);
const skippedKeys = new Set([
  'theme',
  'icon',
  'photo',
  'image',
  'screenshot',
  'language',
  'languages',
]);

/** The code points a font package covers, from its subsets' unicode ranges. */
function coverage(font: FontPackage): (codePoint: number) => boolean {
  const spans = Object.values(font.ranges).flatMap(rangePairs);
  return (point) => spans.some(([start, end]) => point >= start && point <= end);
}

function* strings(value: unknown, where: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (!notDrawn(value)) yield [where, value];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, `${where}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (skippedKeys.has(key) || /url$/i.test(key)) continue;
      yield* strings(item, where ? `${where}.${key}` : key);
    }
  }
}

/** Where the owner's content and interface texts have characters their font cannot draw. */
export function undrawnText(content: Content, font: FontPackage): Undrawn[] {
  const covers = coverage(font);
  const found: Undrawn[] = [];
  const texts = Object.fromEntries(Object.entries(textOf(content)));
  for (const [where, text] of [...strings(content, ''), ...strings(texts, 'texts')]) {
    const chars = [...new Set(text)].filter(
      (char) => !drawnElsewhere.test(char) && !covers(char.codePointAt(0) ?? 0),
    );
    if (chars.length > 0) found.push({ where, chars });
  }
  return found;
}

/** What the sharing card draws of the content (scripts/build/sharing-cards/sharing-images.ts). */
const cardTexts = /^owner\.(name|jobTitle|tagline)$|^skills\[/;

const named = (char: string) =>
  `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

/** The build's warning for them, naming the characters and where they are; none when the font
 * draws everything. */
export function undrawnWarning(
  content: Content,
  font: FontPackage,
  mostPlaces = 8,
): string | undefined {
  const found = undrawnText(content, font);
  if (found.length === 0) return undefined;
  const places = found
    .slice(0, mostPlaces)
    .map(({ where, chars }) => `${chars.map(named).join(', ')} in ${where}`);
  if (found.length > mostPlaces) places.push(`and ${found.length - mostPlaces} more places`);
  // The sharing card draws these in the font alone: no system font stands in there.
  const onCard = found.some(({ where }) => cardTexts.test(where));
  return `font: ${font.family} has no glyph for ${places.join('; ')}. Visitors see these characters in another font of their system (or as empty boxes where they have none)${onCard ? '; the sharing card (og-image.png) draws them as empty boxes' : ''}. Choose a font that covers them (theme.font), or write them otherwise.`;
}
