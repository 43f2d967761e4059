// Installs the benchmark's own dependencies (Lighthouse and its Chrome launcher, ./package.json)
// before its first run, and again whenever its lockfile changes: only `npm run bench` needs
// them, so `npm ci` and `npm test` do not fetch them (decision 0025).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const lockfile = `${folder}package-lock.json`;
// npm writes this copy of the lockfile into node_modules at every install.
const installed = `${folder}node_modules/.package-lock.json`;

if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
  console.log('Installing the benchmark’s dependencies (Lighthouse) into scripts/bench/…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: folder,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
