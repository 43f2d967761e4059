import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeSettings } from '../content/schema.ts';
import { mix, textOn } from './color.ts';
import { colors, darkPalette, lightColors, lightPalette } from './tokens.ts';

export type Scheme = 'dark' | 'light';

export type SchemeColors = {
  primary: string;
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
};

type Theme = ThemeSettings | undefined;

/** The owner's brand colour in each scheme, if they set one. */
export function brandPrimary(theme: Theme): Record<Scheme, string> | undefined {
  const primary = theme?.primary;
  if (primary === undefined) return undefined;
  return typeof primary === 'string' ? { dark: primary, light: primary } : primary;
}

// With a brand colour, the backgrounds take a trace of it, so the browser's bar and the panels
// belong to the brand too; the text colours stay as they are.
const tint = 0.04;

/** The main colours of each scheme: the specification's, or derived from the brand colour. */
export function schemeColors(theme: Theme): Record<Scheme, SchemeColors> {
  const brand = brandPrimary(theme);
  if (!brand) return { dark: colors, light: lightColors };
  return {
    dark: {
      ...colors,
      primary: brand.dark,
      background: mix(colors.background, brand.dark, tint),
      paper: mix(colors.paper, brand.dark, tint),
    },
    light: {
      ...lightColors,
      primary: brand.light,
      background: mix(lightColors.background, brand.light, tint),
    },
  };
}

/** The scheme a first-time visitor sees, where one must be chosen (a sharing card, the web app
 * manifest): the owner's default, dark for 'system' (the scheme of the specification). */
export function ownerScheme(theme: Theme): Scheme {
  return theme?.default === 'light' || theme?.only === 'light' ? 'light' : 'dark';
}

/** The browser's theme colour (address bar, task switcher) in each scheme: the background. */
export function themeColorsFor(theme: Theme): Record<Scheme, string> {
  const { dark, light } = schemeColors(theme);
  return { dark: dark.background, light: light.background };
}

/**
 * A filled button's text, and its colour under the pointer (MUI's `dark` shade): the text that
 * reads best on the primary, and a shade `depth` away from it, darker under white text, lighter
 * under dark text, so the button reads at least as well under the pointer as at rest.
 */
function filledShades(primary: string, depth: number) {
  const contrastText = textOn(primary);
  const away = contrastText === '#ffffff' ? '#000000' : '#ffffff';
  return { contrastText, dark: mix(primary, away, depth) };
}

/** The palettes MUI builds its shades from (hover, selection, chips, links, focus ring). */
export function palettesFor(theme: Theme): Record<Scheme, PaletteOptions> {
  if (!brandPrimary(theme)) return { dark: darkPalette, light: lightPalette };
  const { dark, light } = schemeColors(theme);
  return {
    dark: {
      ...darkPalette,
      primary: {
        main: dark.primary,
        light: mix(dark.primary, '#ffffff', 0.7),
        ...filledShades(dark.primary, 0.25),
      },
      background: { default: dark.background, paper: dark.paper },
      focusRing: mix(dark.primary, '#ffffff', 0.75),
      scrollbar: { thumb: mix('#555b61', dark.primary, 0.3), track: dark.paper },
    },
    light: {
      ...lightPalette,
      primary: {
        main: light.primary,
        light: mix(light.primary, '#ffffff', 0.35),
        ...filledShades(light.primary, 0.35),
      },
      background: { default: light.background, paper: light.paper },
      focusRing: mix(light.primary, '#000000', 0.4),
      scrollbar: {
        thumb: mix('#a9b1bb', light.primary, 0.3),
        track: mix('#e9edf2', light.primary, tint),
      },
    },
  };
}
