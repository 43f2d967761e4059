import { en, type Dictionary } from '../i18n';

/**
 * The English interface texts that would betray a page not in the owner's language: those the
 * owner's words say otherwise, long enough not to be a word both languages share, cut at their
 * first `{mark}`. A text the owner's own words also have, or their own content holds (a job "Jan 2020 – Present") is theirs,
 * not the interface's, and is left out.
 */
export function untranslated(words: Dictionary, ownContent: unknown = {}): string[] {
  const own = JSON.stringify(ownContent);
  // A word the two languages share ("Articles") is the owner's language too.
  const theirs = Object.values(words).join('\n');
  return Object.entries(en)
    .filter(([key, english]) => words[key as keyof Dictionary] !== english)
    .filter(([, english]) => !theirs.includes(english))
    .map(([, english]) => (english.split('{')[0] ?? '').trim())
    .filter((english) => english.length > 4 && !own.includes(english));
}
