import { readdir, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { loadBuildData, noBuildData, type LoadedBuildData } from './build-data.ts';
import { imagesOf } from '../images/content-images.ts';
import type { OwnerContent } from '../owner/owner-content.ts';

export const buildDataModule = 'virtual:build-data';
const resolvedId = `\0${buildDataModule}`;

/**
 * Serves `virtual:build-data`: the GitHub repositories, the articles and the processed images
 * (build-data.ts), loaded once per build and shared in memory by the browser and the server
 * builds, so the prerendered page and the app agree. A service that fails gives a warning (also
 * a GitHub Actions annotation) and its last good answer; an image the content names but the
 * build cannot read fails the build (the development server shows it). Only the processed images
 * ship: the originals copied from the public folder are removed from the build.
 */
export function buildData(owner: OwnerContent, env: Record<string, string | undefined>): Plugin {
  let config: ResolvedConfig;
  let loading: Promise<LoadedBuildData> | undefined;
  let loaded: LoadedBuildData | undefined;
  const isBrowserBuild = (consumer: string) => config.command === 'build' && consumer === 'client';
  return {
    name: 'portfolio-build-data',
    // One instance for both builds of `npm run build`: what one loaded, the other renders.
    sharedDuringBuild: true,
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === buildDataModule ? resolvedId : undefined;
    },
    async buildStart() {
      // Unit tests hand the screens data of their own.
      if (env.VITEST) return;
      const first = !loading;
      loading ??= loadBuildData({
        content: owner.current,
        main: owner.main,
        env,
        root: config.root,
        publicDir: config.publicDir,
        base: config.base,
        serving: config.command === 'serve',
      });
      loaded = await loading;
      if (first) {
        for (const { title, message } of loaded.warnings) {
          if (env.GITHUB_ACTIONS === 'true') console.log(`::warning title=${title}::${message}`);
          this.warn(message);
        }
        for (const note of loaded.notes) this.info(note);
        if (loaded.problem) {
          if (config.command === 'build') this.error(loaded.problem);
          this.warn(loaded.problem);
        }
      }
      if (isBrowserBuild(this.environment.config.consumer)) {
        for (const { fileName, source } of loaded.files)
          this.emitFile({ type: 'asset', fileName, source });
      }
    },
    load(id) {
      return id === resolvedId
        ? `export default ${JSON.stringify(loaded?.data ?? noBuildData)};`
        : undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const file = loaded?.files.find(({ fileName }) => path === `${config.base}${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', `image/${file.fileName.split('.').at(-1)}`);
        response.end(file.source);
      });
    },
    async closeBundle() {
      if (!isBrowserBuild(this.environment.config.consumer)) return;
      const outDir = resolve(config.root, this.environment.config.build.outDir);
      await removeOriginals(
        outDir,
        loaded?.originals ?? imagesOf(owner.current).map(({ path }) => path),
      );
    },
  };
}

/** Takes the public folder's images that the build made pictures of out of the built site (Vite
 * copies that folder whole), and the folders they leave empty: only the pictures ship. */
async function removeOriginals(outDir: string, paths: readonly string[]) {
  await Promise.all(paths.map((path) => rm(join(outDir, path), { force: true })));
  const folders = new Set(paths.map((path) => dirname(join(outDir, path))));
  for (const folder of [...folders].sort((a, b) => b.length - a.length))
    for (let at = folder; at.startsWith(outDir + sep); at = dirname(at)) {
      const left = await readdir(at).catch(() => undefined);
      if (!left || left.length > 0) break;
      await rmdir(at);
    }
}
