import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Serves a build folder under `base` the way GitHub Pages does: gzip for text, long cache for
 * hashed assets. Resolves with the listening server.
 */
export function serveGzip({ root, base = '/portfolio/', port = 0 }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(base)) {
      response.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(root, decodeURIComponent(url.pathname.slice(base.length))));
    if (!file.startsWith(normalize(root))) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    const ext = extname(file);
    const headers = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': file.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'max-age=600',
    };
    const gzip = compressible.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    if (gzip) headers['Content-Encoding'] = 'gzip';
    response.writeHead(200, headers);
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip({ level: 9 })) : stream).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
