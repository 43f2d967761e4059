import { defineConfig } from '@playwright/test';
import { builtBasePath } from './scripts/build/owner/base-path.mjs';
import { e2eOwner } from './scripts/test-support/e2e-settings.mjs';
import { chromiumFlags, findSystemChromium } from './scripts/chromium/find-chromium.mjs';
import { ownerFingerprint } from './scripts/test-support/owner-fingerprint.ts';

// Tests load the server bundle the build made (production React) beside modules of the app's own:
// the one React they all share must be the production one, as in the build.
process.env.NODE_ENV = 'production';

// Another with E2E_PORT=…, when 4174 is taken on this machine.
const port = Number(process.env.E2E_PORT ?? 4174);
// The owner whose site this run tests (scripts/test-support/run-e2e.mjs runs both side by side).
const owner = e2eOwner();
// Served at the folder its build was made for: its address's (a domain's root, for some owners).
const base = builtBasePath(owner.dist) ?? '/portfolio/';
/** A fork holding the owner, a script part that fails to load, the journeys: each checks
 * machinery no owner's content changes, so one owner's run covers it. */
const oncePerRun = [
  // The owner's fork, built once with a brand colour of the pool and for another base path
  // (decision 0026). Named to sort first: Playwright starts files in name order, and the run's
  // longest file started last would run on alone at its end.
  'a-fork.spec.ts',
  // The start-up script's journeys, the contact form against EmailJS and the app's navigation:
  // the same machinery for every owner, read from the content and dictionaries (decision 0021).
  'start-up.spec.ts',
  'contact.spec.ts',
  'navigation.spec.ts',
  'part-loading.spec.ts',
  // The painted page taken over by the app, and the keyboard journeys (decision 0029).
  'before-the-app.spec.ts',
  'keyboard.spec.ts',
  // The heaviest first paint, built from src/test/heavy-owner.ts.
  'first-round-trip.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  // Once per run, for the generated owner (a new one each run): the specs whose promise is the
  // same for every owner, as they build or stub what they test (decision 0020).
  testIgnore: owner.name === 'generated' ? [] : oncePerRun,
  outputDir: `test-results/${owner.name}`,
  // The look's screenshots, kept per owner (e2e/visual.spec.ts); VISUAL_DIR keeps them elsewhere.
  snapshotPathTemplate: `${process.env.VISUAL_DIR ?? '{testDir}/visual'}/${ownerFingerprint(owner.dir)}/{arg}{ext}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI a failed test is tried once more, with a trace: one that then passes is listed as
  // flaky in the report, not hidden (decision 0029).
  retries: process.env.CI ? 1 : 0,
  // A worker per core; run-e2e.mjs gives the repository owner's run one, beside the generated
  // owner's (docs/architecture.md, Tests).
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report/${owner.name}` }],
  ],
  use: {
    baseURL: `http://localhost:${port}${base}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findSystemChromium(), args: chromiumFlags },
    // Recording a trace costs about a quarter of the suite's CPU, its screencast half of that, and
    // one kept only on failure is recorded for every test (docs/architecture.md, Tests). On CI a
    // failed test's second try records one, without the screencast, in the report CI uploads;
    // elsewhere a failure is run again with `npm run test:e2e -- --trace on` and its OWNER_SEED.
    trace: process.env.CI ? { mode: 'on-first-retry', screenshots: false } : 'off',
  },
  webServer: {
    // Vite's own entry, not npx: npx costs half a second of CPU and, on a busy machine, seconds
    // before the first test of each owner's run can start (docs/architecture.md, Tests).
    command: `node node_modules/vite/bin/vite.js preview --outDir ${owner.dist} --port ${port} --strictPort`,
    url: `http://localhost:${port}${base}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
