// `npm test`: the static checks (formatting, lint, types) side by side with the unit tests, then
// the browser suite. The checks take a core each for a few seconds while the unit tests' workers
// start; the browser suite keeps both cores busy on its own. Each part's lines are marked with
// its name, and printed whole for the checks; the run fails if any part does.
import { spawn } from 'node:child_process';

function run(name, command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let rest = '';
    const write = (text, end = false) => {
      const lines = (rest + text).split('\n');
      rest = end ? '' : (lines.pop() ?? '');
      for (const line of lines) process.stdout.write(`${name.padEnd(6)} ┃ ${line}\n`);
    };
    child.stdout.on('data', (chunk) => write(String(chunk)));
    child.stderr.on('data', (chunk) => write(String(chunk)));
    child.on('close', (code) => {
      write('', true);
      resolve(code ?? 1);
    });
  });
}

const first = await Promise.all([
  run('checks', 'node scripts/test-support/run-checks.mjs'),
  run('unit', 'node node_modules/vitest/vitest.mjs run'),
]);
// The browser suite's own output, unmarked: it marks each owner's lines itself. Not run on a
// tree whose checks or unit tests fail, as `npm run check && npm run test:e2e` would not.
const e2e = first.some((code) => code !== 0)
  ? 0
  : await new Promise((resolve) =>
      spawn(process.execPath, ['scripts/test-support/run-e2e.mjs'], { stdio: 'inherit' }).on(
        'close',
        (code) => resolve(code ?? 1),
      ),
    );
const failed = [
  first[0] !== 0 && 'npm run lint, format:check or typecheck (above)',
  first[1] !== 0 && 'npm run test:unit',
  e2e !== 0 && 'npm run test:e2e',
].filter(Boolean);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}`);
  process.exit(1);
}
