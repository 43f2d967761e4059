import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  contentSecurityPolicy,
  escapeHtml,
  headTags,
  robotsTxt,
  sitemapXml,
  webManifest,
} from './site-meta.mjs';

/**
 * The inline script that runs right after the <template>s, before the first paint:
 * - shows the prerendered screen for the address (routes are in the hash, invisible to a
 *   server), and another one when a link changes the address before the app is live;
 * - until then, also stops a form's submit button from making the browser post the page to
 *   itself (a reload that would lose the message): the app sends forms itself;
 * - starts downloading the app only after the first paint, so that paint waits for no script.
 * The app marks #root with data-app when it takes over. The script is allowed by its hash in
 * the Content-Security-Policy.
 */
export function bootScript({ entry, preloads, routeParts }) {
  return `(function(){
var r=document.getElementById('root'),t=document.querySelectorAll('template[data-route]');
function route(){return(location.hash.slice(1).split(/[?#]/)[0]||'/').replace(/(.)\\/+$/,'$1')}
function show(p){r.textContent='';r.removeAttribute('data-prerendered');for(var i=0;i<t.length;i++){if(t[i].getAttribute('data-route')===p){r.appendChild(t[i].content.cloneNode(true));r.setAttribute('data-prerendered',p);document.title=t[i].getAttribute('data-title')}}}
var p=route();show(p);
addEventListener('hashchange',function(){if(!r.hasAttribute('data-app')){show(route());scrollTo(0,0)}});
document.addEventListener('submit',function(e){e.preventDefault()});
function add(tag,props){var el=document.createElement(tag);for(var k in props)el[k]=props[k];document.head.appendChild(el)}
function load(){${JSON.stringify(preloads)}.concat(${JSON.stringify(routeParts)}[p]||[]).forEach(function(h){add('link',{rel:'modulepreload',href:h,crossOrigin:''})});add('script',{type:'module',src:${JSON.stringify(entry)},crossOrigin:''})}
if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)});
})();`.replace(/\n/g, '');
}

/** Where scripts/build.mjs writes the server bundle of the screens (src/entry-server.tsx). */
export const serverOutDir = 'node_modules/.cache/portfolio-prerender';

/** The server bundle: renderPages(), the content module and the theme's page colour. */
export function importServerBundle() {
  process.env.NODE_ENV = 'production';
  return import(pathToFileURL(resolve(serverOutDir, 'entry-server.js')).href);
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
 * What to fetch in parallel once the page is painted: every part the entry imports, statically
 * or in its start-up stages (src/main.tsx), and per route the part of its screen (screens live in
 * src/features/<name>/<name>-screen.tsx and are routed at /<name>).
 */
function partsToPreload(outDir, base) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
  rmSync(join(outDir, '.vite'), { recursive: true }); // a build detail, not for the web
  const url = (key) => `${base}${manifest[key].file}`;
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
    routeParts[`/${screen}`] = [...withImports(key)].filter((part) => !startup.has(part)).map(url);
  }
  return { entry: url(entryKey), preloads: [...startup].map(url), routeParts };
}

/** Writes every screen's first paint into <outDir>/index.html. */
export async function prerender({ outDir }) {
  const { renderPages, content, themeColor } = await importServerBundle();
  const { pages, styleTags } = await renderPages();

  const indexFile = join(outDir, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  const base = basePathOf(html);
  html = inlineStylesheets(html, outDir);
  html = html.replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '');
  html = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const boot = bootScript(partsToPreload(outDir, base));
  const home = pages.find((page) => page.path === '/');
  const csp = contentSecurityPolicy([boot]);
  const head = headTags({ content, title: home.title, base, csp, themeColor });
  html = html.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<link rel="icon"[^>]*>/, '');
  // The policy first, so it covers everything after it; then the font, so it has the best
  // chance to arrive before the first paint.
  const [policy, ...rest] = head;
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    ${policy}\n    ${fontPreload(outDir, base)}`,
  );
  html = replaceOnce(html, '</head>', `    ${rest.join('\n    ')}\n${styleTags}\n</head>`);
  const templates = pages
    .map(
      (page) =>
        `<template data-route="${escapeHtml(page.path)}" data-title="${escapeHtml(page.title)}">${page.html}</template>`,
    )
    .join('\n');
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
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(content));
  writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(content));
  console.log(`prerendered ${pages.map((page) => page.path).join(', ')} into ${indexFile}`);
}
