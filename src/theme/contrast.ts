// The build's check of the owner's brand colour (content.theme.primary): every pair of colours the
// design draws with it, in each scheme the site shows, measured as WCAG 2 measures them, and a
// suggestion that passes on all of them. Build-time only (scripts/build/checks/site-checks-plugin.ts).
import { createTheme, type Palette } from '@mui/material/styles';
import type { ThemeSettings } from '../content/schema.ts';
import { brandPrimary, type Scheme } from './brand.ts';
import {
  contrastRatio,
  lightened,
  minimumContrast,
  minimumUiContrast,
  mix,
  over,
} from './color.ts';
import { schemePalettes } from './theme.ts';

/** Text (or a control's part) in `color` on the opaque `surface`, and the ratio it needs. */
export type DrawnPair = { where: string; color: string; surface: string; minimum: number };

/** A scheme's palette exactly as the site's theme is given it (./theme.ts), as MUI completes it. */
export function resolvedPalette(theme: ThemeSettings | undefined, scheme: Scheme): Palette {
  return createTheme({ palette: schemePalettes(theme)[scheme] }).palette;
}

/**
 * Every pair the design draws with the brand colour and on the surfaces it tints (./surfaces.ts,
 * ./components.ts, ./atmosphere.ts), as the palette holds them, so a change of the design's
 * tokens changes what is measured. Where the primary is text (the greeting's name, a company, a
 * school, links), it sits on the page, the page under the glow or a card; tonal elements (the
 * skills, the current screen's pill in the menu) on each of those; the filled button at rest and
 * under the pointer. A new surface in the design is a new line here.
 */
export function drawnPairs(palette: Palette): DrawnPair[] {
  const { primary, background, action, text, surface } = palette;
  const grounds: [string, string][] = [
    ['the page', background.default],
    // The primary's soft glow behind the top of every page (atmosphere.ts), where it is strongest.
    ['the page under the glow', over(surface.glow, background.default)],
    ['cards and the menu', background.paper],
  ];
  const pair = (where: string, color: string, on: string, minimum = minimumContrast) => ({
    where,
    color,
    surface: on,
    minimum,
  });
  return [
    // The brand colour as text.
    ...grounds.map(([name, on]) => pair(name, primary.main, on)),
    // The skills and the current screen in the menu: the primary's tone, its own text.
    ...grounds.map(([name, on]) =>
      pair(`a skill or the current screen on ${name}`, surface.onTonal, over(surface.tonal, on)),
    ),
    // Filled buttons, at rest and under the pointer (MUI's `dark` shade).
    pair('a filled button', primary.contrastText, primary.main),
    pair('a filled button under the pointer', primary.contrastText, primary.dark),
    // The page's own text on the tinted backgrounds, and under the pointer (outlined buttons,
    // the menu's links); a card's tags.
    ...grounds.flatMap(([name, on]) => [
      pair(`${name} (text)`, text.primary, on),
      pair(`${name} (secondary text)`, text.secondary, on),
      pair(`${name} (text under the pointer)`, text.primary, over(action.hover, on)),
    ]),
    pair('a card’s tag', surface.onTag, over(action.hover, background.paper)),
    // The focus ring, outside the control it rings: a part of a control.
    ...grounds.map(([name, on]) =>
      pair(`${name} (focus ring)`, palette.focusRing, on, minimumUiContrast),
    ),
  ];
}

/** The pairs below their minimum, each with its measured ratio. */
export function failingPairs(palette: Palette): (DrawnPair & { ratio: number })[] {
  return drawnPairs(palette)
    .map((drawn) => ({ ...drawn, ratio: contrastRatio(drawn.color, drawn.surface) }))
    .filter((drawn) => drawn.ratio < drawn.minimum);
}

const withPrimary = (theme: ThemeSettings | undefined, scheme: Scheme, color: string) => {
  const brand = brandPrimary(theme) ?? { dark: color, light: color };
  return { ...theme, primary: { ...brand, [scheme]: color } };
};

/**
 * The colour nearest to `color` with which every pair passes: the same hue and saturation,
 * lighter for the dark scheme and darker for the light one, as little as needed (so a vivid teal
 * stays a vivid teal); else mixed towards white or black. A small margin keeps rounding from
 * tipping it back. Undefined if none does.
 */
export function passingPrimary(
  theme: ThemeSettings | undefined,
  scheme: Scheme,
  color: string,
): string | undefined {
  const passes = (candidate: string) =>
    drawnPairs(resolvedPalette(withPrimary(theme, scheme, candidate), scheme)).every(
      (drawn) => contrastRatio(drawn.color, drawn.surface) >= drawn.minimum + 0.05,
    );
  const sign = scheme === 'dark' ? 1 : -1;
  const towards = scheme === 'dark' ? '#ffffff' : '#000000';
  const steps = Array.from({ length: 101 }, (_, step) => step / 100);
  return (
    steps.map((step) => lightened(color, sign * step)).find(passes) ??
    steps.map((step) => mix(color, towards, step)).find(passes)
  );
}

/**
 * The brand colour's problems for the schemes the site shows, one line per scheme: the field,
 * the lowest ratio and where it is drawn, and a colour that passes everywhere.
 */
export function contrastProblems(
  theme: ThemeSettings | undefined,
  shown: readonly Scheme[],
): string[] {
  const brand = brandPrimary(theme);
  if (!brand) return [];
  const single = typeof theme?.primary === 'string';
  const suggestions: Partial<Record<Scheme, string>> = {};
  const problems = shown.flatMap((scheme) => {
    const failing = failingPairs(resolvedPalette(theme, scheme)).sort(
      (a, b) => a.ratio / a.minimum - b.ratio / b.minimum,
    );
    const [worst] = failing;
    if (!worst) return [];
    const suggestion = passingPrimary(theme, scheme, brand[scheme]);
    if (suggestion) suggestions[scheme] = suggestion;
    const field = single ? 'content.theme.primary' : `content.theme.primary.${scheme}`;
    const others = new Set(failing.map((drawn) => drawn.where)).size - 1;
    return [
      `${field}: ${brand[scheme]} in the ${scheme} theme reads at ${worst.ratio.toFixed(2)}:1 on ` +
        `${worst.where} (${worst.surface}), below WCAG AA's ${worst.minimum}:1` +
        (others > 0 ? ` (and too low on ${others} more surface${others > 1 ? 's' : ''})` : '') +
        '. ' +
        (suggestion
          ? `${suggestion} is a nearby colour that passes on every surface`
          : 'No nearby colour passes: choose a lighter or darker one'),
    ];
  });
  if (single && problems.length > 0 && shown.length > 1) {
    const pick = (scheme: Scheme) => suggestions[scheme] ?? brand[scheme];
    problems.push(
      `content.theme.primary: one colour rarely reads on both backgrounds: give one per scheme, ` +
        `primary: { dark: '${pick('dark')}', light: '${pick('light')}' }`,
    );
  }
  return problems;
}
