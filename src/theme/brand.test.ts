// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ownerScheme, palettesFor, schemeColors, themeColorsFor } from './brand';
import { contrastRatio, minimumContrast } from './color';
import { colors, darkPalette, lightColors, lightPalette } from './tokens';

const teal = { dark: '#2dd4bf', light: '#0f766e' };

describe('the brand colour', () => {
  it('leaves the specification’s palette as it is when the owner sets none', () => {
    expect(schemeColors(undefined)).toEqual({ dark: colors, light: lightColors });
    expect(palettesFor(undefined)).toEqual({ dark: darkPalette, light: lightPalette });
  });

  it('is the primary of each scheme, and every shade derives from it', () => {
    const { dark, light } = palettesFor({ primary: teal });
    const main = (palette: typeof dark) => (palette.primary as { main: string }).main;
    expect(main(dark)).toBe(teal.dark);
    expect(main(light)).toBe(teal.light);
    for (const [palette, brand] of [
      [dark, teal.dark],
      [light, teal.light],
    ] as const) {
      const primary = palette.primary as Record<string, string>;
      // Lighter and darker shades, a focus ring and a scrollbar that are not the sample's blue.
      for (const shade of [
        primary.light,
        primary.dark,
        palette.focusRing,
        palette.scrollbar?.thumb,
      ])
        expect(shade).not.toMatch(/90caf9|1565c0|42a5f5|e3f2fd|0d47a1/i);
      expect(primary.light).not.toBe(brand);
      expect(primary.dark).not.toBe(brand);
      // Text on a filled button reads.
      const onButton = primary.contrastText === '#ffffff' ? '#ffffff' : '#000000';
      expect(contrastRatio(onButton, brand)).toBeGreaterThanOrEqual(minimumContrast);
    }
  });

  it('tints the backgrounds, so the browser’s bar follows it too', () => {
    const themeColors = themeColorsFor({ primary: teal });
    expect(themeColors.dark).not.toBe(colors.background);
    expect(themeColors.light).not.toBe(lightColors.background);
    expect(themeColors).toEqual({
      dark: schemeColors({ primary: teal }).dark.background,
      light: schemeColors({ primary: teal }).light.background,
    });
  });

  it('one colour serves every scheme', () => {
    const { dark, light } = schemeColors({ primary: '#2dd4bf' });
    expect([dark.primary, light.primary]).toEqual(['#2dd4bf', '#2dd4bf']);
  });
});

describe('the owner’s scheme, where one must be chosen (sharing card, manifest)', () => {
  it('is the owner’s default, dark for the device’s choice and without a setting', () => {
    expect(ownerScheme({ default: 'light' })).toBe('light');
    expect(ownerScheme({ default: 'dark' })).toBe('dark');
    expect(ownerScheme({ default: 'system' })).toBe('dark');
    expect(ownerScheme(undefined)).toBe('dark');
  });
});
