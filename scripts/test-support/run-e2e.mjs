// Builds the site as it is deployed (under /portfolio/, with a stand-in site address, stand-in
// EmailJS ids that the tests intercept and a local stand-in for GitHub's API) and runs the
// Playwright suite against it in the detected Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { e2eBuildEnv } from './e2e-settings.mjs';
import { chromiumMissingMessage, findChromium, installDebianChromium } from './find-chromium.mjs';
import { startFeedStandIn } from './feed-stand-in.mjs';
import { startGitHubStandIn } from './github-stand-in.mjs';

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

// An owner's `github` setting is built from the stand-in, never from GitHub itself.
const gitHub = await startGitHubStandIn();
// An owner's blog feeds, likewise, from a local stand-in.
const feeds = await startFeedStandIn();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  ...e2eBuildEnv,
  GITHUB_API_URL: gitHub.url,
  GITHUB_TOKEN: '',
  FEED_STAND_IN_URL: feeds.url,
};

function run(command, args) {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code) => {
      if (code !== 0) process.exit(code ?? 1);
      resolve();
    });
  });
}

console.log(`Browser tests use ${chromium}`);
await run('node', ['scripts/site/build.mjs', '--outDir', '.e2e-dist']);
await gitHub.close();
await feeds.close();
await run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
