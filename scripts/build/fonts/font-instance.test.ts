// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create as openFont } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { decompress } from 'wawoff2';
import { faceFile, findFontPackage } from './font-package.ts';
import { familyOf, instanceAt, weightAxis } from './font-instance.ts';

type Read = {
  familyName: string;
  postscriptName: string;
  characterSet: number[];
  glyphForCodePoint(codePoint: number): {
    advanceWidth: number;
    path: { bbox: { minX: number; maxX: number } };
  };
};

describe.each([
  // Nunito's default instance is its ExtraLight one, named so in the font.
  ['Roboto', 'Roboto'],
  ['Nunito', 'Nunito'],
])('a static face from the variable font %s', (family, named) => {
  it('draws every character at the weight asked, named by it', async () => {
    const font = findFontPackage(family);
    if (!font) throw new Error(`@fontsource-variable/${family.toLowerCase()} is a devDependency`);
    expect(font.variable).toBe(true);
    const variable = Buffer.from(
      await decompress(readFileSync(join(font.dir, 'files', faceFile(font, 'latin')))),
    );
    const axis = weightAxis(variable);
    expect(axis?.max).toBeGreaterThanOrEqual(700);
    const regular = openFont(instanceAt(variable, 400)) as unknown as Read;
    const bold = openFont(instanceAt(variable, 700)) as unknown as Read;
    const original = openFont(variable) as unknown as Read;
    expect(regular.postscriptName).toBe(`${named}-Regular`);
    expect(bold.postscriptName).toBe(`${named}-Bold`);
    expect(bold.familyName).toBe(named);
    expect(bold.characterSet).toEqual(original.characterSet);
    // Bold strokes are thicker: an "H" reaches further out than at the regular weight.
    const width = (face: Read) => {
      const { minX, maxX } = face.glyphForCodePoint(72).path.bbox;
      return maxX - minX;
    };
    expect(width(bold)).toBeGreaterThan(width(regular) * 1.05);
    if (axis?.default === 400) expect(width(regular)).toBeCloseTo(width(original), -1);
    expect(weightAxis(instanceAt(variable, 700))).toBeUndefined();
  });
});

describe('the family a face is named by', () => {
  it('leaves out the style of the default instance, never a word of the family', () => {
    expect(familyOf('Nunito ExtraLight')).toBe('Nunito');
    expect(familyOf('Source Serif 4 Semi Bold')).toBe('Source Serif 4');
    expect(familyOf('IBM Plex Sans')).toBe('IBM Plex Sans');
    expect(familyOf('Black Ops One')).toBe('Black Ops One');
  });
});
