// What a page calls its parts, in the language it is written in: the interface's words, the
// owner's own where the page is in the site's language.
import { en, fillText, packFor, type Dictionary } from '../../../src/i18n/index.ts';

/** What a page calls its parts in its language: its footnotes (their heading, for screen
 * readers, and each back link's label), each heading's link to itself, a diagram without a title
 * (by the words it shows). */
export type PageWords = {
  footnotes: string;
  backLabel: (reference: number) => string;
  sectionLink: (heading: string) => string;
  diagramOf: (labels: readonly string[]) => string;
};

/** What a page calls its parts, in the language it is written in. */
export function pageWordsIn(tag: string, own?: Dictionary): PageWords {
  const words = own ?? { ...en, ...packFor(tag) };
  const number = new Intl.NumberFormat(tag);
  const list = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
  return {
    footnotes: words.footnotes,
    backLabel: (reference) => words.backToReference.replace('{n}', number.format(reference)),
    sectionLink: (heading) => fillText(words.sectionLink, { heading }),
    diagramOf: (labels) => fillText(words.diagramOf, { labels: list.format(labels) }),
  };
}
