import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemChromiums = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** $CHROMIUM_PATH or a system Chromium, if there is one. */
export function findSystemChromium() {
  return [process.env.CHROMIUM_PATH, ...systemChromiums].find((path) => path && existsSync(path));
}

/** The Chromium to test with: $CHROMIUM_PATH, then the system's, then Playwright's own download. */
export async function findChromium() {
  const system = findSystemChromium();
  if (system) return system;
  try {
    const { chromium } = await import('@playwright/test');
    const own = chromium.executablePath();
    return existsSync(own) ? own : undefined;
  } catch {
    return undefined; // Playwright not installed yet
  }
}

export const chromiumMissingMessage =
  'No Chromium found: install one (Debian/Ubuntu: `sudo apt-get install chromium`; elsewhere: `npx playwright install chromium`) or set CHROMIUM_PATH.';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * On a Debian-like machine where we are root (a fresh CI box or container), install Debian's
 * chromium so that the test command alone sets everything up. Elsewhere, do nothing.
 */
export function installDebianChromium() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log("No Chromium found: installing Debian's chromium package (apt-get install chromium)");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env,
  });
  return install.status === 0;
}
