// @vitest-environment node
import type { Palette } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../test/other-owner';
import type { Scheme } from './brand';
import {
  contrastRatio,
  darkenedToRead,
  minimumContrast,
  minimumUiContrast,
  over,
  parseColor,
  toHex,
} from './color';
import { glowStrength } from './surfaces';
import { contrastProblems, failingPairs, passingPrimary, resolvedPalette } from './contrast';
import { themeFor } from './theme';

const schemes: Scheme[] = ['dark', 'light'];

/** The palette of a scheme as the site's own theme (with the switch) builds it. */
function sitePalette(primary: string, scheme: Scheme): Palette {
  const theme = themeFor({ theme: { primary, default: 'dark' } });
  const { colorSchemes } = theme as unknown as {
    colorSchemes: Partial<Record<Scheme, { palette: Palette }>>;
  };
  const system = colorSchemes[scheme];
  if (!system) throw new Error(`no ${scheme} scheme`);
  return system.palette;
}

/**
 * The lowest ratio of every pair the site draws with the brand colour, worked out here from the
 * theme the site renders with, not from the check: the primary as text on the page, on cards and
 * under the glow at the top of the page (the primary's glow over the page), the skills' and the
 * current link's text on the primary's tone over each of those, the filled button at rest and
 * under the pointer, the focus ring.
 */
function lowestRatios(palette: Palette) {
  const { primary, background, surface } = palette;
  const grounds = [background.default, background.paper, over(surface.glow, background.default)];
  const text = grounds.flatMap((ground) => [
    contrastRatio(primary.main, ground),
    contrastRatio(surface.onTonal, over(surface.tonal, ground)),
  ]);
  const filled = [primary.main, primary.dark].map((ground) =>
    contrastRatio(primary.contrastText, ground),
  );
  const ring = grounds.map((ground) => contrastRatio(palette.focusRing, ground));
  return { text: Math.min(...text, ...filled), ui: Math.min(...ring) };
}

/** Primaries of every hue at every lightness, light pastels to near-blacks. */
function sweep(): string[] {
  const colors: string[] = [];
  for (let hue = 0; hue < 360; hue += 30)
    for (const lightness of [0.2, 0.35, 0.5, 0.65, 0.8]) {
      const chroma = (1 - Math.abs(2 * lightness - 1)) * 0.85;
      const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
      const m = lightness - chroma / 2;
      const [r, g, b] =
        hue < 60
          ? [chroma, x, 0]
          : hue < 120
            ? [x, chroma, 0]
            : hue < 180
              ? [0, chroma, x]
              : hue < 240
                ? [0, x, chroma]
                : hue < 300
                  ? [x, 0, chroma]
                  : [chroma, 0, x];
      colors.push(toHex([(r + m) * 255, (g + m) * 255, (b + m) * 255]));
    }
  return colors;
}

const suggestionFor = (problems: string[], color: string) =>
  new RegExp(`${color} in the .* theme .* (#[0-9a-f]{6}) is a nearby colour`).exec(
    problems.join('\n'),
  )?.[1];

