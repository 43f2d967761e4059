// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { commaIn } from './site-meta.ts';

describe('the sharing card’s description', () => {
  it('parts the name and the job title with the comma of the language’s script', () => {
    expect(commaIn('en')).toBe(', ');
    expect(commaIn('he')).toBe(', ');
    for (const arabicScript of ['ar', 'fa', 'ur']) expect(commaIn(arabicScript)).toBe('، ');
    expect(commaIn('ja')).toBe('、');
    for (const chinese of ['zh', 'zh-TW']) expect(commaIn(chinese)).toBe('，');
  });
});
