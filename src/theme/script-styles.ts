import type { CSSObject } from '@mui/material/styles';
import type { Direction } from '../i18n/direction.ts';
import { glowAcross } from './atmosphere.ts';

/** The script a page is written in, as the theme needs it: its language and direction. */
export type PageScript = { language: string; direction: Direction };

/** Chinese, Japanese and Korean: written without spaces between words (Korean with them, but
 * broken by syllable), their own rules for breaking lines and their own line heights. */
export const isCjk = (language: string) => /^(zh|ja|ko)\b/i.test(language);

/** Scripts with capital letters, where small capitals spaced out read as a label. */
const casedScripts = new Set(['Latn', 'Cyrl', 'Grek', 'Armn']);

/** Whether the language is written in a script with letter case. Hebrew, Arabic, CJK, the
 * Indic scripts and Thai have none: a label in them is neither uppercased nor spaced out (which
 * would also pull Arabic's joined letters apart). */
export function isCased(language: string): boolean {
  try {
    return casedScripts.has(new Intl.Locale(language).maximize().script ?? 'Latn');
  } catch {
    return true;
  }
}

/** Scripts whose letters reach far above or below the Latin's (Arabic's dots and marks, the
 * vowels and tones stacked over and under Thai and the Indic scripts): the headings' tight
 * display leading would run one line's marks into the next. */
const tallScripts = new Set([
  'Arab',
  'Syrc',
  'Thaa',
  'Nkoo',
  'Thai',
  'Laoo',
  'Khmr',
  'Mymr',
  'Tibt',
  'Sinh',
  'Deva',
  'Beng',
  'Guru',
  'Gujr',
  'Orya',
  'Taml',
  'Telu',
  'Knda',
  'Mlym',
]);

/** Whether the language's script needs more leading than the Latin's in headings. */
export function isTall(language: string): boolean {
  try {
    return tallScripts.has(new Intl.Locale(language).maximize().script ?? 'Latn');
  } catch {
    return false;
  }
}

/**
 * What a page needs for its script beyond Latin, as global styles (nothing for a Latin page
 * written left to right: its CSS stays as it was). docs/decisions/0034-direction-from-the-language.md
 */
export function scriptStyles({ language, direction }: PageScript): CSSObject {
  return {
    ...(direction === 'rtl' && {
      // The owner's words and what a visitor types: each paragraph, bullet, chip and field runs
      // in the direction of its first letter, so an English bullet reads left to right and "C#"
      // stays "C#" on a Hebrew page; a value inside an interface sentence (the greeting's name)
      // is isolated, so it neither reorders nor is reordered by the words around it.
      'main :where(p, li, h2, h3, dd), input, textarea': {
        unicodeBidi: 'plaintext',
      },
      // ...yet every block keeps the page's edge: an English company name on a Hebrew page
      // starts where the Hebrew beside it does, not at the far side. (Written as the left, as
      // every rule is: the right-to-left build mirrors it. `start` would be the paragraph's own.)
      'main :where(p, li, h2, h3, dd)': { textAlign: 'left' },
      // Except in a text standing in from a language written left to right (an English article
      // on a Persian site): its blocks start at its own edge.
      'main [dir="ltr"] :where(p, li, h2, h3, dd)': { textAlign: 'start' },
      ':where(h1, p) > span': { unicodeBidi: 'isolate' },
      // The glow beside the greeting, on the page's end side.
      ':root': { [glowAcross]: '20%' },
    }),
    ...(isTall(language) && {
      // Over the scale's own (a class's): the headings' lines, the greeting's name's too.
      ':root :is(h1, h2, h3, h4, h5, h6)': { lineHeight: 1.35 },
    }),
    ...(isCjk(language) && cjkStyles(language)),
  };
}

function cjkStyles(language: string): CSSObject {
  return {
    body: {
      // A CJK face has no true italic and often one weight: never a slanted or smeared fake.
      fontSynthesis: 'none',
      // Strict rules for where a line may break before small kana and closing punctuation.
      lineBreak: 'strict',
      // A long unbroken run (a URL, a product name) wraps rather than pushing past the edge.
      overflowWrap: 'anywhere',
      // Korean breaks between words, as it is written with spaces.
      ...(/^ko\b/i.test(language) && { wordBreak: 'keep-all' }),
    },
    // Japanese breaks between phrases where the browser can tell them, in headings and running
    // text alike (not 大規/模); a browser that cannot drops the declaration, as it would under
    // @supports, without its bytes.
    ...(/^ja\b/i.test(language) && {
      ':where(h1, h2, h3, p, li, dd, figcaption)': { wordBreak: 'auto-phrase' },
    }),
  };
}
