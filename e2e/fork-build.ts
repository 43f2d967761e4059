// The fork e2e/a-fork.spec.ts builds: what an owner does with one, once per run
// (docs/decisions/0026-one-fork-build-per-run.md). This working tree copied, the owner of this
// run's folder typed in by hand with a brand colour of their choice, a screen of their own by the
// recipe, built for the name of their repository as base path.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { AnalyticsSettings, Content, ThemeSettings } from '../src/content/schema.ts';
import { handWritten } from '../scripts/test-support/owner-folder.ts';
import { content, expect, owner } from './fixtures';

/** Brand colours owners pick that the build's contrast check accepts as they are, and the scheme
 * the site opens in with each. The generated owner's own colour is random and checked by
 * e2e/accessibility.spec.ts; the fork takes one of these, so that over runs each is built. */
export const brandPool: { name: string; theme: ThemeSettings; opens: 'dark' | 'light' }[] = [
  { name: 'violet', theme: { primary: '#a78bfa' }, opens: 'dark' },
  { name: 'orange', theme: { primary: '#fb923c' }, opens: 'dark' },
  { name: 'teal', theme: { primary: '#2dd4bf' }, opens: 'dark' },
  {
    name: 'navy',
    theme: { primary: { dark: '#93c5fd', light: '#1e3a8a' }, default: 'light' },
    opens: 'light',
  },
];

/** Names a fork's repository may have, and so the folder GitHub Pages serves it from: one that
 * only begins like the template's own, one with a dot, a short one; none for a user page or a
 * custom domain, served at the root. */
const repositoryNames = ['other-name', 'portfolio-2026', 'my.site', 'cv', ''];

const seed = Number(process.env.OWNER_SEED) || 0;

/** The fork's choices, by the run's OWNER_SEED. */
export const brandColour = brandPool[seed % brandPool.length]!;
const repositoryName =
  repositoryNames[Math.floor(seed / brandPool.length) % repositoryNames.length];
export const basePath = repositoryName ? `/${repositoryName}/` : '/';

/** The fork's analytics, self-hosted at a local stand-in (scripts/test-support/
 * analytics-stand-in.mjs): one of the providers that can be, by the seed. */
export function forkAnalytics(host: string): AnalyticsSettings {
  const pool: AnalyticsSettings[] = [
    { provider: 'plausible', domain: 'owner.example', host },
    { provider: 'umami', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409', host },
    { provider: 'goatcounter', host },
  ];
  return pool[Math.floor(seed / (brandPool.length * repositoryNames.length)) % pool.length]!;
}

/** The fork's address on GitHub Pages: the deploy gives it (SITE_URL) with its folder
 * (BASE_PATH); the owner wrote it as their `siteUrl` too, which must agree. */
export const forkAddress = `https://owner.example${basePath}`;

/** The owner of this run with the brand colour picked (and their font kept). */
export const forkContent: Content = {
  ...content,
  siteUrl: forkAddress,
  theme: { ...(content.theme?.font && { font: content.theme.font }), ...brandColour.theme },
};

/** A screen of the owner's own, added as the recipe says: a file in owner/screens/ with its
 * route as a named export (e2e/fork-screen.tsx, whose words these are); the table places it
 * before Contact. */
export const talks = { path: '/appearances', name: 'Appearances', part: 'appearances' };
export const talksFile = `owner/screens/${talks.part}.tsx`;

/** The fork's tools by their own entries: npx would cost half a second of CPU each. */
export const bin = {
  build: 'scripts/build/build.mjs',
  eslint: 'node_modules/eslint/bin/eslint.js',
  // The type check's compiler, as `npm run typecheck` runs it (decision 0025).
  tsc: 'node_modules/typescript-7/bin/tsc',
  vitest: 'node_modules/vitest/vitest.mjs',
  vite: 'node_modules/vite/bin/vite.js',
};

function copyWorkingTree(to: string) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { encoding: 'utf8' },
  );
  expect(listed.status, listed.stderr).toBe(0);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (file.startsWith('owner/')) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      copyFileSync(file, join(to, file));
    } catch {
      // listed by git but deleted in the working tree: not part of the fork
    }
  }
  // Its packages linked in one by one, so that it keeps its own answers of GitHub and the feeds
  // (node_modules/.cache), as on a fresh machine.
  mkdirSync(join(to, 'node_modules'));
  for (const name of readdirSync('node_modules')) {
    if (name !== '.cache')
      symlinkSync(resolve('node_modules', name), join(to, 'node_modules', name));
  }
}

/** The owner's content.ts as they would type it by hand (not formatted). */
export const typedByHand = (owned: Content) => handWritten(owned, '../src/content/schema');

/** A copy of this working tree holding the owner's folder (content.ts typed by hand, with the
 * brand colour and analytics at `analyticsHost`; their images) and the recipe's screen. Returns
 * its folder. */
export function makeFork(analyticsHost: string): string {
  const fork = mkdtempSync(join(tmpdir(), 'portfolio-fork-'));
  copyWorkingTree(fork);
  cpSync(owner.dir, join(fork, 'owner'), { recursive: true });
  mkdirSync(join(fork, 'owner/screens'), { recursive: true });
  writeFileSync(
    join(fork, 'owner/content.ts'),
    typedByHand({ ...forkContent, analytics: forkAnalytics(analyticsHost) }),
  );
  copyFileSync('e2e/fork-screen.tsx', join(fork, talksFile));
  return fork;
}

/** The fork's files of the owner's code, as written there (content.ts, and a screen or language
 * pack of the generated owner's own), but the recipe's screen. */
export function ownerCode(fork: string, folder = 'owner'): string[] {
  return readdirSync(join(fork, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return path === 'owner/public' ? [] : ownerCode(fork, path);
    return /\.tsx?$/.test(path) && path !== talksFile ? [path] : [];
  });
}

/** The fork's top level (its package.json and the formatter's settings) and its owner folder,
 * apart: the fork's own formatting check run there reads only what changes with the owner. */
export function ownerFilesApart(fork: string): string {
  const apart = mkdtempSync(join(tmpdir(), 'portfolio-fork-owner-'));
  for (const entry of readdirSync(fork, { withFileTypes: true }))
    if (entry.isFile()) copyFileSync(join(fork, entry.name), join(apart, entry.name));
  cpSync(join(fork, 'owner'), join(apart, 'owner'), { recursive: true });
  symlinkSync(resolve('node_modules'), join(apart, 'node_modules'));
  return apart;
}

/** The environment of an owner's shell: not this worker's owner folder, nor its NODE_ENV, which
 * rendering the prerendered pages in another test (importServerBundle) sets to production, where
 * React has no act(). */
export function ownersShell(): NodeJS.ProcessEnv {
  const left = ['NODE_ENV', 'PORTFOLIO_CONTENT', 'PORTFOLIO_PUBLIC', 'PORTFOLIO_OWNER'];
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !left.includes(name)));
}

/** Runs a command in `cwd` (the fork), without blocking this process (which serves the
 * stand-in and the fork's site). */
export function runIn(
  cwd: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ ok: boolean; output: string }> {
  const child = spawn(command, args, { cwd, env: { ...ownersShell(), ...env, CI: 'true' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((done) => child.on('close', (code) => done({ ok: code === 0, output })));
}
