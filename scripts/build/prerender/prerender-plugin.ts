import { resolve } from 'node:path';
import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';
import { serverOutDirFor } from './server-bundle.ts';
import { type ChunkGraph, readChunkGraph } from './chunk-graph.ts';
import { writeSite } from './write-site.ts';

/**
 * Makes `vite build` build twice, the islands' code for the browser (src/main.tsx) and a server
 * bundle of the pages (src/entry-server.tsx), then write index.html (the shell and Home in full;
 * decision 0009) with the start-up scripts, the files of the islands they start (the chunk graph,
 * read off the browser build's bundle) and the head tags; a file per other screen, which the
 * start-up scripts fetch for its address; and the web manifest, robots.txt and the sitemap.
 */
export function prerender({
  preloadFaces,
  pageFaces = () => [],
}: {
  /** The font files to preload (scripts/build/fonts/page-faces.ts, `preloadedFaces`). */
  preloadFaces: string[];
  /** The faces to preload for a case study's or an article's text. */
  pageFaces?: (text: string) => string[];
}): Plugin {
  let outDir = 'dist';
  let graph: ChunkGraph | undefined;
  let base = '/';
  return {
    name: 'portfolio-prerender',
    apply: 'build',
    sharedDuringBuild: true,
    config(config) {
      outDir = config.build?.outDir ?? outDir;
      return {
        builder: {},
        environments: {
          // The page is index.html as this plugin writes it: the entry is the islands' script.
          client: { build: { rolldownOptions: { input: { index: 'src/main.tsx' } } } },
          ssr: {
            build: {
              outDir: serverOutDirFor(outDir),
              emptyOutDir: true,
              // The files only the pages refer to (the icons' drawings): published with them.
              emitAssets: true,
              rolldownOptions: { input: 'src/entry-server.tsx' },
            },
          },
        },
      };
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      base = this.environment.config.base;
      graph = readChunkGraph(bundle as unknown as OutputBundle, preloadFaces);
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const { client, ssr } = builder.environments;
        if (!client || !ssr)
          throw new Error('prerender: the build has no client or ssr environment');
        await builder.build(client);
        await builder.build(ssr);
        if (!graph) throw new Error('prerender: the client build left no bundle to read');
        const clientOutDir = resolve(builder.config.root, client.config.build.outDir);
        await writeSite(clientOutDir, base, graph, {
          root: builder.config.root,
          publicDir: builder.config.publicDir,
          pageFaces,
        });
      },
    },
  };
}
