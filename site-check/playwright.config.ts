import { defineConfig } from '@playwright/test';
import { chromiumFlags, findSystemChromium } from '../scripts/chromium/find-chromium.mjs';

// The check of a built site before it is published (docs/deploy.md): what a visitor of this
// owner's site gets, not how the template works inside. One browser, the screens in parallel.
export default defineConfig({
  testDir: '.',
  testMatch: '*.check.ts',
  globalSetup: './serve-site.ts',
  outputDir: '../test-results/site-check',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous for a busy 2-core runner; a healthy screen takes a few seconds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '../site-check-report' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    // The system's Chromium if there is one, else Playwright's own (installed by the workflows).
    launchOptions: { executablePath: findSystemChromium(), args: chromiumFlags },
    trace: 'retain-on-failure',
  },
});
