import type { Scheme, SchemeColors } from './brand.ts';
import { contrastRatio, minimumContrast, mix, over, translucent, vivid } from './color.ts';

/**
 * The shades the design builds from a scheme's main colours: everything tinted follows the
 * owner's primary, every neutral is the scheme's ink at an opacity. Part of the palette, so with
 * a theme switch each is a CSS variable of both schemes.
 */
export type Surfaces = {
  /** Behind a tonal element: the skills, the current screen in the navigation. */
  tonal: string;
  /** The atmosphere's glow at its strongest (./atmosphere.ts): as strong as the design wants it,
   * but never so strong that a colour reading on the plain page stops reading under it. */
  glow: string;
  /** Text on `tonal`, at least WCAG AA on it wherever it sits. */
  onTonal: string;
  /** Hairlines: a card's edge, and a stronger one (outlined buttons, fields, the rail). */
  line: string;
  lineStrong: string;
  /** The text of a neutral chip (a card's tags; behind it, the palette's hover shade). */
  onTag: string;
  /** A field's faint fill. */
  field: string;
  /** A card under the pointer: its edge. */
  hoverLine: string;
};

const ink = { dark: '#ffffff', light: '#000000' } as const;

/** `color` moved towards the scheme's ink just far enough to read on every one of `surfaces`. */
function readableOn(color: string, surfaces: string[], scheme: Scheme): string {
  for (let step = 0; step <= 100; step++) {
    const candidate = mix(color, ink[scheme], step / 100);
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= minimumContrast + 0.05))
      return candidate;
  }
  return ink[scheme];
}

/** The glow's strength the design wants, by scheme. */
export const glowStrength = { dark: 0.3, light: 0.12 } as const;

/**
 * The primary's glow, as strong as `glowStrength` allows but weakened, a step at a time, until
 * each of the page's inks that reads on the plain page (the primary as text, the text, the muted
 * text at the 7:1 it keeps at the glow's peak, a skill's text on its tone) reads as well under it. Decoration never costs
 * the owner a colour that passes everywhere else: at no strength at all, the glow is the page.
 */
function safeGlow(scheme: Scheme, colors: SchemeColors, tonal: string, onTonal: string): string {
  const { primary, background, text, textSecondary } = colors;
  const inks: [string, number][] = [
    [primary, minimumContrast],
    [text, minimumContrast],
    [textSecondary, 7],
  ];
  // The primary's hue in full colour, not its pastel: on a dark page a pastel's glow is grey.
  const tint = vivid(primary, 0.85, scheme === 'dark' ? 0.42 : 0.6);
  // Each ink on the ground it is drawn on: the page, or a tonal element (a skill) on the page.
  const grounds: [string, string, number][] = [
    ...inks.map(([ink, minimum]): [string, string, number] => [ink, '', minimum]),
    [onTonal, tonal, minimumContrast],
  ];
  const on = (layer: string, page: string) => (layer ? over(layer, page) : page);
  const kept = grounds.filter(
    ([ink, layer, minimum]) => contrastRatio(ink, on(layer, background)) >= minimum,
  );
  for (
    let alpha = glowStrength[scheme];
    alpha > 0;
    alpha = Math.round((alpha - 0.005) * 1000) / 1000
  ) {
    const glow = translucent(tint, alpha);
    const beneath = over(glow, background);
    if (kept.every(([ink, layer, minimum]) => contrastRatio(ink, on(layer, beneath)) >= minimum))
      return glow;
  }
  return translucent(primary, 0);
}

export function surfacesFor(scheme: Scheme, colors: SchemeColors): Surfaces {
  const dark = scheme === 'dark';
  const { primary, background, paper } = colors;
  const neutral = (alpha: number) => translucent(ink[scheme], alpha);
  // A tonal element can sit on the page, on a panel, or under the glow: its text passes on the
  // worst of them (the primary twice over the lighter surface on dark, the darker on light).
  const under = (surface: string) => mix(surface, primary, 0.24);
  const onTonal = readableOn(primary, [under(background), under(paper)], scheme);
  const tonal = translucent(primary, dark ? 0.12 : 0.1);
  return {
    tonal,
    glow: safeGlow(scheme, colors, tonal, onTonal),
    onTonal,
    line: neutral(dark ? 0.07 : 0.08),
    lineStrong: neutral(dark ? 0.14 : 0.16),
    onTag: neutral(dark ? 0.84 : 0.78),
    field: dark ? neutral(0.025) : paper,
    hoverLine: translucent(primary, 0.36),
  };
}
