// @vitest-environment node
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
