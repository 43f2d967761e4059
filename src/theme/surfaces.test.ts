// @vitest-environment node
import { parseHex, vivid } from './color';
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../test/other-owner';
import { schemeColors, type Scheme } from './brand';
import { contrastRatio, minimumContrast, over } from './color';
import { resolvedPalette } from './contrast';
import { surfacesFor } from './surfaces';

// The sample (no brand colour), the fixture owner's, and a teal, a violet and an orange owner.
const owners = [
  undefined,
  otherOwner.theme,
  { primary: { dark: '#2dd4bf', light: '#0f766e' } },
  { primary: { dark: '#c4b5fd', light: '#6d28d9' } },
  { primary: { dark: '#fb923c', light: '#c2410c' } },
];
const schemes: Scheme[] = ['dark', 'light'];

describe.each(owners.map((theme) => [JSON.stringify(theme?.primary ?? 'the sample'), theme]))(
  'the surfaces of %s',
  (_, theme) => {
    it.each(schemes)('follow the primary in the %s scheme, and their text reads', (scheme) => {
      const colors = schemeColors(theme)[scheme];
      const surface = surfacesFor(scheme, colors);
      expect(surface.tonal).toContain(
        [1, 3, 5].map((at) => parseInt(colors.primary.slice(at, at + 2), 16)).join(', '),
      );
      // The skills and the current link: on the page and on a panel.
      for (const beneath of [colors.background, colors.paper])
        expect(contrastRatio(surface.onTonal, over(surface.tonal, beneath))).toBeGreaterThanOrEqual(
          minimumContrast,
        );
      // Muted text where the glow is strongest stays well above AA.
      const peak = over(surface.glow, colors.background);
      expect(contrastRatio(colors.textSecondary, peak)).toBeGreaterThanOrEqual(7);
      const tag = resolvedPalette(theme, scheme).action.hover;
      expect(contrastRatio(surface.onTag, over(tag, colors.paper))).toBeGreaterThanOrEqual(
        minimumContrast,
      );
    });
  },
);

describe('the glow’s colour', () => {
  const hueOf = (hex: string) => {
    const [r, g, b] = parseHex(hex);
    return Math.round((Math.atan2(Math.sqrt(3) * (g - b), 2 * r - g - b) * 180) / Math.PI);
  };
  it.each(['#90caf9', '#0f766e', '#ef963b', '#9661f1', '#e11d48'])(
    '%s keeps its hue, at full saturation and the lightness asked',
    (color) => {
      const glow = vivid(color, 0.85, 0.42);
      expect(Math.abs(hueOf(glow) - hueOf(color))).toBeLessThanOrEqual(2);
      const [r, g, b] = parseHex(glow);
      expect((Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255).toBeCloseTo(0.42, 1);
      const lightness = (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
      const saturation =
        (Math.max(r, g, b) - Math.min(r, g, b)) / 255 / (1 - Math.abs(2 * lightness - 1));
      expect(saturation).toBeGreaterThanOrEqual(0.84);
    },
  );
  it('leaves a grey grey', () => {
    const [r, g, b] = parseHex(vivid('#808080', 0.85, 0.42));
    expect(new Set([r, g, b]).size).toBe(1);
  });
});
