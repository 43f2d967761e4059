import { describe, expect, it } from 'vitest';
import { siteLanguages, type SiteLanguage } from '../i18n';
import { preferredLanguage } from './language-choice';

const all = siteLanguages('en', ['de', 'fr-CA']);
const [main, german, french] = all;

/** The tag of the site's language her browser prefers, on a page in `current`. */
const prefers = (site: readonly SiteLanguage[], current: SiteLanguage, preferences: string[]) =>
  preferredLanguage(
    site.map((language) => language.tag),
    current.tag,
    preferences,
  );

describe('the language a visitor’s browser prefers', () => {
  it('is the first of her languages the site has, by its primary subtag', () => {
    expect(prefers(all, main, ['it', 'de-CH', 'fr'])).toBe(german!.tag);
    expect(prefers(all, main, ['fr-FR', 'de'])).toBe(french!.tag);
    expect(prefers(all, german!, ['en-GB'])).toBe(main.tag);
  });

  it('is in her script where the site writes her language in more than one', () => {
    const serbian = siteLanguages('sr-Latn', ['sr', 'en']);
    const [latin, cyrillic] = serbian;
    // Serbia's Serbian is written in Cyrillic, Montenegro's in Latin.
    expect(prefers(serbian, latin!, ['sr-RS'])).toBe(cyrillic!.tag);
    expect(prefers(serbian, cyrillic!, ['sr-ME'])).toBe(latin!.tag);
    expect(prefers(serbian, latin!, ['sr-Latn-RS', 'en'])).toBeUndefined();
    const chinese = siteLanguages('en', ['zh-CN', 'zh-TW']);
    expect(prefers(chinese, chinese[0]!, ['zh-HK'])).toBe(chinese[2]!.tag);
    expect(prefers(chinese, chinese[0]!, ['zh'])).toBe(chinese[1]!.tag);
  });

  it('is none when her first such language is the page’s, or the site has none of hers', () => {
    expect(prefers(all, main, ['en-US', 'de'])).toBeUndefined();
    expect(prefers(all, german!, ['de-AT', 'en'])).toBeUndefined();
    expect(prefers(all, main, ['it', 'ja'])).toBeUndefined();
    expect(prefers(all, main, [])).toBeUndefined();
  });
});
