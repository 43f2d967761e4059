// npm run preview: serves dist/ as it will be deployed, on PORT (4173 by default), at the base
// path it was built for (read from the build, whatever BASE_PATH says now). npm start (`--build`)
// checks the port first, then builds, then serves. A busy port is said in one line that names the
// setting, not a stack trace.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { preview } from 'vite';
import { servedBase } from '../build/owner/base-path.mjs';

const defaultPort = 4173;
const build = process.argv.includes('--build');
const command = build ? 'npm start' : 'npm run preview';
const setting = process.env.PORT?.trim();
const port = setting ? Number(setting) : defaultPort;

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT is "${setting}": give a port number, e.g. PORT=4180 ${command}.`);
  process.exit(1);
}

function busy() {
  const other = port === 65535 ? 4180 : port + 1;
  console.error(
    `Port ${port} is busy (another server is using it): choose another with PORT, e.g. PORT=${other} ${command}.`,
  );
  process.exit(1);
}

/** Whether the port is free where the preview listens (so a build is not wasted on a busy one). */
const free = () =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, 'localhost', () => probe.close(() => resolve(true)));
  });

if (build) {
  if (!(await free())) busy();
  // A preview counts no visit in the owner's analytics (scripts/build/prerender/analytics.ts).
  const built = spawnSync(process.execPath, ['scripts/build/build.mjs'], {
    stdio: 'inherit',
    env: { ANALYTICS: 'off', ...process.env },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const folder = 'dist';
const { base, note } = servedBase(folder, process.env.BASE_PATH);
if (!base) {
  console.error(`There is no built site in ${folder}/: run npm run build first, or npm start.`);
  process.exit(1);
}
if (note) console.log(note);

/** The preview answers as the host does: hashed files cached for good, and an address the site
 * has no file at with its 404.html and the status 404, as GitHub Pages does (no single-page
 * fallback to Home: the site's routes are after the #). */
const asHosted = {
  name: 'portfolio-preview-as-hosted',
  configurePreviewServer(server) {
    // A file named by its content's hash is cached for good, as the host's headers say
    // (_headers, vercel.json): a reload takes the fonts from the cache, in time to be drawn.
    server.middlewares.use((request, response, next) => {
      if (/\/assets\/[^/]+-[\w-]{8,}\.\w+$/.test(request.url ?? '')) {
        const writeHead = response.writeHead;
        const uncached = (headers) =>
          headers && typeof headers === 'object' && !Array.isArray(headers)
            ? Object.fromEntries(
                Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'),
              )
            : headers;
        response.writeHead = function (status, ...rest) {
          this.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          return writeHead.call(this, status, ...rest.map(uncached));
        };
      }
      next();
    });
    return () =>
      server.middlewares.use((request, response, next) => {
        const page = join(folder, '404.html');
        const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        const file = join(folder, path.startsWith(base) ? path.slice(base.length) : path);
        const found =
          existsSync(file) && (statSync(file).isFile() || existsSync(join(file, 'index.html')));
        if (request.method !== 'GET' || found || !existsSync(page)) return next();
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(readFileSync(page));
      });
  },
};

try {
  const server = await preview({
    base,
    appType: 'mpa',
    plugins: [asHosted],
    preview: { port, strictPort: true },
  });
  server.printUrls();
} catch (error) {
  if (error instanceof Error && /already in use/.test(error.message)) busy();
  throw error;
}
