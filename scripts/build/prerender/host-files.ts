// The files a static host reads for its HTTP headers, written into the built site once every
// page is (scripts/build/build.mjs): `_headers` for Netlify and Cloudflare Pages, `vercel.json`
// for Vercel. Each page's Content-Security-Policy is read off the page itself, so every page
// the build writes (another language's, a page of its own) gets its own, as a header, with what
// a <meta> cannot say (docs/decisions/0031-analytics-and-host-headers.md). GitHub Pages reads
// neither file and serves the <meta> policy.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** A page of the built site: its addresses and the policies its <meta> tags give. */
export type BuiltPage = { paths: string[]; policy: string; referrer: string | undefined };
export type HeaderRule = { path: string; headers: [name: string, value: string][] };

/** What a <meta> cannot carry: no site may show the page in a frame. */
export const frameAncestors = "frame-ancestors 'none'";

const metaContent = (html: string, attribute: string) =>
  new RegExp(`<meta ${attribute} content="([^"]*)"`).exec(html)?.[1]?.replaceAll('&amp;', '&');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Every page in the built folder `dist` served at `base`: each HTML file with a policy of its
 * own (a screen's file under assets/ is a part of a page, fetched by its start-up script).
 */
export function builtPages(dist: string, base: string): BuiltPage[] {
  return htmlFiles(dist).flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const policy = metaContent(html, 'http-equiv="Content-Security-Policy"');
    if (!policy) return [];
    const address = base + relative(dist, file).split(sep).join('/');
    const folder = address.replace(/index\.html$/, '');
    return [
      {
        paths: folder === address ? [address] : [folder, address],
        policy,
        referrer: metaContent(html, 'name="referrer"'),
      },
    ];
  });
}

/**
 * The headers: on every page its own policy with frame-ancestors, and revalidation (a new
 * deploy is seen at once); on the hashed files under assets/, a year's cache; on everything, no
 * MIME sniffing, HTTPS only and the pages' referrer policy. A policy is on its page's addresses
 * alone: two rules' policies on one address would both apply.
 */
export function headerRules(
  pages: BuiltPage[],
  base: string,
  /** The folders of hashed files: the main site's, and each other language's (`de/assets/`). */
  assetFolders: readonly string[] = ['assets/'],
): HeaderRule[] {
  const referrers = [...new Set(pages.map((page) => page.referrer))];
  const [referrer] = referrers;
  return [
    {
      path: `${base}*`,
      headers: [
        ['X-Content-Type-Options', 'nosniff'],
        ['Strict-Transport-Security', 'max-age=63072000'],
        // Every page's own, which they share.
        ...(referrers.length === 1 && referrer
          ? [['Referrer-Policy', referrer] as [string, string]]
          : []),
      ],
    },
    ...assetFolders.map((folder) => ({
      path: `${base}${folder}*`,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']] as [string, string][],
    })),
    ...pages.flatMap((page) =>
      page.paths.map((path) => ({
        path,
        headers: [
          ['Content-Security-Policy', `${page.policy}; ${frameAncestors}`],
          ['Cache-Control', 'public, max-age=0, must-revalidate'],
        ] as [string, string][],
      })),
    ),
  ];
}

/** Netlify's and Cloudflare Pages' `_headers`: a path, then its headers indented. */
export function netlifyHeaders(rules: HeaderRule[]): string {
  return `${rules
    .map(({ path, headers }) =>
      [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
    )
    .join('\n\n')}\n`;
}

/** Vercel's `vercel.json`: the same rules, its `*` written as path-to-regexp's `(.*)`. */
export function vercelJson(rules: HeaderRule[]) {
  return {
    // `/de` is `/de/`, as the pages' own links write it.
    trailingSlash: true,
    headers: rules.map(({ path, headers }) => ({
      source: path.replace(/\*$/, '(.*)'),
      headers: headers.map(([key, value]) => ({ key, value })),
    })),
  };
}

/** Writes both files into `dist`; an owner's own `_headers` (owner/public/) comes first. On
 * Vercel's own build (VERCEL=1), Vercel reads the repository's vercel.json, not the built
 * folder's, which would only be published: it is not written there. */
export function writeHostFiles(
  dist: string,
  base: string,
  env: Record<string, string | undefined> = process.env,
) {
  // The main site's, and each other language's in its folder.
  const languageAssets = readdirSync(dist, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory() && entry.name === 'assets')
    .map((entry) => `${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}/`);
  const assetFolders = [...new Set(['assets/', ...languageAssets.sort()])];
  const rules = headerRules(builtPages(dist, base), base, assetFolders);
  const headersFile = join(dist, '_headers');
  const own = existsSync(headersFile) ? `${readFileSync(headersFile, 'utf8').trimEnd()}\n\n` : '';
  writeFileSync(headersFile, own + netlifyHeaders(rules));
  if (env.VERCEL !== '1' && !existsSync(join(dist, 'vercel.json')))
    writeFileSync(join(dist, 'vercel.json'), `${JSON.stringify(vercelJson(rules), null, 2)}\n`);
  return rules;
}
