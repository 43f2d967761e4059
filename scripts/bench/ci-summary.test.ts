// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ciSummary } from './ci-summary.mjs';

describe('CI’s Lighthouse report', () => {
  it('is a table of every route measured, with no verdict of its own', () => {
    const measured = (route: string, performance: number) => ({
      route,
      performance,
      accessibility: 1,
      bestPractices: 1,
      seo: 0.92,
      fcp: 812.4,
      lcp: 1234.6,
      tbt: 0,
      cls: 0.0004,
      jsBytes: 2048,
      failing: [],
    });
    const summary = ciSummary([measured('/', 0.99), measured('/experience', 0.874)]);
    const rows = summary.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      /^\| `#\/` +\| 99 +\| 812 ms \| 1,235 ms \| 0 ms \| 0\.000 \| 2\.0 KB +\| 100 +\| 92 +\|$/,
    );
    expect(rows[1]).toMatch(/^\| `#\/experience` \| 87 /);
    expect(summary).toContain('A report, not a gate');
  });
});
