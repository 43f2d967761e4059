import { readFile, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { Content } from '../../src/content/schema.ts';
import type { ContentImages } from '../../src/shared/processed-image.ts';
import { handOff, takeOver } from './build-handoff.ts';
import { imagesOf, processImage, type ImageFile } from './content-images.ts';

export const contentImagesModule = 'virtual:content-images';
const resolvedId = `\0${contentImagesModule}`;

/**
 * Turns the images the content names (owner.photo, projects[n].image) into AVIF and WebP at the
 * sizes they are shown, served as `virtual:content-images`. A named file missing from owner/public/ (or
 * not an image) fails the build, naming the field and the file. Only the processed files ship:
 * the originals copied from owner/public/ are removed from the build.
 */
export function contentImages(content: Content, env: Record<string, string | undefined>): Plugin {
  let config: ResolvedConfig;
  let images: ContentImages = { projects: {} };
  let files: ImageFile[] = [];
  return {
    name: 'portfolio-content-images',
    configResolved(resolved) {
      config = resolved;
    },
    resolveId(id) {
      return id === contentImagesModule ? resolvedId : undefined;
    },
    async buildStart() {
      // Unit tests hand the screens processed images of their own.
      if (env.VITEST) return;
      if (this.environment.config.consumer === 'server') {
        // The addresses the client build gave its files; the server build writes no image.
        const handed = await takeOver<ContentImages>(env, 'content-images');
        if (handed) {
          images = handed;
          return;
        }
      }
      // Where the owner keeps the file, as they would name it: owner/public/photo.jpg.
      const inPublic = (path: string) =>
        `${relative(config.root, config.publicDir).split(sep).join('/')}/${path}`;
      const problems: string[] = [];
      const made: ContentImages = { projects: {} };
      const madeFiles: ImageFile[] = [];
      for (const { path, role, field } of imagesOf(content)) {
        const file = resolve(config.publicDir, path);
        const input = await readFile(file).catch(() => undefined);
        if (!input) {
          problems.push(`${field}: ${inPublic(path)} does not exist`);
          continue;
        }
        try {
          const { image, files: written } = await processImage(input, path, role, config.base);
          if (role === 'photo') made.photo = image;
          else made.projects[path] = image;
          madeFiles.push(...written);
        } catch (error) {
          problems.push(
            `${field}: ${inPublic(path)} is not an image the build can read (${String(error)})`,
          );
        }
      }
      if (problems.length > 0) {
        const message = `${problems.join('\n  ')}\nPut the file in ${inPublic('')} or fix its name in owner/content.ts.`;
        if (config.command === 'build') this.error(message);
        this.warn(message);
      }
      images = made;
      files = madeFiles;
      await handOff(env, 'content-images', images);
      if (config.command === 'build' && this.environment.config.consumer === 'client') {
        for (const { fileName, source } of files)
          this.emitFile({ type: 'asset', fileName, source });
      }
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(images)};` : undefined;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        const file = files.find(({ fileName }) => path === `${config.base}${fileName}`);
        if (!file) return next();
        response.setHeader('Content-Type', `image/${file.fileName.split('.').at(-1)}`);
        response.end(file.source);
      });
    },
    async closeBundle() {
      if (config.command !== 'build' || this.environment.config.consumer !== 'client') return;
      const outDir = resolve(config.root, config.build.outDir);
      await Promise.all(
        imagesOf(content).map(({ path }) => rm(join(outDir, path), { force: true })),
      );
    },
  };
}
