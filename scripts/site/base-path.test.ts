// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveBasePath } from './base-path';

describe('resolveBasePath', () => {
  it.each([
    [undefined, '/portfolio/'],
    ['', '/portfolio/'],
    ['/', '/'],
    ['other-name', '/other-name/'],
    ['/other-name', '/other-name/'],
    ['//deep/path//', '/deep/path/'],
  ])('%s -> %s', (input, expected) => {
    expect(resolveBasePath(input)).toBe(expected);
  });
});
