import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFolder } from './site-settings.ts';

/** A screen as the built site offers it: a link of its navigation. */
export type BuiltScreen = { path: string; nav: string };

/** The built page every address of the hash-routed site is answered with (of a language's
 * site, in its folder). */
export function builtIndex(folder = ''): string {
  return readFileSync(join(siteFolder(), folder, 'index.html'), 'utf8');
}

/** The text of an element's HTML, as a reader sees it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The screens the built site shows, from the links of its navigation (so a screen of the owner's
 * own, or one shown only for what the build read, such as articles from feeds, is checked too).
 */
export function builtScreens(html: string = builtIndex()): BuiltScreen[] {
  const screens = new Map<string, string>();
  for (const [nav] of html.matchAll(/<nav\b[\s\S]*?<\/nav>/g)) {
    for (const [, path, label] of nav.matchAll(
      /<a\b[^>]*\shref="#(\/[^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
    )) {
      if (path && !screens.has(path)) screens.set(path, textOf(label ?? ''));
    }
  }
  return [...screens].map(([path, nav]) => ({ path, nav }));
}

/** The site's public address, as its canonical link gives it. */
export function canonicalAddress(html: string = builtIndex()): string | undefined {
  return /<link\s+rel="canonical"\s+href="([^"]+)"/.exec(html)?.[1];
}

/** The folders of the site's other languages ('de/'), from the main page's hreflang alternates. */
export function languageFolders(html: string = builtIndex()): string[] {
  const canonical = canonicalAddress(html);
  if (!canonical) return [];
  return [...html.matchAll(/<link rel="alternate" hreflang="[^"]+" href="([^"]+)"/g)]
    .map(([, href]) => (href?.startsWith(canonical) ? href.slice(canonical.length) : ''))
    .filter((folder) => folder !== '');
}
