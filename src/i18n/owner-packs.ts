import { isDirection } from './direction.ts';
import {
  en,
  extraPluralKeys,
  retiredTextKeys,
  type Dictionary,
  type ExtraPluralKey,
  type TextKey,
} from './en.ts';

/**
 * A language pack of the owner's own (owner/i18n/<tag>.ts): her texts for a language, any of
 * them left out. Typed with the template's `Dictionary` if she likes:
 * `export default { ... } satisfies Partial<Dictionary>`.
 */
export type OwnerPack = Partial<Dictionary>;

/** A pack file's name is the language's primary subtag ('it', 'nl', 'pt'): the pack serves every
 * tag of that language ('pt-BR'), as the template's packs do; or the subtag and a script, for a
 * language written in more than one ('sr-latn', 'zh-hant': `packTag` in ./index.ts). */
export const ownerPackTag = /^[a-z]{2,3}(-[a-z]{4})?$/;

/** The owner's pack over the template's pack for the language (if it ships one), over English:
 * a text she leaves out is the template's, else English. */
export function withOwnerPack(pack: OwnerPack, templatePack: Dictionary | undefined): Dictionary {
  return { ...en, ...templatePack, ...pack };
}

export type OwnerPackCheck = {
  /** Names that are not interface texts (a typo). */
  unknown: string[];
  /** Texts the site no longer shows: left alone, and said so. */
  retired: string[];
  /** Texts that are not non-empty strings. */
  empty: (TextKey | ExtraPluralKey)[];
  /** Its `direction`, when it says one that is neither 'ltr' nor 'rtl'. */
  badDirection?: unknown;
  /** Texts neither her pack nor the template's has: shown in English. */
  english: TextKey[];
};

/** What the build says about an owner's pack: it fails on unknown or empty texts, and warns
 * about the texts that fall back to English, naming them. */
export function checkOwnerPack(
  pack: Record<string, unknown>,
  templatePack: Dictionary | undefined,
): OwnerPackCheck {
  const keys = Object.keys(en) as TextKey[];
  const optional: readonly string[] = extraPluralKeys;
  const retired: readonly string[] = retiredTextKeys;
  return {
    unknown: Object.keys(pack).filter(
      (key) =>
        !(key in en) && !optional.includes(key) && !retired.includes(key) && key !== 'direction',
    ),
    retired: Object.keys(pack).filter((key) => retired.includes(key)),
    empty: [...keys, ...extraPluralKeys].filter(
      (key) => key in pack && (typeof pack[key] !== 'string' || !String(pack[key]).trim()),
    ),
    english: templatePack ? [] : keys.filter((key) => !(key in pack)),
    ...('direction' in pack && !isDirection(pack.direction)
      ? { badDirection: pack.direction }
      : {}),
  };
}
