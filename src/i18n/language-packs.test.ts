// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../content/content-problems';
import { otherOwner } from '../test/other-owner';
import { en, retiredTextKeys, type TextKey } from './en';
import {
  addOwnerPacks,
  countedText,
  dictionaryFor,
  fillText,
  packFor,
  packTag,
  splitAt,
  extraPluralKeys,
  textKeys,
  type ExtraPluralKey,
} from './index';
import { languagePacks } from './language-packs';
import { checkOwnerPack, ownerPackTag, withOwnerPack } from './owner-packs';

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(languagePacks))('the %s pack', (language, pack) => {
  it('has every text, none empty, with the same {marks} as English; plural forms its rules have', () => {
    const forms = Object.keys(pack).filter((key) => !(key in en));
    expect(
      Object.keys(pack)
        .filter((key) => key in en)
        .sort(),
    ).toEqual([...textKeys].sort());
    for (const key of textKeys) {
      expect(pack[key].trim(), key).not.toBe('');
      expect(marks(pack[key]), key).toEqual(marks(en[key]));
    }
    // A form beyond one and other is one the language's rules use, with its Other form's marks.
    const used = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const key of forms) {
      const [, name, form] = /^(\w+?)(Zero|Two|Few|Many)$/.exec(key) ?? [];
      expect(extraPluralKeys, key).toContain(key);
      expect(used, key).toContain(form!.toLowerCase());
      const other = `${name}Other` as TextKey;
      expect(marks(pack[key as ExtraPluralKey]!), key).toEqual(marks(en[other]));
    }
  });
});

