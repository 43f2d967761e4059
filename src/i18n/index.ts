import {
  en,
  extraPluralKeys,
  retiredTextKeys,
  type CountedText,
  type Dictionary,
  type ExtraPluralKey,
  type TextKey,
} from './en.ts';
import { languagePacks } from './language-packs.ts';
import { withOwnerPack, type OwnerPack } from './owner-packs.ts';

export {
  en,
  extraPluralKeys,
  retiredTextKeys,
  languagePacks,
  type Dictionary,
  type ExtraPluralKey,
  type OwnerPack,
  type TextKey,
};
export { directionOf, scriptDirection, type Direction } from './direction.ts';
export { listNumbering } from './list-numbering.ts';
export {
  languageName,
  languageNameInText,
  siteLanguages,
  type SiteLanguage,
  type SiteLanguages,
} from './site-languages.ts';

export const textKeys = Object.keys(en) as TextKey[];

/**
 * Which of `packs` a language tag reads: its script's where there is one ('zh-hant' for 'zh-TW',
 * 'zh-HK' and 'zh-Hant', as the tag's likely script says), else its language's ('pt' for 'pt-BR').
 */
export function packTag(language: string, packs: Record<string, unknown> = languagePacks): string {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  let script: string | undefined;
  try {
    script = new Intl.Locale(language).maximize().script?.toLowerCase();
  } catch {
    script = undefined;
  }
  const scripted = script && `${primary}-${script}`;
  return scripted && scripted in packs ? scripted : primary;
}

/** The pack for a language tag (`packTag`), or none. */
export function packFor(language: string): Dictionary | undefined {
  return (languagePacks as Record<string, Dictionary>)[packTag(language)];
}

/**
 * Adds the owner's packs (owner/i18n/) to the languages, each over the template's pack of its
 * language. For the build's own scripts, which read src/i18n as it is; the site's bundle and the
 * unit tests get a language-packs module made with them (scripts/build/owner/language-plugin.ts).
 */
export function addOwnerPacks(packs: Record<string, OwnerPack>): void {
  for (const [tag, pack] of Object.entries(packs))
    (languagePacks as Record<string, Dictionary>)[tag] = withOwnerPack(pack, packFor(tag));
}

/** The owner's words: their language's pack with their own texts over it. */
export function dictionaryFor(language: string, overrides: Partial<Dictionary> = {}): Dictionary {
  return { ...(packFor(language) ?? en), ...overrides };
}

/** A counted text in the form the language's plural rules give `count` (`starsFew` for 3 in
 * Polish), falling back to its `Other` form where the dictionary has no such form. Not filled
 * in: the count is often shown apart from its words. */
export function countedText(
  dictionary: Dictionary,
  name: CountedText,
  count: number,
  language: string,
): string {
  const form = new Intl.PluralRules(language).select(count);
  if (form === 'one') return dictionary[`${name}One`];
  const key = `${name}${form.charAt(0).toUpperCase()}${form.slice(1)}` as ExtraPluralKey;
  return dictionary[key] ?? dictionary[`${name}Other`];
}

/** A text with its `{name}` marks filled in. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );
}

/** A text around one value that is shown as an element of its own (a <code> path): the parts
 * before and after its mark. */
export function splitAt(text: string, name: string): [before: string, after: string] {
  const at = text.indexOf(`{${name}}`);
  if (at < 0) return [text, ''];
  return [text.slice(0, at), text.slice(at + name.length + 2)];
}
