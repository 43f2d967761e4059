// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previousFigures, writeSection } from './report.mjs';

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  file = join(dir, 'performance.md');
  writeFileSync(
    file,
    [
      '# Performance',
      'Prose the bench never touches.',
      '<!-- bench:sample:start -->\n\nold table\n\n<!-- bench:sample:end -->',
      'More prose.',
      '',
    ].join('\n\n'),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the benchmark’s tables in the performance guide', () => {
  it('replaces only what is between the owner’s markers', () => {
    expect(writeSection('sample', 'new table', file)).toMatch(/^updated/);
    const doc = readFileSync(file, 'utf8');
    expect(doc).toContain('<!-- bench:sample:start -->\n\nnew table\n\n<!-- bench:sample:end -->');
    expect(doc).not.toContain('old table');
    expect(doc).toContain('Prose the bench never touches.');
    expect(doc.trimEnd().endsWith('More prose.')).toBe(true);
  });

  it('adds a section, under its name, for an owner measured the first time', () => {
    expect(writeSection('long-career-owner', 'their table', file)).toMatch(/^added/);
    const doc = readFileSync(file, 'utf8');
    expect(doc).toContain('old table');
    expect(doc).toMatch(
      /### long-career-owner\n\n<!-- bench:long-career-owner:start -->\n\ntheir table\n\n<!-- bench:long-career-owner:end -->\n$/,
    );
    writeSection('long-career-owner', 'again', file);
    expect(readFileSync(file, 'utf8').match(/### long-career-owner/g)).toHaveLength(1);
  });

  it('reads the figures the owner’s section recorded last time, none for an owner never measured', () => {
    const figures = {
      '/': { jsUntilLive: 5120, toLive: 0 },
      '/contact': { jsUntilLive: 77824, toLive: 180 },
    };
    writeSection('sample', `a table\n\n<!-- bench:figures ${JSON.stringify(figures)} -->`, file);
    expect(previousFigures('sample', file)).toEqual(figures);
    expect(previousFigures('long-career-owner', file)).toEqual({});
  });
});
