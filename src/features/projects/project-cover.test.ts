// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { coverOf } from './project-cover';

describe('a project’s cover', () => {
  it('is its own: the same for the same project, rarely the same for two', () => {
    const titles = Array.from(
      { length: 12 },
      (_, index) => `Project ${index} ${'x'.repeat(index)}`,
    );
    expect(coverOf(titles[0]!)).toEqual(coverOf(titles[0]!));
    const covers = new Set(titles.map((title) => JSON.stringify(coverOf(title))));
    expect(covers.size).toBeGreaterThanOrEqual(10);
  });
});
