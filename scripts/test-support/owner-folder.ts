// Writes a generated owner (./generated-owner.ts) as an owner folder: content.ts as a person
// might type it, and the images it names in public/, drawn with sharp.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { phonePhoto } from '../../src/test/phone-photo.ts';
import { generateOwner, type GeneratedOwner } from './generated-owner.ts';

/** The owner's content as a person might type it: double quotes, odd indentation, no commas
 * at the ends, no semicolons. Valid TypeScript that Prettier would reformat. */
export function handWritten(content: object, schemaFrom: string) {
  const body = JSON.stringify(content, null, 3).replace(
    /\n(\s*)/g,
    (_, indent: string) => `\n${indent}${indent}`,
  );
  return `import type { Content } from "${schemaFrom}"\n\n// my portfolio\nexport const content: Content = ${body}\n`;
}

const shades = ['#1d3557', '#2a9d8f', '#e76f51', '#6d597a'];

/** Writes the owner for `seed` into `dir` (emptied first): content.ts and public/. */
export async function writeOwnerFolder(dir: string, seed: number): Promise<GeneratedOwner> {
  const owner = generateOwner(seed);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'public'), { recursive: true });
  const schema = relative(dir, 'src/content/schema').split('\\').join('/');
  writeFileSync(join(dir, 'content.ts'), handWritten(owner.content, schema));
  for (const [path, source] of Object.entries(owner.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  for (const [index, image] of owner.images.entries()) {
    // A photo straight from a phone, the way an owner adds one; screenshots as saved.
    const bytes = image.phone
      ? await phonePhoto()
      : await sharp({
          create: {
            width: image.width,
            height: image.height,
            channels: 3,
            background: shades[index % shades.length] ?? '#808080',
          },
        })
          .png()
          .toBuffer();
    const file = join(dir, 'public', image.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
  return owner;
}
