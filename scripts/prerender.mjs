import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Chooses the prerendered screen for the address before the first paint. It runs inline
 * (allowed by its hash in the Content-Security-Policy) right after the <template>s it reads.
 * Until the app is live, a form's submit button must not make the browser post the page
 * to itself (a reload that would lose the message): the app sends forms itself.
 */
export const routePickerScript = `(function(){document.addEventListener('submit',function(e){e.preventDefault()});var p=(location.hash.slice(1).split(/[?#]/)[0]||'/').replace(/(.)\\/+$/,'$1'),r=document.getElementById('root'),t=document.querySelectorAll('template[data-route]');for(var i=0;i<t.length;i++){if(t[i].getAttribute('data-route')===p){r.appendChild(t[i].content.cloneNode(true));r.setAttribute('data-prerendered',p);document.title=t[i].getAttribute('data-title');}t[i].remove();}})();`;

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
  const href = html.match(/<script type="module" crossorigin src="([^"]*\/)assets\//)?.[1] ?? '/';
  return `<link rel="preload" href="${href}assets/${font}" as="font" type="font/woff2" crossorigin>`;
}

/** Writes every screen's first paint into <outDir>/index.html. */
export async function prerender({ outDir, serverEntry }) {
  process.env.NODE_ENV = 'production';
  const { renderPages } = await import(pathToFileURL(resolve(serverEntry)).href);
  const { pages, styleTags } = await renderPages();

  const indexFile = join(outDir, 'index.html');
  let html = readFileSync(indexFile, 'utf8');
  html = inlineStylesheets(html, outDir);
  html = replaceOnce(html, '</head>', `${fontPreload(html, outDir)}\n${styleTags}\n</head>`);
  const templates = pages
    .map(
      (page) =>
        `<template data-route="${escapeAttribute(page.path)}" data-title="${escapeAttribute(page.title)}">${page.html}</template>`,
    )
    .join('\n');
  html = replaceOnce(
    html,
    '<div id="root"></div>',
    `<div id="root"></div>\n${templates}\n<script>${routePickerScript}</script>`,
  );
  writeFileSync(indexFile, html);
  console.log(`prerendered ${pages.map((page) => page.path).join(', ')} into ${indexFile}`);
}
