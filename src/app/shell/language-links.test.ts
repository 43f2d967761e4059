import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../../i18n';
import { languageBase, preferredLanguage } from './language-links';

const all = siteLanguages('en', ['de', 'fr-CA']);
const [main, german, french] = all;

describe('a language’s address', () => {
  it('is the main site’s base with its folder, from any language’s page', () => {
    expect(languageBase(german!, main, '/portfolio/')).toBe('/portfolio/de/');
    expect(languageBase(main, german!, '/portfolio/de/')).toBe('/portfolio/');
    expect(languageBase(french!, german!, '/portfolio/de/')).toBe('/portfolio/fr-CA/');
    expect(languageBase(german!, main, '/')).toBe('/de/');
  });
});

describe('the language a visitor’s browser prefers', () => {
  it('is the first of her languages the site has, by its primary subtag', () => {
    expect(preferredLanguage(all, main, ['it', 'de-CH', 'fr'])).toBe(german);
    expect(preferredLanguage(all, main, ['fr-FR', 'de'])).toBe(french);
    expect(preferredLanguage(all, german!, ['en-GB'])).toBe(main);
  });

  it('is in her script where the site writes her language in more than one', () => {
    const serbian = siteLanguages('sr-Latn', ['sr', 'en']);
    const [latin, cyrillic] = serbian;
    // Serbia's Serbian is written in Cyrillic, Montenegro's in Latin.
    expect(preferredLanguage(serbian, latin!, ['sr-RS'])).toBe(cyrillic);
    expect(preferredLanguage(serbian, cyrillic!, ['sr-ME'])).toBe(latin);
    expect(preferredLanguage(serbian, latin!, ['sr-Latn-RS', 'en'])).toBeUndefined();
    const chinese = siteLanguages('en', ['zh-CN', 'zh-TW']);
    expect(preferredLanguage(chinese, chinese[0]!, ['zh-HK'])).toBe(chinese[2]);
    expect(preferredLanguage(chinese, chinese[0]!, ['zh'])).toBe(chinese[1]);
  });

  it('is none when her first such language is the page’s, or the site has none of hers', () => {
    expect(preferredLanguage(all, main, ['en-US', 'de'])).toBeUndefined();
    expect(preferredLanguage(all, german!, ['de-AT', 'en'])).toBeUndefined();
    expect(preferredLanguage(all, main, ['it', 'ja'])).toBeUndefined();
    expect(preferredLanguage(all, main, [])).toBeUndefined();
  });
});
