import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import {
  contentSecurityPolicy,
  escapeHtml,
  headTags,
  robotsTxt,
  sitemapXml,
  webManifest,
} from './site-meta.mjs';
import { resolveSiteUrl } from './site-url.mjs';

/** An inline script of index.html (scripts/<file>), minified, with its settings in place of
 * `placeholder`. */
function inlineScript(file, placeholder, settings) {
  const source = readFileSync(resolve('scripts', file), 'utf8');
  const call = `})(${placeholder});`;
  if (!source.includes(call)) throw new Error(`prerender: ${file} does not end with ${call}`);
  const { code, errors } = minifySync(
    file,
    source.replace(call, () => `})(${JSON.stringify(settings)});`),
  );
  if (errors.length) throw new Error(`prerender: ${file}: ${errors[0].message}`);
  return code.trim();
}

/** The start-up script (scripts/boot.js), at the end of <body>. */
export function bootScript(settings) {
  return inlineScript('boot.js', 'BOOT_SETTINGS', settings);
}

/** The colour-scheme script (scripts/color-scheme-init.js), at the end of <head>. */
export function colorSchemeScript(settings) {
  return inlineScript('color-scheme-init.js', 'SCHEME_SETTINGS', settings);
}

/**
 * Where scripts/build.mjs writes the server bundle of the screens (src/entry-server.tsx) for a
 * build into `outDir`: a folder of each build's own, so builds made at the same time never share
 * one. Under node_modules, where the bundle finds the packages it imports.
 */
export function serverOutDirFor(outDir) {
  const id = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 12);
  return join('node_modules', '.cache', 'portfolio-prerender', id);
}

/** The server bundle of the build into `outDir`: renderPages(), the content module and what the
 * build made of its images, the theme's page colour, the id of the <main> element and the key of
 * the contact draft in localStorage. */
export function importServerBundle(outDir) {
  process.env.NODE_ENV = 'production';
  return import(pathToFileURL(resolve(serverOutDirFor(outDir), 'entry-server.js')).href);
}

