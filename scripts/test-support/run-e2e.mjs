// Builds the site as it is deployed (in the folder of its address: the owner's siteUrl, else a
// stand-in for the deploy's under /portfolio/; stand-in EmailJS ids that the tests intercept and
// local stand-ins for GitHub's API and the owner's feeds) for two owners, the repository's own
// and one generated from a seed, and runs the Playwright suite against each in the detected
// Chromium. OWNER_SEED=n makes the same generated owner again; E2E_OWNERS=repo or
// E2E_OWNERS=generated runs one of the two; E2E_OWNER_DIR=<folder> runs an owner folder of yours
// in the generated owner's place. About one generated owner in three
// writes right to left or CJK (scripts/test-support/owner-pools.ts, scriptPlanFor).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { runnerImport } from 'vite';
import { buildOutputOf, e2eBuildEnv, e2eOwners } from './e2e-settings.mjs';
import {
  chromiumMissingMessage,
  findChromium,
  installDebianChromium,
} from '../chromium/find-chromium.mjs';
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

/** Builds an owner's site with its output held back, so that it does not cut into the lines of
 * a browser run going on meanwhile; printed before that owner's tests. */
function build(owner) {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/build/build.mjs', '--outDir', owner.dist], {
      env: { ...env, ...owner.buildEnv },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      writeFileSync(buildOutputOf(owner), output);
      resolve({ code: code ?? 1, output });
    });
  });
}

async function generateOwner() {
  // Another owner's folder in the generated owner's place: the same owner run after run.
  const given = process.env.E2E_OWNER_DIR;
  if (given) {
    rmSync(generated.dir, { recursive: true, force: true });
    cpSync(given, generated.dir, { recursive: true });
    return `The owner of ${given}, in place of a generated one.`;
  }
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
// owner's tests as soon as its build is done, side by side: the repository owner's tests on one
// worker, the generated owner's, the longer run, on a worker per core. Run one after the other,
// each run's start and its last test left a core idle (docs/architecture.md, Tests).
const generated = e2eOwners.find((owner) => owner.name === 'generated');
const builds = owners.map(async (owner) => {
  const summary = owner === generated ? await generateOwner() : '';
  return { ...(await build(owner)), summary };
});
void Promise.allSettled(builds).then(async () => {
  await gitHub.close();
  await feeds.close();
});

const sideBySide = owners.length > 1;
/** Writes a run's lines, each marked with its owner's name when two runs write at once. */
function writer(owner) {
  if (!sideBySide) return (text) => process.stdout.write(text);
  let rest = '';
  return (text, end = false) => {
    const lines = (rest + text).split('\n');
    rest = end ? '' : (lines.pop() ?? '');
    for (const line of lines) process.stdout.write(`${owner.name.padEnd(9)} │ ${line}\n`);
  };
}

function workersFor(owner) {
  if (process.env.E2E_WORKERS) return process.env.E2E_WORKERS;
  return String(sideBySide && owner !== generated ? 1 : availableParallelism());
}

async function testOwner(owner, index) {
  const write = writer(owner);
  const { code, output, summary } = await builds[index];
  write(`\nBuild for the ${owner.title}\n`);
  if (summary) write(`${summary}\n`);
  write(output);
  if (code !== 0) {
    write(`The build for the ${owner.title} failed: its browser tests do not run.\n`, true);
    return code;
  }
  write(`\nBrowser tests for the ${owner.title}\n`);
  // Playwright's own entry, not npx, which costs half a second of CPU per run.
  const playwright = ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)];
  const child = spawn(process.execPath, playwright, {
    stdio: sideBySide ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: {
      ...env,
      ...owner.buildEnv,
      E2E_OWNER: owner.name,
      E2E_PORT: String(firstPort + index),
      E2E_WORKERS: workersFor(owner),
    },
  });
  child.stdout?.on('data', (chunk) => write(String(chunk)));
  child.stderr?.on('data', (chunk) => write(String(chunk)));
  return new Promise((resolve) =>
    child.on('close', (exit) => {
      write('', true);
      resolve(exit ?? 1);
    }),
  );
}

const codes = await Promise.all(owners.map(testOwner));
const failed = codes.find((code) => code !== 0) ?? 0;
if (failed && owners.includes(generated)) {
  console.error(`\nThe generated owner was OWNER_SEED=${seed}.`);
}
await Promise.allSettled(builds);
process.exit(failed);
