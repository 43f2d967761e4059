// Where the build puts the server bundle of the screens (src/entry-server.tsx), and how the
// build and the browser tests load it.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The folder of the server bundle for a build into `outDir`: one of each build's own, so builds
 * made at the same time never share one. Under node_modules, where the bundle finds the packages
 * it imports.
 */
export function serverOutDirFor(outDir) {
  const id = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 12);
  return join('node_modules', '.cache', 'portfolio-prerender', id);
}

/** The server bundle of the build into `outDir`: renderPages(), the content and the screens. */
export function importServerBundle(outDir) {
  process.env.NODE_ENV = 'production';
  return import(pathToFileURL(resolve(serverOutDirFor(outDir), 'entry-server.js')).href);
}
