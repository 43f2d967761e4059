// `npm run dev`: the pages as the build makes them (src/entry-server.tsx renders them, the
// start-up scripts work them), rendered anew for each request from the code and the owner's
// files as they are now, and the page reloaded on every save.
import type { Connect, Plugin, ViteDevServer } from 'vite';
import type { BootSettings } from '../../../src/start-up/contract.ts';
import { projectFilterAttribute } from '../../../src/start-up/project-filter.ts';
import { escapeHtml } from './site-meta.ts';
import { bootScript, earlyScreenScript, indexHtml, screenFiles } from './prerender.ts';
import type { ServerBundle } from './server-bundle.ts';

/** The index page and the screens' files, by their address under the base. */
async function renderSite(server: ViteDevServer): Promise<Map<string, string>> {
  const { base } = server.config;
  const bundle = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerBundle;
  const { renderPages, content, buildData, colorScheme, language, direction, startUpText } = bundle;
  const { pages, styleTags } = await renderPages();
  const files = screenFiles(pages);
  const settings: BootSettings = {
    base,
    titles: Object.fromEntries(files.map(({ path, title }) => [path, title])),
    // The islands' entry, from the code itself: the development server loads what it imports.
    entry: 'src/main.tsx',
    preloads: [],
    routeParts: {},
    text: startUpText,
    ...(buildData.languages.length > 1 && {
      languages: buildData.languages.map((each) => each.tag),
    }),
  };
  const boot = await bootScript(settings, undefined, {
    localTime: content.owner.location !== undefined,
    projectFilter: pages.some((page) => page.html.includes(projectFilterAttribute)),
  });
  const earlyScreen = await earlyScreenScript(
    { base, files: Object.fromEntries(files.map(({ path, file }) => [path, file])) },
    colorScheme.switchable ? colorScheme.settings : undefined,
  );
  const home = pages.find((page) => page.path === '/');
  const page = indexHtml({
    pages,
    styleTags,
    css: '',
    base,
    language,
    direction,
    fontFiles: [],
    boot,
    earlyScreen,
    // No policy: the development server's own scripts are inline.
    head: () => ['', `<title>${escapeHtml(home?.title ?? '')}</title>`],
  }).replace(
    '</head>',
    // The entry at once, for the owner's font faces it brings (the build inlines them).
    `<script type="module" src="/src/main.tsx"></script>\n</head>`,
  );
  const site = new Map([[base, page]]);
  for (const screen of files) site.set(base + screen.file, screen.html);
  return site;
}

/** Serves the pages on the development server, and reloads them when a file changes. */
export function devPages(): Plugin {
  return {
    name: 'portfolio-dev-pages',
    apply: 'serve',
    configureServer(server) {
      const { base } = server.config;
      const serve: Connect.NextHandleFunction = (request, response, next) => {
        const path = (request.originalUrl ?? request.url ?? '').split(/[?#]/)[0] ?? '';
        const address = path === `${base}index.html` ? base : path;
        if (address !== base && !/\/assets\/screen-[\w-]+\.html$/.test(address)) return next();
        renderSite(server)
          .then(async (site) => {
            const body = site.get(address);
            if (body === undefined) return next();
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            if (address !== base) return response.end(body);
            const page = await server.transformIndexHtml(request.url ?? base, body);
            // The server puts the base before the address of a file the page names (the icons'
            // drawings), which already has it.
            response.end(page.replaceAll(base + base.slice(1), base));
          })
          .catch((error: unknown) => {
            server.ssrFixStacktrace(error as Error);
            next(error);
          });
      };
      server.middlewares.use(serve);
    },
    // The pages are made on the server: any change of the code or the owner's files is a new
    // page, not a hot update.
    hotUpdate({ server }) {
      if (this.environment.name !== 'client') return;
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