describe('the brand colour’s contrast check', () => {
  it.each(schemes)(
    'in the %s scheme: whatever it accepts or suggests reads on every surface the site draws it on',
    (scheme) => {
      let accepted = 0;
      let suggested = 0;
      for (const color of sweep()) {
        const problems = contrastProblems({ primary: color }, [scheme]);
        const chosen = problems.length === 0 ? color : suggestionFor(problems, color);
        expect(chosen, `${color}: ${problems.join(' ')}`).toBeDefined();
        if (problems.length === 0) accepted++;
        else suggested++;
        const lowest = lowestRatios(sitePalette(chosen!, scheme));
        expect(lowest.text, `${scheme} ${color} → ${chosen}`).toBeGreaterThanOrEqual(
          minimumContrast,
        );
        expect(lowest.ui, `${scheme} ${color} → ${chosen}`).toBeGreaterThanOrEqual(
          minimumUiContrast,
        );
        // A suggestion is itself accepted.
        expect(contrastProblems({ primary: chosen! }, [scheme])).toEqual([]);
      }
      // The sweep holds colours of both kinds.
      expect(accepted).toBeGreaterThan(5);
      expect(suggested).toBeGreaterThan(5);
    },
  );

  // Colours owners pick (Tailwind's violet, orange and teal 400s on dark; navies on light) that
  // the site draws legibly everywhere, the browser's axe run included (e2e/a-fork.spec.ts).
  it.each([
    ['dark', '#a78bfa'],
    ['dark', '#fb923c'],
    ['dark', '#2dd4bf'],
    ['light', '#1e3a8a'],
    ['light', '#172554'],
  ] as const)('in the %s scheme, accepts %s as it is', (scheme, color) => {
    expect(contrastProblems({ primary: color }, [scheme])).toEqual([]);
    expect(lowestRatios(sitePalette(color, scheme)).text).toBeGreaterThanOrEqual(minimumContrast);
  });

  it.each([
    ['dark', '#3b3b98', 'the page'],
    ['dark', '#1e3a8a', 'the page'],
    ['light', '#2dd4bf', 'the page'],
    ['light', '#fb923c', 'the page'],
  ] as const)('in the %s scheme, rejects %s, naming where it fails', (scheme, color, where) => {
    const [problem, ...rest] = contrastProblems({ primary: color }, [scheme]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      new RegExp(
        `^content\\.theme\\.primary: ${color} in the ${scheme} theme reads at \\d+\\.\\d\\d:1 on (cards and the menu|${where})`,
      ),
    );
    expect(lowestRatios(sitePalette(color, scheme)).text).toBeLessThan(minimumContrast);
  });

  it('rejects a violet that reads on the page but not on cards, and never for the glow', () => {
    // 4.55:1 on the dark page, 4.0:1 on a card; the glow gives way rather than fail it too.
    const violet = '#9661f1';
    const palette = sitePalette(violet, 'dark');
    expect(contrastRatio(violet, palette.background.default)).toBeGreaterThanOrEqual(
      minimumContrast,
    );
    const [problem, ...rest] = contrastProblems({ primary: { dark: violet, light: '#5b21b6' } }, [
      'dark',
      'light',
    ]);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\.theme\.primary\.dark: #9661f1 in the dark theme reads at \d\.\d\d:1 on cards and the menu/,
    );
    expect(problem).not.toMatch(/more surface/);
  });

  it('suggests a colour of the same hue and saturation, only as much lighter or darker as needed', () => {
    for (const [color, scheme] of [
      ['#0d9488', 'dark'],
      ['#9661f1', 'dark'],
      ['#f59e0b', 'light'],
    ] as const) {
      const suggested = passingPrimary({ primary: color }, scheme, color)!;
      expect(failingPairs(resolvedPalette({ primary: suggested }, scheme))).toEqual([]);
      const hsl = (hex: string) => {
        const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
        const max = Math.max(r!, g!, b!);
        const min = Math.min(r!, g!, b!);
        const l = (max + min) / 2;
        return { s: (max - min) / (1 - Math.abs(2 * l - 1)), l };
      };
      expect(Math.abs(hsl(suggested).s - hsl(color).s), `${color} → ${suggested}`).toBeLessThan(
        0.06,
      );
    }
  });

  it('builds a colour that reads on the plain page and every surface: the glow gives way (light-theme teal #0f766e)', () => {
    expect(contrastProblems({ primary: { dark: '#2dd4bf', light: '#0f766e' } }, schemes)).toEqual(
      [],
    );
    const palette = sitePalette('#0f766e', 'light');
    expect(
      contrastRatio('#0f766e', over(palette.surface.glow, palette.background.default)),
    ).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('never refuses a colour for the decoration alone: whatever passes without the glow passes with it', () => {
    for (const scheme of schemes)
      for (const color of sweep()) {
        const failing = failingPairs(resolvedPalette({ primary: color }, scheme));
        const elsewhere = failing.filter((drawn) => !/under the glow/.test(drawn.where));
        if (elsewhere.length === 0) expect(failing, `${color} in the ${scheme} theme`).toEqual([]);
      }
  });

  it('keeps the glow at the design’s strength where the colour reads under it anyway', () => {
    const [, , , alpha] = parseColor(sitePalette('#90caf9', 'dark').surface.glow);
    expect(alpha).toBe(glowStrength.dark);
  });

  it('keeps a filled button legible under the pointer: its shade steps away from its text', () => {
    for (const color of sweep()) {
      for (const scheme of schemes) {
        const { primary } = sitePalette(color, scheme);
        expect(contrastRatio(primary.contrastText, primary.dark)).toBeGreaterThanOrEqual(
          contrastRatio(primary.contrastText, primary.main) - 0.01,
        );
      }
    }
  });

  it('for one colour and both schemes, says the pair to write', () => {
    const problems = contrastProblems({ primary: '#8b5cf6' }, ['dark', 'light']);
    const advice = problems.at(-1) ?? '';
    const [, dark, light] = /primary: \{ dark: '(#\w+)', light: '(#\w+)' \}/.exec(advice) ?? [];
    expect(dark).toBeDefined();
    expect(contrastProblems({ primary: { dark: dark!, light: light! } }, schemes)).toEqual([]);
  });

  it('passes the fixture owner’s colours and the sample’s palette', () => {
    expect(contrastProblems(otherOwner.theme, schemes)).toEqual([]);
    expect(contrastProblems(undefined, schemes)).toEqual([]);
  });

  it('checks only the schemes the site shows', () => {
    const light = '#2dd4bf';
    expect(contrastProblems({ primary: light }, ['dark'])).toEqual([]);
    expect(contrastProblems({ primary: light }, ['light'])[0]).toMatch(
      /^content\.theme\.primary: #2dd4bf in the light theme/,
    );
  });
});

describe('a colour on white paper (the résumé)', () => {
  it('is darkened until it reads as text, and left alone where it reads already', () => {
    for (const pale of ['#d47575', '#90caf9', '#14b8a6', '#fde047']) {
      const drawn = darkenedToRead(pale, '#ffffff');
      expect(contrastRatio(drawn, '#ffffff'), pale).toBeGreaterThanOrEqual(minimumContrast);
    }
    expect(darkenedToRead('#0d786c', '#ffffff')).toBe('#0d786c');
  });
});
