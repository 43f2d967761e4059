// Finds every address a built site's files refer to, for the links check.

/** How a file of the site refers to others, by its kind (the address's extension). */
export function referencesIn(
  body: string,
  address: string,
  canonical: string | undefined,
): string[] {
  const path = new URL(address).pathname;
  const type = path.endsWith('/') ? 'html' : (/\.(\w+)$/.exec(path)?.[1] ?? '');
  const found: string[] = [];
  const add = (pattern: RegExp) => {
    for (const match of body.matchAll(pattern)) if (match[1]) found.push(match[1]);
  };
  if (type === 'html') {
    add(/\s(?:href|src|poster)="([^"]+)"/g);
    // A meta tag's value is an address only when written as one (og:image).
    add(/\scontent="((?:https?:)?\/[^"\s]*)"/g);
    for (const match of body.matchAll(/\ssrcset="([^"]+)"/g))
      found.push(...(match[1] ?? '').split(',').map((each) => each.trim().split(/\s+/)[0] ?? ''));
    // Files the inline scripts fetch by name (the screens' files, parts).
    add(/["'`](assets\/[\w.-]+)["'`]/g);
  }
  if (type === 'css') add(/url\(\s*["']?([^"')]+)["']?\s*\)/g);
  if (type === 'js') {
    add(/["'`](\.{1,2}\/[\w.-]+\.(?:js|css|html|woff2?|png|jpe?g|webp|avif|svg))["'`]/g);
    add(/["'`](assets\/[\w.-]+)["'`]/g);
  }
  if (type === 'webmanifest' || type === 'json') add(/"(?:src|start_url)"\s*:\s*"([^"]+)"/g);
  if (type === 'txt') add(/^Sitemap:\s*(\S+)/gm);
  if (type === 'xml') add(/<loc>([^<]+)<\/loc>/g);
  // Addresses written out in full with the site's public address (sharing tags, JSON-LD, the
  // sitemap): the same files, served here.
  if (canonical) {
    const escaped = canonical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    add(new RegExp(`(${escaped}[^"'\`\\s<>)\\\\]*)`, 'g'));
  }
  return found;
}

/**
 * The address of a reference on the served site, or undefined for one elsewhere (another host,
 * mail, a fragment) or not an address at all (a meta tag's words).
 */
export function onSite(
  reference: string,
  from: string,
  site: string,
  canonical: string | undefined,
  /** The folders of the site's other languages ('de/'), each a site of its own. */
  folders: readonly string[] = [],
): string | undefined {
  const raw = reference.replace(/&amp;/g, '&');
  if (raw.startsWith('#') || /^(mailto|tel|data|javascript):/i.test(raw)) return undefined;
  if (canonical && raw.startsWith(canonical))
    return new URL(raw.slice(canonical.length), site).href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) return raw.startsWith(site) ? raw.split('#')[0] : undefined;
  // Words, not a path (a meta tag's description, a viewport setting).
  if (!/^(\.{0,2}\/|[\w.-]+\/|[\w-]+\.[a-z0-9]{2,12}$)/i.test(raw) || /\s/.test(raw))
    return undefined;
  // Named from the site's root by the inline scripts and the bundler's preload lists: the root
  // of the language's site the file is in.
  const folder = folders.find((each) => from.startsWith(new URL(each, site).href)) ?? '';
  const url = new URL(raw, raw.startsWith('assets/') ? new URL(folder, site) : from);
  url.hash = '';
  return url.href.startsWith(site) ? url.href : undefined;
}

/**
 * Whether an address under the site's public one is another site's: in a folder the built site
 * does not have. On GitHub Pages, a user page's address holds the owner's other repositories'
 * sites (`https://name.github.io/tool/`), which a project's demo links to.
 */
export function inAnotherSite(
  reference: string,
  canonical: string | undefined,
  builtEntries: ReadonlySet<string>,
): boolean {
  if (!canonical || !reference.startsWith(canonical)) return false;
  const [path = ''] = reference.slice(canonical.length).split(/[?#]/);
  const [first = '', ...rest] = path.split('/');
  return rest.length > 0 && first !== '' && !builtEntries.has(first);
}
