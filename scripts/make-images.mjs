// Renders the images that cannot be written by hand: the 1200x630 sharing card (from the
// content module: name, job title, tagline, skills) and the PNG icons (from favicon.svg).
// Run `npm run images` after editing src/content/ and commit what it writes to public/.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumMissingMessage, findChromium } from './find-chromium.mjs';
import { importServerBundle } from './prerender.mjs';
import { escapeHtml, ogImage } from './site-meta.mjs';

const { content } = await importServerBundle();
const executablePath = await findChromium();
if (!executablePath) {
  console.error(chromiumMissingMessage);
  process.exit(1);
}

// A data URL: a page made with setContent may not load file: URLs.
const font = `data:font/woff2;base64,${readFileSync(
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
).toString('base64')}`;
const favicon = readFileSync('public/favicon.svg', 'utf8');

const card = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(${font}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; }
body { width: 1200px; height: 630px; box-sizing: border-box; padding: 64px 80px; font-family: Inter, sans-serif;
  background: radial-gradient(circle at 85% 15%, #1d3a52 0, #121212 55%); color: #fff; display: flex; flex-direction: column; }
.logo { width: 72px; height: 72px; } .logo svg { width: 72px; height: 72px; }
h1 { font-size: 72px; margin: 28px 0 4px; letter-spacing: -1.5px; }
h2 { font-size: 34px; margin: 0 0 20px; color: #90caf9; font-weight: 600; }
p { font-size: 24px; line-height: 1.45; margin: 0; color: rgba(255,255,255,.78); max-width: 980px; }
ul { list-style: none; padding: 0; margin: auto 0 0; display: flex; flex-wrap: wrap; gap: 12px; height: 96px; overflow: hidden; }
li { border: 2px solid rgba(144,202,249,.6); color: #90caf9; border-radius: 999px; padding: 4px 16px; font-size: 20px; line-height: 30px; }
</style></head><body>
<div class="logo">${favicon}</div>
<h1>${escapeHtml(content.owner.name)}</h1>
<h2>${escapeHtml(content.owner.jobTitle)}</h2>
<p>${escapeHtml(content.owner.tagline)}</p>
<ul>${content.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul>
</body></html>`;

const browser = await chromium.launch({ executablePath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: ogImage.width, height: ogImage.height } });
await page.setContent(card);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: `public/${ogImage.path}` });

mkdirSync('public/icons', { recursive: true });
for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:#121212">${favicon.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `public/icons/${name}` });
}
await browser.close();
console.log(`wrote public/${ogImage.path} and public/icons/`);
