import { de } from './de.ts';
import { en, type Dictionary } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { pt } from './pt.ts';

/**
 * The interface's languages, by their BCP 47 primary subtag. A new language is one file beside
 * this one (`it.ts`, typed `Dictionary`, so a missing key fails the type check) and its line here.
 * The site ships only English and the owner's (scripts/site/language-plugin.ts).
 */
export const languagePacks: Record<string, Dictionary> = { en, de, fr, es, pt };
