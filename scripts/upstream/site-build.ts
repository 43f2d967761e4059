import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteCheck } from './pull-request-text.ts';

/** How much of a failed build's output the pull request quotes: its checks say what to fix in
 * their last lines. */
const quotedLines = 40;

const bundlerLine = /^\s*(vite v\d|✓ |✗ Build failed|transforming|rendering chunks|computing gzip)/;

const plain = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/\u001b\[[0-9;]*m/g, '');

const sameFile = (a: string, b: string) =>
  existsSync(a) && existsSync(b) && readFileSync(a).equals(readFileSync(b));

/**
 * Builds the owner's site as the release in `folder` makes it (its code, the owner's content),
 * with the packages the release names: the owner's own installed ones when its lockfile is the
 * same, else a fresh install. `checkout`: the owner's checkout, where theirs are installed.
 */
export function buildSite(folder: string, checkout: string): SiteCheck {
  const lockfile = 'package-lock.json';
  const installed = join(checkout, 'node_modules');
  if (sameFile(join(folder, lockfile), join(checkout, lockfile)) && existsSync(installed)) {
    symlinkSync(installed, join(folder, 'node_modules'), 'dir');
  } else {
    const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
      cwd: folder,
      encoding: 'utf8',
    });
    if (install.status !== 0)
      return {
        skipped: `the release's packages could not be installed here (npm ci: ${
          plain(install.stderr ?? '')
            .trim()
            .split('\n')
            .slice(-3)
            .join(' ') || `exit ${install.status}`
        }). The checks on this pull request build it.`,
      };
  }
  const out = mkdtempSync(join(tmpdir(), 'template-update-site-'));
  try {
    const built = spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', out], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true' },
    });
    if (built.status === 0) return { builds: true };
    const said = plain(`${built.stderr ?? ''}`).trim() || plain(`${built.stdout ?? ''}`).trim();
    // The bundler's own progress lines say nothing about the owner's site.
    const lines = said.split('\n').filter((line) => !bundlerLine.test(line));
    return { builds: false, said: lines.slice(-quotedLines).join('\n').trim() };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
