import { defineConfig } from '@playwright/test';
import { e2eOwner } from './scripts/test-support/e2e-settings.mjs';
import { chromiumFlags, findSystemChromium } from './scripts/test-support/find-chromium.mjs';

// Tests load the server bundle the build made (production React) beside modules of the app's own:
// the one React they all share must be the production one, as in the build.
process.env.NODE_ENV = 'production';

// Another with E2E_PORT=…, when 4174 is taken on this machine.
const port = Number(process.env.E2E_PORT ?? 4174);
// The owner whose site this run tests (scripts/test-support/run-e2e.mjs runs one after the other).
const owner = e2eOwner();

export default defineConfig({
  testDir: 'e2e',
  // Checks that need a build of their own run once, for the generated owner: a fork holding it,
  // the site built for another base path, and built with each of a few brand colours.
  testIgnore:
    owner.name === 'generated'
      ? []
      : ['fork.spec.ts', 'base-path.spec.ts', 'brand-colours.spec.ts'],
  outputDir: `test-results/${owner.name}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Measured on a 2-core machine: a third worker made the suite no faster (docs/architecture.md).
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `playwright-report/${owner.name}` }],
  ],
  use: {
    baseURL: `http://localhost:${port}/portfolio/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findSystemChromium(), args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite preview --outDir ${owner.dist} --port ${port} --strictPort`,
    url: `http://localhost:${port}/portfolio/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
