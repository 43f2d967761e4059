import {
  createTheme,
  shouldSkipGeneratingVar as muiSkips,
  type CSSObject,
  type PaletteOptions,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import type { Content } from '../content/schema.ts';
import { ownerScheme, palettesFor, schemeColors, type Scheme } from './brand.ts';
import { colorSchemeAttribute, offersSchemeSwitch } from './color-scheme.ts';
import { components } from './components.ts';
import { surfacesFor } from './surfaces.ts';
import { breakpoints, cjkTypography, defaultFont, fontStack, shape, typography } from './tokens.ts';
import type { FontKind } from '../content/build-data';
import { isCased, isCjk, scriptStyles, type PageScript } from './script-styles.ts';

// Colours of components the site does not use, and the elevation overlays (panels here have no
// background image): CSS variables nobody reads, in every page's first round trip otherwise.
const unusedPalettes =
  /^(Avatar|Skeleton|Slider|SnackbarContent|SpeedDialAction|StepConnector|StepContent|Switch|TableCell|Tooltip)$/;
/** The page's shadows: none but the language offer's (8) and the phone menu's (16). Buttons are
 * flat and panels are lines, yet a contained button's rules still name levels 2 to 8 (its
 * `disableElevation` overrides them): as `none`, their long values leave every page. */
const shadows = createTheme().shadows.map((shadow, level) =>
  level === 8 || level === 16 ? shadow : 'none',
) as Theme['shadows'];

const unusedVar = (keys: string[]) =>
  keys[0] === 'overlays' ||
  (keys[0] === 'opacity' && /^switchTrack/.test(keys[1] ?? '')) ||
  (keys[0] === 'palette' && unusedPalettes.test(keys[1] ?? ''));

/** Each scheme's palette as the theme is given it: MUI's colours and the design's surfaces.
 * The build's contrast check (./contrast.ts) measures these. */
export function schemePalettes(theme: Content['theme']): Record<Scheme, PaletteOptions> {
  const brand = palettesFor(theme);
  const colors = schemeColors(theme);
  return {
    dark: { ...brand.dark, surface: surfacesFor('dark', colors.dark) },
    light: { ...brand.light, surface: surfacesFor('light', colors.light) },
  };
}

const themes = new WeakMap<Pick<Content, 'theme'>, Map<string, Theme>>();

/**
 * The site's theme. Without the owner's `theme` setting: the specification's dark theme, its
 * colours written into the CSS. With it: both colour schemes as CSS variables, switched by an
 * attribute on <html>, so the prerendered CSS holds both and switching is an attribute change,
 * not a new render (about 4 KB more of index.html, gzipped).
 */
export function themeFor(
  content: Pick<Content, 'theme'>,
  fontKind?: FontKind,
  script: PageScript = { language: 'en', direction: 'ltr' },
): Theme {
  const { direction } = script;
  const key = `${fontKind ?? ''} ${script.language} ${direction}`;
  const ofScript = scriptStyles(script);
  const made = themes.get(content)?.get(key);
  if (made) return made;
  const palettes = schemePalettes(content.theme);
  const shared = {
    typography: {
      ...(isCjk(script.language) ? cjkTypography(typography) : typography),
      // A label's spaced-out small capitals only where the script has capitals.
      ...(!isCased(script.language) && { overline: { ...typography.overline, letterSpacing: 0 } }),
      fontFamily: fontStack(content.theme?.font ?? defaultFont, fontKind),
    },
    breakpoints,
    shape,
    shadows,
    components:
      Object.keys(ofScript).length === 0 ? components : withGlobalStyles(components, ofScript),
    // Material UI's components that place things by side (the Drawer's anchor) read it; their
    // CSS is mirrored by the style cache's plugin (src/app/right-to-left.ts).
    ...(direction === 'rtl' ? { direction } : {}),
  };
  const theme = offersSchemeSwitch(content)
    ? createTheme({
        cssVariables: {
          colorSchemeSelector: colorSchemeAttribute,
          cssVarPrefix: '',
          shouldSkipGeneratingVar: (keys) => muiSkips(keys) || unusedVar(keys),
        },
        colorSchemes: { dark: { palette: palettes.dark }, light: { palette: palettes.light } },
        defaultColorScheme: 'dark',
        ...shared,
      })
    : createTheme({ palette: palettes[ownerScheme(content.theme)], ...shared });
  themes.set(content, (themes.get(content) ?? new Map()).set(key, theme));
  return theme;
}

/** The components' overrides with more global styles after the page's own. */
function withGlobalStyles(
  overrides: typeof components,
  styles: CSSObject,
): NonNullable<ThemeOptions['components']> {
  const baseline = overrides.MuiCssBaseline?.styleOverrides;
  return {
    ...overrides,
    MuiCssBaseline: {
      ...overrides.MuiCssBaseline,
      styleOverrides: (theme: Theme) => [
        typeof baseline === 'function' ? baseline(theme) : baseline,
        styles,
      ],
    },
  };
}
