// Runs the static checks (formatting, lint, types) side by side: each is one process on one
// core, so on two cores together they take about as long as the slowest. Each runs its
// package.json script's command itself, as npm would, without an npm process around each.
// Each check's output is printed whole when it ends, and the run fails if any of them does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';

// Lint first: the longest, so it starts before the others take the cores.
const checks = ['lint', 'format:check', 'typecheck'];
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8'));
// Their output goes through a pipe: colours only when it ends on a terminal (some tools read
// any FORCE_COLOR, even 0, as "colour on").
const env = {
  ...process.env,
  PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH}`,
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
};

function run(script) {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(scripts[script], { shell: true, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `failed (exit code ${code})`;
      process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      done(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
const failed = checks.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
