// The build's check of the owner's brand colour (content.theme.primary): every pair of colours the
// theme draws with it, in each scheme the site shows, measured as WCAG 2 measures them, and a
// suggestion that passes on all of them. Build-time only (scripts/site/site-checks-plugin.ts).
import { createTheme, type Palette } from '@mui/material/styles';
import type { ThemeSettings } from '../content/schema.ts';
import { brandPrimary, palettesFor, type Scheme } from './brand.ts';
import { contrastRatio, minimumContrast, minimumUiContrast, mix, over } from './color.ts';

/** Text (or a control's part) in `color` on the opaque `surface`, and the ratio it needs. */
export type DrawnPair = { where: string; color: string; surface: string; minimum: number };

/** The theme's palette for a scheme as MUI completes it (its action colours and opacities). */
export function resolvedPalette(theme: ThemeSettings | undefined, scheme: Scheme): Palette {
  return createTheme({ palette: palettesFor(theme)[scheme] }).palette;
}

/**
 * Every pair the theme draws with the brand colour and the surfaces it tints. The tinted
 * surfaces are those MUI and the site's styling draw (a selected or hovered item, a chip or an
 * outlined button under the pointer), up to the strongest: the selected tint with the hover tint
 * over it, on the page and on cards alike.
 */
export function drawnPairs(palette: Palette): DrawnPair[] {
  const { primary, background, action, text } = palette;
  const page = background.default;
  const paper = background.paper;
  const surfaces: [string, string][] = [
    ['the page', page],
    ['cards and menus', paper],
  ];
  const selected = over(action.selected, paper);
  const tints = [
    action.hoverOpacity,
    action.selectedOpacity,
    action.selectedOpacity + action.hoverOpacity,
  ];
  const tinted: [string, string][] = [
    // (Its background stays as it is under the pointer: the current link's rule comes last.)
    ['the selected menu item', selected],
    ...surfaces.flatMap(([name, surface]) =>
      tints.map((amount): [string, string] => [
        `a chip or button tinted ${Math.round(amount * 100)}% on ${name}`,
        mix(surface, primary.main, amount),
      ]),
    ),
  ];
  const pair = (where: string, color: string, surface: string, minimum = minimumContrast) => ({
    where,
    color,
    surface,
    minimum,
  });
  return [
    // The brand colour as text: links, outlined buttons and chips, the company, the current link.
    ...[...surfaces, ...tinted].map(([name, surface]) => pair(name, primary.main, surface)),
    // Filled buttons, at rest and under the pointer.
    pair('a filled button', primary.contrastText, primary.main),
    pair('a filled button under the pointer', primary.contrastText, primary.dark),
    // The page's own text on the tinted page and cards.
    ...surfaces.flatMap(([name, surface]) => [
      pair(`${name} (text)`, text.primary, surface),
      pair(`${name} (secondary text)`, text.secondary, surface),
    ]),
    // The focus ring and the timeline's dots: parts of controls and graphics.
    ...surfaces.flatMap(([name, surface]) => [
      pair(`${name} (focus ring)`, palette.focusRing, surface, minimumUiContrast),
    ]),
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
 * The colour nearest to `color` (same hue, mixed towards white for the dark scheme, towards black
 * for the light one, as little as needed) with which every pair passes; a small margin keeps
 * rounding from tipping it back. Undefined if none does.
 */
export function passingPrimary(
  theme: ThemeSettings | undefined,
  scheme: Scheme,
  color: string,
): string | undefined {
  const towards = scheme === 'dark' ? '#ffffff' : '#000000';
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, towards, step / 100);
    const palette = resolvedPalette(withPrimary(theme, scheme, candidate), scheme);
    const closest = drawnPairs(palette).every(
      (drawn) => contrastRatio(drawn.color, drawn.surface) >= drawn.minimum + 0.05,
    );
    if (closest) return candidate;
  }
  return undefined;
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
