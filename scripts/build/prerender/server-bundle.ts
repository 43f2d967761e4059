// Where the build puts the server bundle of the screens (src/entry-server.tsx), and how the
// build and the browser tests load it.
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What the server bundle exports: the type of src/entry-server.tsx itself, so the build and the
 * module it loads cannot drift apart (a renamed or changed export fails the type check).
 */
export type ServerBundle = typeof import('../../../src/entry-server.tsx');

/**
 * The folder of the server bundle for a build into `outDir`: one of each build's own, so builds
 * made at the same time never share one. Under node_modules, where the bundle finds the packages
 * it imports.
 */
export function serverOutDirFor(outDir: string): string {
  const id = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 12);
  return join('node_modules', '.cache', 'portfolio-prerender', id);
}

/** The server bundle of the build into `outDir`: renderPages(), the content and the screens. */
export async function importServerBundle(outDir: string): Promise<ServerBundle> {
  process.env.NODE_ENV = 'production';
  const file = pathToFileURL(resolve(serverOutDirFor(outDir), 'entry-server.js')).href;
  return (await import(file)) as ServerBundle;
}
