// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisoriesOf, auditFails, auditSummary } from './audit-summary.mjs';

// The deploy's audit (.github/workflows/deploy.yml, ci.yml) on a made-up high advisory in a
// package the site ships: said in the job's summary, a publish never held back by it, the
// template's own check failed by it.
const fixture = 'scripts/audit/fixtures/high-advisory.json';
const report = JSON.parse(readFileSync(fixture, 'utf8'));

/** The script as the workflow runs it, its summary written where GitHub reads it. */
function run(...args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'audit-'));
  const summaryFile = join(dir, 'summary.md');
  try {
    const result = spawnSync(process.execPath, ['scripts/audit/audit-summary.mjs', ...args], {
      env: { ...process.env, GITHUB_STEP_SUMMARY: summaryFile },
      encoding: 'utf8',
    });
    return { status: result.status, summary: readFileSync(summaryFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the audit of what ships', () => {
  it('lists each advisory once, most severe first, where the package ships it', () => {
    expect(advisoriesOf(report)).toEqual([
      expect.objectContaining({ package: 'react-dom', severity: 'high', fix: true }),
      expect.objectContaining({ package: 'nanoid', severity: 'moderate', fix: false }),
    ]);
  });

  it('is in the summary of a deploy, which publishes all the same', () => {
    const { status, summary } = run(fixture);
    expect(status).toBe(0);
    expect(summary).toContain(
      '**1 high or critical advisory.** The site was published all the same',
    );
    expect(summary).toContain(
      '| high | react-dom | [Made-up advisory: script injection in hydration](https://github.com/advisories/GHSA-xxxx-made-up0-0000) | <19.9.9 | yes |',
    );
    // A table cell's pipe is written so that it stays one cell.
    expect(summary).toContain('predictable results \\| with a pipe');
  });

  it('fails the template’s own check', () => {
    const { status, summary } = run(fixture, '--strict');
    expect(status).toBe(1);
    expect(summary).toContain('this check fails');
  });

  it('passes with nothing high or critical, and says so when there is nothing at all', () => {
    const moderate = advisoriesOf({
      vulnerabilities: { nanoid: report.vulnerabilities.nanoid },
    });
    expect(auditFails(moderate, { strict: true })).toBe(false);
    expect(auditSummary(moderate)).toContain('1 advisories, none high or critical.');
    expect(auditSummary(advisoriesOf({ vulnerabilities: {} }))).toContain(
      'No known vulnerability.',
    );
  });

  it('says so when the audit could not run, and a publish goes on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'audit-'));
    try {
      const failed = join(dir, 'failed.json');
      const text = JSON.stringify({ message: '503 Service Unavailable', error: { summary: '' } });
      writeFileSync(failed, text);
      expect(run(failed)).toEqual({
        status: 0,
        summary: expect.stringContaining('The audit could not run: 503 Service Unavailable'),
      });
      expect(run(failed, '--strict').status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
