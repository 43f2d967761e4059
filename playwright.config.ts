import { defineConfig } from '@playwright/test';
import { chromiumFlags, findSystemChromium } from './scripts/test-support/find-chromium.mjs';

// Another with E2E_PORT=…, when 4174 is taken on this machine.
const port = Number(process.env.E2E_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}/portfolio/`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: findSystemChromium(), args: chromiumFlags },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `npx vite preview --outDir .e2e-dist --port ${port} --strictPort`,
    url: `http://localhost:${port}/portfolio/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
