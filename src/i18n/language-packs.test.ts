import { describe, expect, it } from 'vitest';
import { en } from './en';
import { dictionaryFor, fillText, packFor, splitAt, textKeys } from './index';
import { languagePacks } from './language-packs';

const marks = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe.each(Object.entries(languagePacks))('the %s pack', (language, pack) => {
  it('has every text, none empty, with the same {marks} as English', () => {
    expect(Object.keys(pack).sort()).toEqual([...textKeys].sort());
    for (const key of textKeys) {
      expect(pack[key].trim(), key).not.toBe('');
      expect(marks(pack[key]), key).toEqual(marks(en[key]));
    }
  });

  it.runIf(language !== 'en')('is its own language, not English left in place', () => {
    // Brand names and words that are the same in both may stay; most must differ.
    const same = textKeys.filter((key) => pack[key] === en[key]);
    expect(same.length / textKeys.length).toBeLessThan(0.15);
  });
});

describe('choosing the words', () => {
  it('takes the pack of a tag’s language, and the owner’s texts over it', () => {
    expect(packFor('pt-BR')).toBe(languagePacks.pt);
    expect(packFor('DE')).toBe(languagePacks.de);
    expect(packFor('xx')).toBeUndefined();
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
