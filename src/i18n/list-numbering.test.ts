// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listNumbering } from './list-numbering';

const digitsOf = (language: string) =>
  new Intl.NumberFormat(language).resolvedOptions().numberingSystem;

describe('a numbered list', () => {
  it('counts in the digits the language writes its numbers in', () => {
    expect(listNumbering('fa')).toBe('persian');
    expect(listNumbering('ar-EG')).toBe('arabic-indic');
    expect(listNumbering('bn')).toBe('bengali');
    expect(listNumbering('mr')).toBe('devanagari');
  });

  it('counts 1. 2. 3. in a language written in Latin digits', () => {
    for (const language of ['en', 'de', 'ja', 'he', 'ar'])
      if (digitsOf(language) === 'latn') expect(listNumbering(language)).toBe('decimal');
  });
});
