import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The inline script that runs right after the <template>s, before the first paint:
 * - shows the prerendered screen for the address (routes are in the hash, invisible to a server);
 * - until the app is live, stops a form's submit button from making the browser post the page
 *   to itself (a reload that would lose the message): the app sends forms itself;
 * - starts downloading the app only after the first paint, so that paint waits for no script.
 * It is allowed by its hash in the Content-Security-Policy.
 */
export function bootScript({ entry, preloads }) {
  return `(function(){
document.addEventListener('submit',function(e){e.preventDefault()});
var p=(location.hash.slice(1).split(/[?#]/)[0]||'/').replace(/(.)\\/+$/,'$1'),r=document.getElementById('root'),t=document.querySelectorAll('template[data-route]');
for(var i=0;i<t.length;i++){if(t[i].getAttribute('data-route')===p){r.appendChild(t[i].content.cloneNode(true));r.setAttribute('data-prerendered',p);document.title=t[i].getAttribute('data-title')}t[i].remove()}
function add(tag,props){var el=document.createElement(tag);for(var k in props)el[k]=props[k];document.head.appendChild(el)}
function load(){${JSON.stringify(preloads)}.forEach(function(h){add('link',{rel:'modulepreload',href:h,crossOrigin:''})});add('script',{type:'module',src:${JSON.stringify(entry)},crossOrigin:''})}
if(document.visibilityState==='hidden')load();else requestAnimationFrame(function(){setTimeout(load,0)});
})();`.replace(/\n/g, '');
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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
function fontPreload(html, outDir) {
  const font = readdirSync(join(outDir, 'assets')).find((name) =>
    /^inter-latin-wght-normal-.*\.woff2$/.test(name),
  );
  if (!font) throw new Error('prerender: the Inter font file is missing from the build');
  const base = html.match(/<link rel="icon" href="([^"]*\/)favicon/)?.[1] ?? '/';
  return `<link rel="preload" href="${base}assets/${font}" as="font" type="font/woff2" crossorigin>`;
}

/** Writes every screen's first paint into <outDir>/index.html. */
export async function prerender({ outDir, serverEntry }) {
  process.env.NODE_ENV = 'production';
  const { renderPages } = await import(pathToFileURL(resolve(serverEntry)).href);
  const { pages, styleTags } = await renderPages();

  const indexFile = join(outDir, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  html = inlineStylesheets(html, outDir);
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/);
  if (!entry) throw new Error('prerender: index.html has no module script');
  html = html.replace(entry[0], '');
  const preloads = [];
  html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
    preloads.push(href);
    return '';
  });
  // The font first, so it has the best chance to arrive before the first paint.
  html = replaceOnce(
    html,
    '<meta charset="UTF-8" />',
    `<meta charset="UTF-8" />\n    ${fontPreload(html, outDir)}`,
  );
  html = replaceOnce(html, '</head>', `${styleTags}\n</head>`);
  const templates = pages
    .map(
      (page) =>
        `<template data-route="${escapeAttribute(page.path)}" data-title="${escapeAttribute(page.title)}">${page.html}</template>`,
    )
    .join('\n');
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root"></div>\n${templates}\n<script>${bootScript({ entry: entry[1], preloads })}</script>`,
  );
  writeFileSync(indexFile, html);
  console.log(`prerendered ${pages.map((page) => page.path).join(', ')} into ${indexFile}`);
}
