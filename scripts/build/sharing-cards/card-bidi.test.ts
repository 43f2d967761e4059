// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { directionRuns, rightToLeftGroups } from './card-bidi';

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

describe('a group of two directions on the sharing card', () => {
  it('is cut into pieces in reading order, a right-to-left run a piece a letter word', () => {
    expect(directionRuns('ב-2023.')).toEqual(['ב', '-', '2023', '.']);
    expect(directionRuns('ל-Kubernetes')).toEqual(['ל', '-', 'Kubernetes']);
    expect(directionRuns('מעלויות')).toEqual(['מעלויות']);
  });
});
