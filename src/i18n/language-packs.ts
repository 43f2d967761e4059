import { ar } from './ar.ts';
import { de } from './de.ts';
import { en, type Dictionary } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { he } from './he.ts';
import { ja } from './ja.ts';
import { ko } from './ko.ts';
import { pt } from './pt.ts';
import { zh } from './zh.ts';
import { zhHant } from './zh-hant.ts';

/**
 * The template's interface languages, by their BCP 47 primary subtag, or with its script where a
 * language has a pack per script ('zh-hant'; `packTag` in ./index.ts) (typed `Dictionary`, so a
 * missing key fails the type check). An owner's language is one file of hers, owner/i18n/<tag>.ts,
 * added over these (./owner-packs.ts). The site ships only English and the owner's
 * (scripts/build/owner/language-plugin.ts).
 */
export const languagePacks: Record<string, Dictionary> = {
  en,
  de,
  fr,
  es,
  pt,
  ar,
  he,
  ja,
  zh,
  'zh-hant': zhHant,
  ko,
};
