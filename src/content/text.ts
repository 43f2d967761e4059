import { dictionaryFor, directionOf, type Dictionary, type Direction } from '../i18n/index.ts';
import type { Content } from './schema';

/** The language of the owner's interface: their setting, else English. */
export function languageOf(content: Pick<Content, 'language'>): string {
  return content.language ?? 'en';
}

const dictionaries = new WeakMap<Pick<Content, 'language' | 'text'>, Dictionary>();

/** Every interface text in the owner's language, with their own texts over it. */
export function textOf(content: Pick<Content, 'language' | 'text'>): Dictionary {
  let dictionary = dictionaries.get(content);
  if (!dictionary) {
    dictionary = dictionaryFor(languageOf(content), content.text);
    dictionaries.set(content, dictionary);
  }
  return dictionary;
}

/** Which way the owner's interface is written: the language's pack says, else its script
 * (docs/decisions/0034-direction-from-the-language.md). */
export function directionOfContent(content: Pick<Content, 'language' | 'text'>): Direction {
  return directionOf(languageOf(content), textOf(content));
}
