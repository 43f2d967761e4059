import type { Dictionary, TextKey } from './en.ts';

/**
 * The texts a page shows in ANOTHER of the site's languages: its offer of that language to a
 * visitor whose browser prefers it (src/app/shell/language-offer.tsx), in that language's words.
 */
export const offerTextKeys = [
  'languageOffer',
  'closeLanguageOffer',
] as const satisfies readonly TextKey[];

export type OfferText = Pick<Dictionary, (typeof offerTextKeys)[number]>;

/** A language's offer out of its dictionary. */
export function offerTextOf(dictionary: Dictionary): OfferText {
  return Object.fromEntries(offerTextKeys.map((key) => [key, dictionary[key]])) as OfferText;
}
