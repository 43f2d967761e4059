// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { addOwnerPacks, en, languagePacks, packFor, textKeys } from '../../../src/i18n/index.ts';
import type { OfferText } from '../../../src/i18n/offer-text.ts';
import { languagePacks as languagePacksPlugin, ownerPackFiles } from './language-plugin.ts';

const offerTextsModule = resolve('src/i18n/offer-texts.ts');

/** The offers a site's build ships: the module the plugin serves, read back. */
function shippedOffers(
  owner: Parameters<typeof languagePacksPlugin>[0],
): Record<string, OfferText> {
  const plugin = languagePacksPlugin(owner, { all: false });
  const load = plugin.load as (id: string) => string | undefined;
  const source = load(offerTextsModule) ?? '';
  const json = /^export const offerTexts = (.*);$/s.exec(source)?.[1];
  return JSON.parse(json ?? 'null') as Record<string, OfferText>;
}

const packsModule = resolve('src/i18n/language-packs.ts');

describe('the interface’s words a site ships', () => {
  it('are English and its language’s pack, that of its script where there is one', () => {
    for (const [language, file, name] of [
      ['zh-TW', 'zh-hant', 'zhHant'],
      ['pt-BR', 'pt', 'pt'],
    ] as const) {
      const owner = { ...otherOwner, language };
      const plugin = languagePacksPlugin(
        { current: owner, main: owner, packs: {} },
        { all: false },
      );
      const source = (plugin.load as (id: string) => string | undefined)(packsModule) ?? '';
      expect(source).toContain(`import { ${name} } from './${file}.ts';`);
      expect(source).toContain(`"${file}": ${name}`);
      expect(source).not.toMatch(/from '\.\/zh\.ts'/);
    }
  });
});

describe('the offers of other languages a site ships', () => {
  const template = Object.keys(languagePacks).filter((tag) => tag !== 'en');
  const [first, second] = template;

  it('are its languages’ (the main one’s too) and English, each in its own pack’s words', () => {
    const main = { ...otherOwner, language: first!, languages: [second!] };
    // A build of the second language's site: its content is in that language.
    const offers = shippedOffers({ current: { ...main, language: second! }, main, packs: {} });
    expect(Object.keys(offers).sort()).toEqual(['en', first!, second!].sort());
    for (const tag of [first!, second!])
      expect(offers[tag]).toEqual({
        languageOffer: packFor(tag)!.languageOffer,
        closeLanguageOffer: packFor(tag)!.closeLanguageOffer,
      });
  });

  it('take an owner’s pack over the template’s, English where a language has neither', () => {
    // A language of the owner's own (ISO 639's private-use range): no template ships it.
    const own = 'qaa';
    addOwnerPacks({ [own]: {} });
    const main = { ...otherOwner, language: 'en', languages: [first!, own] };
    const offers = shippedOffers({
      current: main,
      packs: { [first!]: { languageOffer: 'Mine: {language}' }, [own]: {} },
    });
    expect(offers[first!]?.languageOffer).toBe('Mine: {language}');
    expect(offers[first!]?.closeLanguageOffer).toBe(packFor(first!)!.closeLanguageOffer);
    expect(offers[own]).toEqual({
      languageOffer: en.languageOffer,
      closeLanguageOffer: en.closeLanguageOffer,
    });
  });

  it('are in the pack of a tag’s script where its language has one per script', () => {
    const main = { ...otherOwner, language: 'zh-TW', languages: ['zh-CN'] };
    const offers = shippedOffers({ current: main, main, packs: {} });
    expect(Object.keys(offers).sort()).toEqual(['en', 'zh', 'zh-hant']);
    expect(offers['zh-hant']?.languageOffer).toBe(packFor('zh-TW')!.languageOffer);
    expect(packFor('zh-TW')!.languageOffer).not.toBe(packFor('zh-CN')!.languageOffer);
  });

  it('are left to the unit tests’ own module when every pack is there', () => {
    const plugin = languagePacksPlugin({ current: otherOwner, packs: {} }, { all: true });
    expect((plugin.load as (id: string) => string | undefined)(offerTextsModule)).toBeUndefined();
  });
});

// An owner's pack may leave texts to English as she translates; the template's may not.
describe.each(
  Object.entries(languagePacks).filter(
    ([language]) => language !== 'en' && !(language in ownerPackFiles()),
  ),
)('the template’s %s pack', (_language, pack) => {
  it('is its own language, not English left in place', () => {
    // Brand names and words that are the same in both may stay; most must differ.
    const same = textKeys.filter((key) => pack[key] === en[key]);
    expect(same.length / textKeys.length).toBeLessThan(0.15);
  });
});