function replaceOnce(html, search, replacement) {
  if (!html.includes(search)) throw new Error(`prerender: index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

/** Inlines the small font-face stylesheet so no CSS file blocks the first paint. */
function inlineStylesheets(html, outDir) {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_, href) => {
    const file = join(outDir, 'assets', href.split('/assets/')[1]);
    return `<style>${readFileSync(file, 'utf8').trim()}</style>`;
  });
}

/** Preloads the Latin Inter face that every screen uses. */
function fontPreload(outDir, base) {
  const font = readdirSync(join(outDir, 'assets')).find((name) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(name),
  );
  if (!font) throw new Error('prerender: the Inter font file is missing from the build');
  return `<link rel="preload" href="${base}assets/${font}" as="font" type="font/woff2" crossorigin>`;
}

/** The base path the client build was made for, read off the favicon link Vite rewrote. */
function basePathOf(html) {
  const base = html.match(/<link rel="icon" href="([^"]*\/)favicon\.svg"/)?.[1];
  if (!base)
    throw new Error('prerender: index.html has no favicon link to read the base path from');
  return base;
}

/**
 * The app's parts (paths under the base), downloaded in the background and preloaded when it
 * starts: every part the entry imports, statically or in its start-up stages (src/main.tsx), and
 * per route the part of its screen (screens live in src/features/<name>/<name>-screen.tsx and are
 * routed at /<name>).
 */
function partsToPreload(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  rmSync(join(outDir, '.vite'), { recursive: true }); // a build detail, not for the web
  const file = (key) => manifest[key].file;
  const withImports = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) withImports(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const startup = new Set();
  for (const key of [entryKey, ...(manifest[entryKey].dynamicImports ?? [])])
    withImports(key, startup);
  startup.delete(entryKey);
  const routeParts = {};
  for (const key of Object.keys(manifest)) {
    const screen = /^src\/features\/([\w-]+)\/\1-screen\.tsx$/.exec(key)?.[1];
    if (!screen || !manifest[key].isDynamicEntry) continue;
    routeParts[`/${screen}`] = [...withImports(key)].filter((part) => !startup.has(part)).map(file);
  }
  return { entry: file(entryKey), preloads: [...startup].map(file), routeParts };
}

/** The marks of the navigation link to the current route (React Router's NavLink). */
const activeLinkMarks = / aria-current="page"| active(?=")/g;

/**
 * Splits the rendered pages into what they share, the shell (drawer, top bar and an empty
 * <main>), and each one's <main> content, so index.html holds the shell once. Outside <main>
 * the pages may differ only in which navigation link is marked current, which the boot script
 * (scripts/boot.js) marks again; anything else fails the build.
 */
export function splitShell(pages) {
  const screens = pages.map((page) => {
    const parts = /^(.*?<main\b[^>]*>)(.*)(<\/main>.*)$/s.exec(page.html);
    if (!parts) throw new Error(`prerender: the page of ${page.path} has no <main>`);
    const [, before, main, after] = parts;
    return { ...page, main, shell: (before + after).replace(activeLinkMarks, '') };
  });
  const [first] = screens;
  for (const screen of screens) {
    if (screen.shell !== first.shell)
      throw new Error(
        `prerender: the pages of ${first.path} and ${screen.path} differ outside <main> in more than their current navigation link`,
      );
  }
  return { shell: first.shell, screens };
}

/** Writes every screen's first paint into <outDir>/index.html. */
export async function prerender({ outDir }) {
  const {
    renderPages,
    content,
    contentImages,
    themeColors,
    colorScheme,
    mainContentId,
    draftStorageKey,
  } = await importServerBundle(outDir);
  const themeColor = themeColors.dark;
  const { pages, styleTags } = await renderPages();

  const indexFile = join(outDir, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  const base = basePathOf(html);
  html = inlineStylesheets(html, outDir);
  html = html.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const boot = bootScript({
    base,
    ...partsToPreload(outDir),
    mainId: mainContentId,
    draftKey: draftStorageKey,
  });
  // Only a site whose owner offers both schemes has a scheme to apply and a switch to work.
  const schemeInit = colorScheme.switchable && colorSchemeScript(colorScheme.settings);
  const home = pages.find((page) => page.path === '/');
  const csp = contentSecurityPolicy(schemeInit ? [schemeInit, boot] : [boot]);
  const siteUrl = resolveSiteUrl({
    siteUrl: content.siteUrl,
    envSiteUrl: process.env.SITE_URL,
    base,
  });
  if (siteUrl.warning) console.warn(`warning: ${siteUrl.warning}`);
  const head = headTags({
    content,
    siteUrl: siteUrl.url,
    title: home.title,
    base,
    csp,
    themeColor,
    photo: contentImages.photo,
  });
  html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<link rel="icon"[^>]*>/, '');
  // The policy first, so it covers everything after it; then the font, so it has the best
  // chance to arrive before the first paint.
  const [policy, ...rest] = head;
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    ${policy}\n    ${fontPreload(outDir, base)}`,
  );
  // The scheme script after the theme-color tag it sets and before anything is painted.
  html = replaceOnce(
    html,
    '</head>',
    `    ${rest.join('\n    ')}\n${styleTags}\n${schemeInit ? `<script>${schemeInit}</script>\n` : ''}</head>`,
  );
  const { shell, screens } = splitShell(pages);
  const templates = [
    `<template data-shell>${shell}</template>`,
    ...screens.map(
      (screen) =>
        `<template data-route="${escapeHtml(screen.path)}" data-title="${escapeHtml(screen.title)}">${screen.main}</template>`,
    ),
  ].join('\n');
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root"></div>\n${templates}\n<script>${boot}</script>`,
  );
  writeFileSync(indexFile, html);
  writeFileSync(
    join(outDir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest({ content, base, themeColor }), null, 2)}\n`,
  );
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(siteUrl.url));
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(siteUrl.url));
  console.log(`prerendered ${pages.map((page) => page.path).join(', ')} into ${indexFile}`);
  checkFirstRoundTrip(html);
}

/**
 * A new connection delivers about 14 KB in its first round trip (TCP's initial window of ten
 * 1460-byte segments, less the response headers) and twice that in the second; a page larger
 * than the first paints one round trip later, some 150 ms on a mobile network. Says where the
 * page stands, and warns when the content makes it need more than two.
 */
function checkFirstRoundTrip(html) {
  const firstTrip = 14_300;
  const twoTrips = 3 * firstTrip;
  const bytes = gzipSync(html).length;
  const size = `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes <= firstTrip) {
    console.log(`index.html: ${size} gzipped, within the first round trip`);
  } else if (bytes <= twoTrips) {
    console.log(
      `index.html: ${size} gzipped, within two round trips of a new connection (the first holds ~${(firstTrip / 1024).toFixed(1)} KB)`,
    );
  } else {
    console.warn(
      `index.html is ${size} gzipped, over the ~${(twoTrips / 1024).toFixed(1)} KB a connection delivers in its first two round trips: the first paint will wait for a third. Shorter content (the longest texts in src/content/content.ts) brings it back.`,
    );
  }
}
