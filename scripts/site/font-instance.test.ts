// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create as openFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { faceFile, findFontPackage } from './font-package.ts';
import { instanceAt, weightAxis } from './font-instance.ts';

type Read = {
  familyName: string;
  postscriptName: string;
  characterSet: number[];
  glyphForCodePoint(codePoint: number): {
    advanceWidth: number;
    path: { bbox: { minX: number; maxX: number } };
  };
};

describe('a static face from a variable font', () => {
  it('draws every character at the weight asked, named by it', async () => {
    const font = findFontPackage('Roboto');
    if (!font) throw new Error('@fontsource-variable/roboto is a devDependency');
    expect(font.variable).toBe(true);
    const variable = Buffer.from(
      await decompress(readFileSync(join(font.dir, 'files', faceFile(font, 'latin')))),
    );
    const axis = weightAxis(variable);
    expect(axis?.default).toBe(400);
    const regular = openFont(instanceAt(variable, 400)) as unknown as Read;
    const bold = openFont(instanceAt(variable, 700)) as unknown as Read;
    const original = openFont(variable) as unknown as Read;
    expect(bold.postscriptName).toBe('Roboto-Bold');
    expect(bold.familyName).toBe(original.familyName);
    expect(bold.characterSet).toEqual(original.characterSet);
    // Bold strokes are thicker: an "H" reaches further out than at the regular weight.
    const width = (face: Read) => {
      const { minX, maxX } = face.glyphForCodePoint(72).path.bbox;
      return maxX - minX;
    };
    expect(width(bold)).toBeGreaterThan(width(regular) * 1.05);
    expect(width(regular)).toBeCloseTo(width(original), -1);
    expect(weightAxis(instanceAt(variable, 700))).toBeUndefined();
  });
});
