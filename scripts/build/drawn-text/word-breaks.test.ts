// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withWordBreaks } from './word-breaks.ts';

const shown = (text: string) => withWordBreaks(text, '|');

describe('breaks between the words of a script written without spaces', () => {
  it('parts Thai into its words, and from the Latin words it runs into', () => {
    const text = 'พัฒนาบริการด้วยGoบนKubernetes';
    const words = [...new Intl.Segmenter('th', { granularity: 'word' }).segment('พัฒนาบริการ')];
    expect(words.length).toBeGreaterThan(1);
    const broken = shown(text);
    expect(broken.replaceAll('|', '')).toBe(text);
    expect(broken).toContain('|Go|');
    expect(broken).toContain('|Kubernetes');
    expect(broken.startsWith(words.map((part) => part.segment).join('|'))).toBe(true);
  });

  it('never before punctuation or a space, and never in a text without such a script', () => {
    expect(shown('ระบบจองคิว, ลดเวลา')).not.toMatch(/\|[, ]|[, ]\|/);
    for (const text of ['Hello world', 'مرحبا بالعالم', '日本語のテキスト', 'Привет'])
      expect(shown(text)).toBe(text);
  });
});