describe('choosing the words', () => {
  it('takes the pack of a tag’s language, and the owner’s texts over it', () => {
    expect(packFor('pt-BR')).toBe(languagePacks.pt);
    expect(packFor('DE')).toBe(languagePacks.de);
    expect(packFor('xx')).toBeUndefined();
    // A language written in two scripts: the pack of the tag's script, as its region implies.
    for (const traditional of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-CN'])
      expect(packFor(traditional), traditional).toBe(languagePacks['zh-hant']);
    for (const simplified of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans-TW'])
      expect(packFor(simplified), simplified).toBe(languagePacks.zh);
    // An owner's packs per script, named as ownerPackTag allows.
    const serbian = { sr: {}, 'sr-latn': {} };
    expect(packTag('sr-ME', serbian)).toBe('sr-latn');
    expect(packTag('sr-Latn', serbian)).toBe('sr-latn');
    expect(packTag('sr', serbian)).toBe('sr');
    expect(packTag('sr-ME', { sr: {} })).toBe('sr');
    expect(Object.keys(serbian).every((tag) => ownerPackTag.test(tag))).toBe(true);
    expect(packTag('not a tag', serbian)).toBe('not a tag');
    const words = dictionaryFor('fr', { sendMessage: 'Écrivez-moi' });
    expect(words.sendMessage).toBe('Écrivez-moi');
    expect(words.contactNav).toBe(languagePacks.fr!.contactNav);
  });

  it('fills marks and splits around one', () => {
    expect(fillText('Hi, I’m {name}', { name: 'Ada' })).toBe('Hi, I’m Ada');
    expect(fillText('{count} / {max}', { count: 1 })).toBe('1 / {max}');
    expect(splitAt('There is no page at {path}. Sorry.', 'path')).toEqual([
      'There is no page at ',
      '. Sorry.',
    ]);
  });
});

describe('a count’s words', () => {
  const words = { ...en, starsOne: 'one {count}', starsOther: 'other {count}' };
  // Every form some language's rules give some count, each with a text of its own.
  const forms = {
    ...words,
    starsFew: 'few {count}',
    starsMany: 'many {count}',
    starsTwo: 'two {count}',
    starsZero: 'zero {count}',
  };
  const form = (language: string, count: number) => new Intl.PluralRules(language).select(count);

  it('takes the form the language’s rules give the count, where the words have it', () => {
    for (const [language, counts] of Object.entries({
      pl: [1, 3, 5, 22, 25],
      ar: [0, 1, 2, 3, 11, 100],
      en: [1, 2],
    })) {
      for (const count of counts) {
        expect(countedText(forms, 'stars', count, language), `${language} ${count}`).toBe(
          `${form(language, count)} {count}`,
        );
      }
    }
  });

  it('reads the other form for a form the words do not have, and one only where the rules say one', () => {
    expect(form('pl', 5)).toBe('many');
    expect(countedText(words, 'stars', 5, 'pl')).toBe(words.starsOther);
    expect(form('fr', 0)).toBe('one');
    expect(countedText(words, 'stars', 0, 'fr')).toBe(words.starsOne);
    expect(countedText(words, 'stars', 0, 'en')).toBe(words.starsOther);
  });

  it('lets an owner’s pack and content say the extra forms, and nothing else', () => {
    const [few] = extraPluralKeys.filter((key) => key.endsWith('Few'));
    expect(checkOwnerPack({ [few!]: '{count} gwiazdki' }, undefined).unknown).toEqual([]);
    expect(checkOwnerPack({ [few!]: ' ' }, undefined).empty).toEqual([few]);
    expect(findContentProblems({ ...otherOwner, text: { [few!]: '{count} gwiazdki' } })).toEqual(
      [],
    );
    expect(findContentProblems({ ...otherOwner, text: { starsSome: 'x' } })).toHaveLength(1);
  });
});

describe('an owner’s pack (owner/i18n/<tag>.ts)', () => {
  const [first, second, ...rest] = textKeys;
  const template = Object.entries(languagePacks).find(([tag]) => tag !== 'en');

  it('goes over the template’s pack of its language, whose texts fill what it leaves out', () => {
    expect(template).toBeDefined();
    const [, pack] = template!;
    const words = withOwnerPack({ [first!]: 'Mine' }, pack);
    expect(words[first!]).toBe('Mine');
    expect(words[second!]).toBe(pack[second!]);
    expect(checkOwnerPack({ [first!]: 'Mine' }, pack).english).toEqual([]);
  });

  it('falls back to English for a language the template lacks, naming each such text', () => {
    const words = withOwnerPack({ [first!]: 'Mio' }, undefined);
    expect(words[first!]).toBe('Mio');
    expect(words[second!]).toBe(en[second!]);
    expect(checkOwnerPack({ [first!]: 'Mio' }, undefined).english).toEqual([second, ...rest]);
  });

  it('names texts the interface does not have, and empty ones', () => {
    expect(checkOwnerPack({ [first!]: ' ', sendMesage: 'Invia' }, undefined)).toMatchObject({
      unknown: ['sendMesage'],
      empty: [first],
    });
  });

  it('adds its language to those the content may choose', () => {
    // A tag of ISO 639's private-use range: no template ships it.
    const tag = 'qaa';
    expect(findContentProblems({ ...otherOwner, language: tag })).toHaveLength(1);
    addOwnerPacks({ [tag]: { [first!]: 'Own words' } });
    expect(findContentProblems({ ...otherOwner, language: `${tag}-x1` })).toEqual([]);
    expect(dictionaryFor(tag)[first!]).toBe('Own words');
    expect(dictionaryFor(tag)[second!]).toBe(en[second!]);
  });
});

describe('a text the site no longer shows', () => {
  it('is let be in an owner’s pack and content, and said so for the pack, not failed as unknown', () => {
    const [retired] = retiredTextKeys;
    const check = checkOwnerPack({ [retired]: 'Laden…', nameField: 'Naam' }, undefined);
    expect(check.unknown).toEqual([]);
    expect(check.retired).toEqual([retired]);
    expect(findContentProblems({ ...otherOwner, text: { [retired]: 'x' } })).toEqual([]);
    expect(retired in en).toBe(false);
  });
});
