// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/schema';
import { otherOwner } from '../../../src/test/other-owner';
import { phonePhoto } from '../../../src/test/phone-photo';
import { processContentImages } from '../build-data/build-data';
import { missingImages, processImage } from './content-images';

const photoBudget = 150 * 1024;
let photo: Buffer;
/** A photo the size of the largest the site ships: for the tests where its weight is not the
 * point, each 12-megapixel one taking seconds to process. */
let smallPhoto: Buffer;

beforeAll(async () => {
  photo = await phonePhoto();
  smallPhoto = await sharp(photo).resize(320, 320).jpeg().toBuffer();
});

describe('processing an image for the site', () => {
  it('ships a phone photo of several megabytes in AVIF and WebP at 1x and 2x, each within 150 KB', async () => {
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const { image, files } = await processImage(photo, 'me/Photo 1.JPG', 'photo', '/portfolio/');
    expect(files).toHaveLength(4);
    for (const file of files) {
      expect(file.source.length).toBeLessThanOrEqual(photoBudget);
      const { format, width, height } = await sharp(file.source).metadata();
      expect(format).toBe(file.fileName.endsWith('.avif') ? 'heif' : 'webp');
      expect([160, 320]).toContain(width);
      expect(height).toBe(width);
      expect(file.fileName).toMatch(/^assets\/photo-1-(160|320)w-[\w-]{8}\.(avif|webp)$/);
    }
    expect(image.width).toBe(160);
    expect(image.height).toBe(160);
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources) {
      const [oneX, twoX] = source.srcSet.split(', ');
      expect(oneX).toMatch(/^\/portfolio\/assets\/photo-1-160w-[\w-]{8}\.(avif|webp) 160w$/);
      expect(twoX).toMatch(/^\/portfolio\/assets\/photo-1-320w-[\w-]{8}\.(avif|webp) 320w$/);
    }
    expect(image.src).toMatch(/^\/portfolio\/assets\/photo-1-160w-[\w-]{8}\.webp$/);
  });

  it('crops a screenshot to its 16:9 card, at 480 and 960 wide', async () => {
    const screenshot = await sharp({
      create: { width: 1440, height: 1000, channels: 4, background: '#204060' },
    })
      .png()
      .toBuffer();
    const { image, files } = await processImage(screenshot, 'shot.png', 'project', '/');
    expect([image.width, image.height]).toEqual([480, 270]);
    const sizes = await Promise.all(files.map((file) => sharp(file.source).metadata()));
    expect(sizes.map(({ width, height }) => `${width}x${height}`).sort()).toEqual([
      '480x270',
      '480x270',
      '960x540',
      '960x540',
    ]);
  });

  it('shows a screenshot far from 16:9 whole, centred on the card, not cropped', async () => {
    // A phone's screen, tall; a banner, wide: each drawn whole in the 16:9 box, transparent around.
    for (const [width, height] of [
      [390, 844],
      [2400, 600],
    ] as const) {
      const picture = await sharp({
        create: { width, height, channels: 4, background: '#c02040' },
      })
        .png()
        .toBuffer();
      const { files } = await processImage(picture, 'shot.png', 'project', '/');
      const webp = files.find(
        (file) => file.fileName.includes('-480w-') && file.fileName.endsWith('.webp'),
      )!;
      const { data, info } = await sharp(webp.source)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3]!;
      const [centreX, centreY] = [info.width / 2, info.height / 2].map(Math.floor) as [
        number,
        number,
      ];
      expect(alpha(centreX, centreY), `${width}x${height}: its middle`).toBeGreaterThan(250);
      // Transparent at the sides of a tall one, above and below a wide one.
      const [x, y] = width < height ? [2, centreY] : [centreX, 2];
      expect(alpha(x, y), `${width}x${height}: beside it`).toBeLessThan(5);
    }
  });

  it('names each file by its content, so a changed image gets a new address', async () => {
    const first = await processImage(smallPhoto, 'photo.jpg', 'photo', '/');
    const again = await processImage(smallPhoto, 'photo.jpg', 'photo', '/');
    const other = await processImage(
      await sharp(smallPhoto).negate().jpeg().toBuffer(),
      'photo.jpg',
      'photo',
      '/',
    );
    expect(again.image).toEqual(first.image);
    expect(other.image.src).not.toBe(first.image.src);
  });
});

describe('a content image missing from public/', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'content-images-'));
    mkdirSync(join(root, 'public/images'), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function build(content: Content) {
    const { problem, files } = await processContentImages({
      content,
      root,
      publicDir: join(root, 'public'),
      base: '/portfolio/',
    });
    if (problem) throw new Error(problem);
    return files.map((file) => file.fileName);
  }

  it('fails the build naming each field and file', async () => {
    await expect(build(otherOwner)).rejects.toThrow(
      [
        `content.owner.photo: public/${otherOwner.owner.photo} does not exist`,
        `  content.projects[0].image: public/${otherOwner.projects[0]!.image} does not exist`,
        `  content.projects[2].image: public/${otherOwner.projects[2]!.image} does not exist`,
      ].join('\n'),
    );
  });

  it('is named before the build works on any image, each by its field and file', () => {
    expect(missingImages(otherOwner, root, join(root, 'public'))).toEqual([
      `content.owner.photo: public/${otherOwner.owner.photo} does not exist`,
      `content.projects[0].image: public/${otherOwner.projects[0]!.image} does not exist`,
      `content.projects[2].image: public/${otherOwner.projects[2]!.image} does not exist`,
    ]);
  });

  it('fails on a file that is not an image, and builds once every file is there', async () => {
    writeFileSync(join(root, 'public', otherOwner.owner.photo!), 'not a photo');
    await expect(build(otherOwner)).rejects.toThrow(
      `content.owner.photo: public/${otherOwner.owner.photo} is not an image the build can read`,
    );
    writeFileSync(join(root, 'public', otherOwner.owner.photo!), smallPhoto);
    const screenshot = await sharp({
      create: { width: 1280, height: 800, channels: 3, background: '#334455' },
    })
      .png()
      .toBuffer();
    for (const project of otherOwner.projects) {
      if (project.image) writeFileSync(join(root, 'public', project.image), screenshot);
    }
    expect(await build(otherOwner)).toHaveLength(12);
  });
});
