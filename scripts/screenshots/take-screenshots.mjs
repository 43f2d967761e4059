// Regenerates the README's pictures from the built site, so they never drift from it: Home on a
// desktop, the experience timeline on a phone, and Home in each theme (from an owner who offers
// both: owner/content.ts with `theme.default: 'system'`, seen by a dark and a light device). Needs Chromium, as the
// browser suite does. `SCREENSHOT_PORT` picks the preview server's port (default 4175).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { chromiumFlags, findChromium } from '../chromium/find-chromium.mjs';

const port = Number(process.env.SCREENSHOT_PORT ?? 4175);
const docs = resolve('docs');
const work = mkdtempSync(join(tmpdir(), 'portfolio-screenshots-'));
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

function run(command, args, env = {}) {
  return new Promise((done, fail) =>
    spawn(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    })
      .on('error', fail)
      .on('exit', (code) => (code === 0 ? done() : fail(new Error(`${command} exited ${code}`)))),
  );
}

async function build(name, env = {}) {
  const outDir = join(work, name);
  await run('node', ['scripts/build/build.mjs', '--outDir', outDir], env);
  return outDir;
}

/** Serves a build as it is deployed, under /portfolio/, until `stop` is called. */
async function serve(outDir) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const url = `http://localhost:${port}/portfolio/`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`the preview server did not answer at ${url}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { url, stop: () => process.kill(-server.pid) };
}

/** Opens a route as a returning visitor sees it: the font cached, every animation finished. */
async function shoot(browser, url, { path, viewport, file, fullPage = false, scheme = 'dark' }) {
  const page = await browser.newPage({ viewport, colorScheme: scheme, reducedMotion: 'reduce' });
  await page.goto(`${url}#${path}`);
  await page.evaluate(() => document.fonts.ready);
  await page.reload(); // `font-display: optional` shows the owner's font from the cache
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(viewport.width - 1, viewport.height - 1);
  await page.waitForSelector('html[data-interactive="true"]');
  const png = await page.screenshot({ fullPage });
  await page.close();
  // A palette of 256 colours: a fraction of the bytes, no visible difference for flat UI.
  await sharp(png).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
  console.log(`wrote ${file}`);
}

const bothThemes = join(work, 'both-themes.ts');
writeFileSync(
  bothThemes,
  `import { content as owner } from ${JSON.stringify(resolve('owner/content.ts'))};\n` +
    `export const content = { ...owner, theme: { ...owner.theme, default: 'system' as const } };\n`,
);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (await findChromium()),
  args: chromiumFlags,
});
try {
  const sample = await serve(await build('sample'));
  try {
    await shoot(browser, sample.url, {
      path: '/',
      viewport: desktop,
      file: join(docs, 'screenshot-home.png'),
    });
    await shoot(browser, sample.url, {
      path: '/experience',
      viewport: phone,
      fullPage: true,
      file: join(docs, 'screenshot-phone.png'),
    });
  } finally {
    sample.stop();
  }
  const themed = await serve(await build('both-themes', { PORTFOLIO_CONTENT: bothThemes }));
  try {
    for (const scheme of ['dark', 'light']) {
      const file = join(docs, `theme-${scheme}.png`);
      await shoot(browser, themed.url, { path: '/', viewport: desktop, scheme, file });
    }
  } finally {
    themed.stop();
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
