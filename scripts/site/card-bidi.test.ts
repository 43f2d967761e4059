// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rightToLeftGroups } from './card-bidi';

describe('a right-to-left paragraph on the sharing card', () => {
  it('keeps its words in reading order, an English run one group in its own order', () => {
    expect(rightToLeftGroups('בונה מערכות ב-React ו Node.js מאז 2015.')).toEqual([
      'בונה',
      'מערכות',
      'ב-React',
      'ו',
      'Node.js',
      'מאז',
      '2015.',
    ]);
    expect(rightToLeftGroups('מהנדסת Site Reliability Engineering בכירה')).toEqual([
      'מהנדסת',
      'Site Reliability Engineering',
      'בכירה',
    ]);
  });
});
