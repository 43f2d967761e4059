// Runs the static checks (formatting, lint, types) side by side: each is one process on one
// core, so on two or more cores together they take as long as the slowest. Each check's output
// is printed whole when it ends, and the run fails if any of them does.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const checks = ['format:check', 'lint', 'typecheck'];

function run(script) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const verdict = code === 0 ? 'passed' : `failed (exit code ${code})`;
      process.stdout.write(`\n> npm run ${script}: ${verdict} in ${seconds} s\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(checks.map(run));
const failed = checks.filter((_, index) => codes[index] !== 0);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(', ')}`);
  process.exit(1);
}
