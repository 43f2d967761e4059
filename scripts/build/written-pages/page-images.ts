// The pictures of a case study or an article: each image of the public folder it shows, as AVIF
// and WebP at the widths a phone and a desktop need, with its size written in the page so
// nothing moves when it arrives (CLS 0), and lazy below the first.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, extname, resolve } from 'node:path';
import type { Element, Root } from 'hast';
import sharp from 'sharp';
import { visit } from 'unist-util-visit';
import type { ImageFile } from '../images/content-images.ts';

/** The text column's widest, in CSS pixels (page-style.ts keeps the column to it). */
export const columnWidth = 760;
const widths = [480, columnWidth, columnWidth * 2];
const sizes = `(min-width: ${columnWidth + 48}px) ${columnWidth}px, calc(100vw - 32px)`;

export type PagePicture = {
  width: number;
  height: number;
  src: string;
  sources: { type: string; srcSet: string }[];
};

/** Makes the formats and widths of one image; cached by path, as several pages may show it. */
export async function makePicture(
  publicDir: string,
  path: string,
  base: string,
): Promise<{ picture: PagePicture; files: ImageFile[] }> {
  const input = await readFile(resolve(publicDir, path));
  const { width = columnWidth, height = columnWidth } = await sharp(input)
    .rotate()
    .metadata()
    .then((meta) =>
      meta.orientation && meta.orientation >= 5 ? { width: meta.height, height: meta.width } : meta,
    );
  const stem =
    basename(path, extname(path))
      .replace(/[^a-z0-9-]+/gi, '-')
      .toLowerCase() || 'image';
  const steps = [...new Set(widths.map((each) => Math.min(each, width)))];
  const files: ImageFile[] = [];
  const sources: PagePicture['sources'] = [];
  let src = '';
  for (const [type, extension] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ] as const) {
    const candidates: string[] = [];
    for (const step of steps) {
      const resized = sharp(input, { failOn: 'error' }).rotate().resize({ width: step });
      const source = await (
        extension === 'avif'
          ? resized.avif({ quality: 55, effort: 4 })
          : resized.webp({ quality: 78 })
      ).toBuffer();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/${stem}-${step}w-${hash}.${extension}`;
      files.push({ fileName, source });
      candidates.push(`${base}${fileName} ${step}w`);
      if (extension === 'webp' && (step === Math.min(columnWidth, width) || !src))
        src = `${base}${fileName}`;
    }
    sources.push({ type, srcSet: candidates.join(', ') });
  }
  const shown = Math.min(width, columnWidth);
  return {
    picture: { width: shown, height: Math.round((height * shown) / width), src, sources },
    files,
  };
}

/** Replaces each <img> (its src the public folder's path) with the picture made of it. */
export function toPictures(pictures: ReadonlyMap<string, PagePicture>) {
  return (tree: Root) => {
    let first = true;
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'img' || index === undefined || !parent) return;
      const picture = pictures.get(String(node.properties.src));
      if (!picture) return;
      const image: Element = {
        type: 'element',
        tagName: 'img',
        properties: {
          src: picture.src,
          alt: node.properties.alt ?? '',
          width: picture.width,
          height: picture.height,
          sizes,
          loading: first ? 'eager' : 'lazy',
          decoding: 'async',
        },
        children: [],
      };
      first = false;
      parent.children[index] = {
        type: 'element',
        tagName: 'picture',
        properties: {},
        children: [
          ...picture.sources.map((source): Element => ({
            type: 'element',
            tagName: 'source',
            properties: { type: source.type, srcSet: source.srcSet, sizes },
            children: [],
          })),
          image,
        ],
      };
      return 'skip';
    });
  };
}
