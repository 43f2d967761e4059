// The sub-folder a site is served from: the build's setting (BASE_PATH), and, for a site already
// built, the one it was built for, read from the site itself, so that serving it (npm run preview,
// npm run check:site) never rests on the environment matching the build's. The build records it
// as its web app manifest's scope (scripts/build/prerender/site-meta.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sub-folder the site is built for: BASE_PATH, else /portfolio/, always /…/ shaped.
 * @param {string | undefined} value
 * @returns {string}
 */
export function resolveBasePath(value) {
  const raw = value?.trim() || '/portfolio/';
  const inner = raw.replace(/^\/+|\/+$/g, '');
  return inner ? `/${inner}/` : '/';
}

/**
 * The base path ('/portfolio/', '/') of the site built into `folder`; undefined when the folder
 * holds no build (or one without a manifest).
 * @param {string} folder
 * @returns {string | undefined}
 */
export function builtBasePath(folder) {
  const manifest = join(folder, 'manifest.webmanifest');
  if (!existsSync(manifest)) return undefined;
  try {
    const { scope } = JSON.parse(readFileSync(manifest, 'utf8'));
    return typeof scope === 'string' && scope.startsWith('/') && scope.endsWith('/')
      ? scope
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where to serve the site built into `folder`: at the base path it was built for. `asked` (a
 * BASE_PATH of the environment) that differs is not followed, and the note says so.
 * @param {string} folder
 * @param {string | undefined} asked
 * @returns {{ base: string | undefined, note?: string }}
 */
export function servedBase(folder, asked) {
  const built = builtBasePath(folder);
  if (!built) return { base: undefined };
  const wanted = asked?.trim() ? resolveBasePath(asked) : undefined;
  if (!wanted || wanted === built) return { base: built };
  return {
    base: built,
    note: `The site in ${folder} was built for ${built}, so it is served there, not at ${wanted} (BASE_PATH). To serve it at ${wanted}, build it again with BASE_PATH=${wanted}.`,
  };
}
