// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ThemeSettings } from '../../../src/content/schema.ts';
import { contrastRatio, minimumContrast, minimumUiContrast } from '../../../src/theme/color.ts';
import { diagramSchemes, oneDrawing, themeVariables } from './diagram-look.ts';

describe('a diagram in the site’s look', () => {
  it.each<ThemeSettings | undefined>([
    undefined,
    { default: 'system', primary: '#2dd4bf' },
    { default: 'light', primary: { dark: '#a78bfa', light: '#5b21b6' } },
    { only: 'light', primary: '#1e3a8a' },
    { default: 'dark', primary: '#fb923c' },
  ])('reads in every scheme the site shows (%j)', (theme) => {
    for (const scheme of diagramSchemes(theme)) {
      const look = themeVariables(scheme, theme, 'Inter');
      const where = `${scheme} ${JSON.stringify(theme)}`;
      expect(contrastRatio(look.primaryTextColor, look.primaryColor), where).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(contrastRatio(look.textColor, look.background), where).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(contrastRatio(look.noteTextColor, look.noteBkgColor), where).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(contrastRatio(look.lineColor, look.background), where).toBeGreaterThanOrEqual(
        minimumUiContrast,
      );
    }
  });

  it('is drawn first in the scheme a first visit shows, then in the other the site offers', () => {
    expect(diagramSchemes({ default: 'light' })).toEqual(['light', 'dark']);
    expect(diagramSchemes({ default: 'system' })).toEqual(['dark', 'light']);
    expect(diagramSchemes({ only: 'light' })).toEqual(['light']);
    expect(diagramSchemes(undefined)).toEqual(['dark']);
  });

  it('is one drawing whose colours that differ by scheme are variables the site’s attribute switches', () => {
    const drawing = (fill: string, stroke: string) =>
      `<svg id="d"><style>#d .node{fill:${fill};stroke:${stroke};color:white}</style><rect fill="${fill}" class="white"/></svg>`;
    const one = oneDrawing(
      [
        { scheme: 'dark', svg: drawing('#112233', 'rgb(1, 2, 3)') },
        { scheme: 'light', svg: drawing('#ddeeff', 'rgb(1, 2, 3)') },
      ],
      'd',
    );
    expect(one).toBe(
      '<svg id="d"><style>#d{--d-0:#112233}html[data-color-scheme="light"] #d{--d-0:#ddeeff}#d .node{fill:var(--d-0);stroke:rgb(1, 2, 3);color:white}</style><rect fill="var(--d-0)" class="white"/></svg>',
    );
    // Drawings that differ in more than their colours are not one.
    expect(
      oneDrawing(
        [
          { scheme: 'dark', svg: drawing('#112233', 'red') },
          { scheme: 'light', svg: `${drawing('#ddeeff', 'red')}<g/>` },
        ],
        'd',
      ),
    ).toBeUndefined();
  });
});
