// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directionOf, scriptDirection } from './direction';
import { checkOwnerPack } from './owner-packs';

describe('which way a language is written', () => {
  it('reads right to left from the script of any language Intl knows', () => {
    for (const tag of ['he', 'ar', 'fa', 'ur', 'yi', 'ps', 'dv', 'ar-EG', 'az-Arab', 'he-IL'])
      expect(scriptDirection(tag), tag).toBe('rtl');
    for (const tag of ['en', 'de', 'ja', 'zh-Hans', 'ko', 'ru', 'az', 'az-Latn', 'hi'])
      expect(scriptDirection(tag), tag).toBe('ltr');
  });

  it('takes what a pack declares over its script, and left to right for a tag Intl cannot read', () => {
    expect(scriptDirection('qaa')).toBe('ltr');
    expect(scriptDirection('not a tag')).toBe('ltr');
    expect(directionOf('qaa', { direction: 'rtl' })).toBe('rtl');
    expect(directionOf('he', {})).toBe('rtl');
    expect(directionOf('he', { direction: 'ltr' })).toBe('ltr');
  });

  it('lets an owner’s pack say its direction, and only as ltr or rtl', () => {
    expect(checkOwnerPack({ direction: 'rtl' }, undefined)).toMatchObject({ unknown: [] });
    expect(checkOwnerPack({ direction: 'rtl' }, undefined).badDirection).toBeUndefined();
    expect(checkOwnerPack({ direction: 'right' }, undefined).badDirection).toBe('right');
  });
});
