// Builds the site as it is deployed (under /portfolio/, with a stand-in site address, stand-in
// EmailJS ids that the tests intercept and local stand-ins for GitHub's API and the owner's feeds)
// for two owners, the repository's own and one generated from a seed, and runs the Playwright
// suite against each in the detected Chromium. OWNER_SEED=n makes the same generated owner again;
// E2E_OWNERS=repo or E2E_OWNERS=generated runs one of the two.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { runnerImport } from 'vite';
import { e2eBuildEnv, e2eOwners } from './e2e-settings.mjs';
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

const firstPort = Number(process.env.E2E_PORT ?? 4174);
const wanted = (process.env.E2E_OWNERS ?? 'repo,generated').split(',');
const owners = e2eOwners.filter((owner) => wanted.includes(owner.name));
if (owners.length === 0) {
  console.error(`E2E_OWNERS names no owner: use ${e2eOwners.map((o) => o.name).join(' or ')}.`);
  process.exit(1);
}

/** Whether nothing listens on the port: the suite serves its own build, never another's. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, () => probe.close(() => resolve(true)));
  });
}
for (const [index] of owners.entries()) {
  if (!(await portFree(firstPort + index))) {
    console.error(
      `Port ${firstPort + index} is taken: run with E2E_PORT=<a free port> (the suite uses it and the next one).`,
    );
    process.exit(1);
  }
}

const seed = Number(process.env.OWNER_SEED || Math.floor(Math.random() * 1_000_000));
if (!Number.isSafeInteger(seed) || seed < 0) {
  console.error(`OWNER_SEED must be a whole number, not ${process.env.OWNER_SEED}.`);
  process.exit(1);
}
// An owner's `github` setting is built from the stand-in, never from GitHub itself; the blog
// feeds, likewise, from a local stand-in.
const gitHub = await startGitHubStandIn();
const feeds = await startFeedStandIn();
const env = {
  ...process.env,
  CHROMIUM_PATH: chromium,
  ...e2eBuildEnv,
  GITHUB_API_URL: gitHub.url,
  GITHUB_TOKEN: '',
  FEED_STAND_IN_URL: feeds.url,
  OWNER_SEED: String(seed),
};

function run(command, args, extra = {}) {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env: { ...env, ...extra } }).on('exit', (code) =>
      resolve(code ?? 1),
    );
  });
}

/** Builds an owner's site with its output held back, so that it does not cut into the lines of
 * a browser run going on meanwhile; printed before that owner's tests. */
function build(owner) {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/site/build.mjs', '--outDir', owner.dist], {
      env: { ...env, ...owner.buildEnv },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function generateOwner() {
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport('./scripts/test-support/owner-folder.ts', {
    configFile: false,
    logLevel: 'error',
  });
  // Vite's module runner sets NODE_ENV, which the builds must not inherit.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const owner = await module.writeOwnerFolder(generated.dir, seed);
  return [
    `Generated owner, OWNER_SEED=${seed} (run again with it to get the same one):`,
    ...owner.summary.map((line) => `  ${line}`),
  ].join('\n');
}

console.log(`Browser tests use ${chromium}`);
// Each owner's build starts at once (the generated owner's once it is written), and each
// owner's tests as soon as its build is done: the first owner's tests run while the second is
// still being generated and built, so neither core waits for the other's work.
const generated = e2eOwners.find((owner) => owner.name === 'generated');
const builds = owners.map(async (owner) => {
  const summary = owner === generated ? await generateOwner() : '';
  return { ...(await build(owner)), summary };
});
void Promise.allSettled(builds).then(async () => {
  await gitHub.close();
  await feeds.close();
});

let failed = 0;
for (const [index, owner] of owners.entries()) {
  const { code, output, summary } = await builds[index];
  console.log(`\nBuild for the ${owner.title}`);
  if (summary) console.log(summary);
  process.stdout.write(output);
  if (code !== 0) {
    console.error(`The build for the ${owner.title} failed: its browser tests do not run.`);
    failed = code;
    continue;
  }
  console.log(`\nBrowser tests for the ${owner.title}`);
  // Playwright's own entry, not npx, which costs half a second of CPU per run.
  const playwright = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
  const tested = await run(process.execPath, playwright, {
    ...owner.buildEnv,
    E2E_OWNER: owner.name,
    E2E_PORT: String(firstPort + index),
  });
  if (tested !== 0) failed = tested;
}
if (failed && owners.includes(generated)) {
  console.error(`\nThe generated owner was OWNER_SEED=${seed}.`);
}
await Promise.allSettled(builds);
process.exit(failed);
