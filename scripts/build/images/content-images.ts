import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { basename, extname, relative, resolve, sep } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Content } from '../../../src/content/schema.ts';
import type { ProcessedImage } from '../../../src/content/processed-image.ts';

/** How each kind of image is shown: its box at 1x (cropped to fill it) and its formats. */
export const imageRoles: Record<
  'photo' | 'project',
  {
    width: number;
    height: number;
    position: string | number;
    /** Shapes (width over height) beyond which the image is shown whole, not cropped. */
    wholeOutside?: [number, number];
  }
> = {
  // A round photo on Home, 160 px from 600 px wide and 120 px below.
  photo: { width: 160, height: 160, position: sharp.strategy.attention },
  // A screenshot across the top of a project card, 16:9, keeping the top of the page; one far
  // from that shape (a phone's screen, a square logo, a wide banner) shown whole, centred on
  // the card's own colour, as cropping would lose most of it.
  project: { width: 480, height: 270, position: 'top', wholeOutside: [1.2, 2.5] },
};

/** An image's width over its height as it is shown, turned by its EXIF orientation. */
async function shapeOf(input: Buffer): Promise<number> {
  const { width = 1, height = 1, orientation = 1 } = await sharp(input).metadata();
  return orientation >= 5 ? height / width : width / height;
}
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
  const outside = imageRoles[role].wholeOutside;
  const shape = outside ? await shapeOf(input) : width / height;
  const whole = outside !== undefined && (shape < outside[0] || shape > outside[1]);
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
        .resize({
          width: width * density,
          height: height * density,
          ...(whole
            ? { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }
            : { fit: 'cover', position }),
        });
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

/** Where a file of the public folder is, as the owner sees it (`owner/public/images/me.jpg`). */
export const inPublicFolder = (root: string, publicDir: string, path: string) =>
  `${relative(root, publicDir).split(sep).join('/')}/${path}`;

/** Each image the content names that is not in the public folder, by its field: one line each. */
export function missingImages(content: Content, root: string, publicDir: string): string[] {
  return imagesOf(content)
    .filter(({ path }) => !existsSync(resolve(publicDir, path)))
    .map(({ path, field }) => `${field}: ${inPublicFolder(root, publicDir, path)} does not exist`);
}
