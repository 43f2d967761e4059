import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serveGzip } from '../scripts/test-support/serve-gzip.mjs';
import { siteBase, siteFolder } from './site-settings.ts';

/**
 * Serves the built folder under its base path, as GitHub Pages will, on a port the system picks
 * (so the check never collides with a running preview). The checks read its address from
 * SITE_CHECK_URL.
 */
export default async function serveSite() {
  const root = resolve(siteFolder());
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(
      `There is no built site in ${root}: run \`npm run build\` first (or set SITE_DIR to the folder the build wrote).`,
    );
  }
  const { base, note } = siteBase();
  if (note) console.log(note);
  const server = (await serveGzip({ root, base })) as Server;
  const { port } = server.address() as AddressInfo;
  process.env.SITE_CHECK_URL = `http://127.0.0.1:${port}${base}`;
  return () => new Promise<void>((done) => server.close(() => done()));
}
