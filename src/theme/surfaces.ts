import type { Scheme, SchemeColors } from './brand.ts';
import { contrastRatio, minimumContrast, mix, translucent } from './color.ts';

/**
 * The shades the design builds from a scheme's main colours: everything tinted follows the
 * owner's primary, every neutral is the scheme's ink at an opacity. Part of the palette, so with
 * a theme switch each is a CSS variable of both schemes.
 */
export type Surfaces = {
  /** Behind a tonal element: the skills, the current screen in the navigation. */
  tonal: string;
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

export function surfacesFor(scheme: Scheme, colors: SchemeColors): Surfaces {
  const dark = scheme === 'dark';
  const { primary, background, paper } = colors;
  const neutral = (alpha: number) => translucent(ink[scheme], alpha);
  // A tonal element can sit on the page, on a panel, or under the glow: its text passes on the
  // worst of them (the primary twice over the lighter surface on dark, the darker on light).
  const under = (surface: string) => mix(surface, primary, 0.24);
  const onTonal = readableOn(primary, [under(background), under(paper)], scheme);
  return {
    tonal: translucent(primary, dark ? 0.12 : 0.1),
    onTonal,
    line: neutral(dark ? 0.07 : 0.08),
    lineStrong: neutral(dark ? 0.14 : 0.16),
    onTag: neutral(dark ? 0.84 : 0.78),
    field: dark ? neutral(0.025) : paper,
    hoverLine: translucent(primary, 0.36),
  };
}
