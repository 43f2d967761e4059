import { languagePacks } from './language-packs.ts';
import { offerTextOf, type OfferText } from './offer-text.ts';

/**
 * Each language's offer (./offer-text.ts) by its pack's tag (`packTag`), English among them. The site's
 * build serves this module with the offers of its own languages only, the owner's packs over the
 * template's (scripts/build/owner/language-plugin.ts): a page ships a few words of each other language,
 * not its whole pack.
 */
export const offerTexts: Record<string, OfferText> = Object.fromEntries(
  Object.entries(languagePacks).map(([tag, pack]) => [tag, offerTextOf(pack)]),
);
