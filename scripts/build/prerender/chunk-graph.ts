// What the pages need of the browser build, read off its bundle: the entry and what it needs to
// take any island over, each island's part's files, the stylesheet and the font files to preload.
import type { OutputBundle, OutputChunk } from 'rolldown';

export type ChunkGraph = {
  /** The entry (src/main.tsx) and what it needs to take any island over (React). */
  entry: string;
  preloads: string[];
  /** The files an island's part adds, by part (src/app/islands.ts). */
  partFiles: (part: string) => string[];
  /** The stylesheets the entry imports (the font faces) and the owner's font's Latin face. */
  css: string;
  /** The font files to preload, Latin's first. */
  fontFiles: string[];
  /** A face's file in the build, by its package's name for it; undefined if the site has none. */
  fontFileOf: (face: string) => string | undefined;
};

/** The part that takes an island over (src/app/hydrate-island.tsx): React's, for every island. */
const hydratePart = 'hydrate-island';

/** What the browser needs of the client build, read off its bundle. */
export function readChunkGraph(bundle: OutputBundle, preloadFaces: string[]): ChunkGraph {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const withImports = (file: string, into: Set<string>) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) withImports(imported, into);
    return into;
  };
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the client build has no entry');
  /** A lazily loaded part's chunk: named after its module (src/app/islands.ts). */
  const partChunk = (part: string) => {
    const chunk = [...chunks.values()].find(
      (candidate) => candidate.isDynamicEntry && candidate.name === part,
    );
    if (!chunk) throw new Error(`prerender: the part "${part}" is not in the build`);
    return chunk;
  };
  const startup = withImports(entry.fileName, new Set());
  withImports(partChunk(hydratePart).fileName, startup);
  startup.delete(entry.fileName);
  const partFiles = (part: string) =>
    [...withImports(partChunk(part).fileName, new Set())].filter(
      (file) => file !== entry.fileName && !startup.has(file),
    );

  const cssFiles = [
    ...((entry as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? []),
  ];
  const css = cssFiles
    .map((file) => {
      const asset = bundle[file];
      return asset?.type === 'asset' ? String(asset.source).trim() : '';
    })
    .join('');
  const fontFileOf = (face: string) => {
    const name = face.replace(/\.woff2$/, '');
    return Object.keys(bundle).find(
      (candidate) => candidate.startsWith('assets/') && candidate.slice(7).startsWith(`${name}-`),
    );
  };
  const fontFiles = preloadFaces.map((face) => {
    const file = fontFileOf(face);
    if (!file) throw new Error(`prerender: the font file ${face} is missing from the build`);
    return file;
  });
  return { entry: entry.fileName, preloads: [...startup], partFiles, css, fontFiles, fontFileOf };
}
