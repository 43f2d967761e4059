import { createHash } from 'node:crypto';
import { basename, extname } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Content } from '../../src/content/schema.ts';
import type { ProcessedImage } from '../../src/shared/processed-image.ts';

/** How each kind of image is shown: its box at 1x (cropped to fill it) and its formats. */
export const imageRoles = {
  // A round photo on Home, 160 px from 600 px wide and 120 px below.
  photo: { width: 160, height: 160, position: sharp.strategy.attention },
  // A screenshot across the top of a project card, 16:9, keeping the top of the page.
  project: { width: 480, height: 270, position: 'top' as const },
};
export type ImageRole = keyof typeof imageRoles;

const densities = [1, 2];
const formats = [
  {
    type: 'image/avif',
    extension: 'avif',
    encode: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  },
  {
    type: 'image/webp',
    extension: 'webp',
    encode: (image: Sharp) => image.webp({ quality: 76 }),
  },
] as const;

export type ImageFile = { fileName: string; source: Buffer };

/** The images the content names, with the field that names each. */
export function imagesOf(content: Content): { path: string; role: ImageRole; field: string }[] {
  const wanted: { path: string; role: ImageRole; field: string }[] = [];
  if (content.owner.photo) {
    wanted.push({ path: content.owner.photo, role: 'photo', field: 'content.owner.photo' });
  }
  content.projects.forEach((project, index) => {
    if (project.image) {
      wanted.push({
        path: project.image,
        role: 'project',
        field: `content.projects[${index}].image`,
      });
    }
  });
  return wanted;
}

/**
 * Resizes and crops an image for its role, into AVIF and WebP at 1x and 2x, named by content
 * hash under assets/. `base` is the site's base path, for the addresses.
 */
export async function processImage(
  input: Buffer,
  path: string,
  role: ImageRole,
  base: string,
): Promise<{ image: ProcessedImage; files: ImageFile[] }> {
  const { width, height, position } = imageRoles[role];
  const stem =
    basename(path, extname(path))
      .replace(/[^a-z0-9-]+/gi, '-')
      .toLowerCase() || 'image';
  const files: ImageFile[] = [];
  const sources: ProcessedImage['sources'] = [];
  let fallback = '';
  for (const format of formats) {
    const candidates: string[] = [];
    for (const density of densities) {
      const resized = sharp(input, { failOn: 'error' })
        .rotate() // a phone photo's EXIF orientation
        .resize({ width: width * density, height: height * density, fit: 'cover', position });
      const source = await format.encode(resized).toBuffer();
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      const fileName = `assets/${stem}-${width * density}w-${hash}.${format.extension}`;
      files.push({ fileName, source });
      if (format.extension === 'webp' && density === 1) fallback = `${base}${fileName}`;
      candidates.push(`${base}${fileName} ${width * density}w`);
    }
    sources.push({ type: format.type, srcSet: candidates.join(', ') });
  }
  return { image: { width, height, src: fallback, sources }, files };
}
