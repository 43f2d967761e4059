// Builds the site as it is deployed (under /portfolio/, with a stand-in site address and
// stand-in EmailJS ids that the tests intercept) and runs the Playwright suite against it in the detected Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eBuildEnv } from './e2e-settings.mjs';
import { chromiumMissingMessage, findChromium, installDebianChromium } from './find-chromium.mjs';

const chosen = process.env.CHROMIUM_PATH;
if (chosen && !existsSync(chosen)) {
  console.error(
    `CHROMIUM_PATH is ${chosen}, but there is no such file: point it at a Chromium binary.`,
  );
  process.exit(1);
}
let chromium = await findChromium();
if (!chromium && installDebianChromium()) chromium = await findChromium();
if (!chromium) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium, ...e2eBuildEnv };

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log(`Browser tests use ${chromium}`);
run('node', ['scripts/build.mjs', '--outDir', '.e2e-dist']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
