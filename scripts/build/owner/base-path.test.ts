// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtBasePath, resolveBasePath, servedBase } from './base-path.mjs';

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

describe('the base path a built site records', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true })));
  /** A built site's folder whose manifest has this scope (none: no manifest). */
  function built(scope?: string) {
    const folder = mkdtempSync(join(tmpdir(), 'built-base-'));
    folders.push(folder);
    if (scope) writeFileSync(join(folder, 'manifest.webmanifest'), JSON.stringify({ scope }));
    return folder;
  }

  it.each(['/', '/portfolio/', '/deep/path/'])('is read back from the site (%s)', (scope) => {
    expect(builtBasePath(built(scope))).toBe(scope);
    expect(servedBase(built(scope), undefined)).toEqual({ base: scope });
    expect(servedBase(built(scope), scope)).toEqual({ base: scope });
  });

  it('is where the site is served, whatever BASE_PATH says, and the difference is told', () => {
    const folder = built('/');
    const { base, note } = servedBase(folder, '/portfolio/');
    expect(base).toBe('/');
    expect(note).toContain('built for /');
    expect(note).toContain('BASE_PATH=/portfolio/');
  });

  it('is unknown for a folder with no build', () => {
    expect(builtBasePath(built())).toBeUndefined();
    expect(servedBase(built(), '/x/')).toEqual({ base: undefined });
  });
});
