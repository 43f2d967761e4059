import { createTheme, shouldSkipGeneratingVar as muiSkips, type Theme } from '@mui/material/styles';
import type { Content } from '../content/schema';
import { palettesFor, schemeColors } from './brand';
import { colorSchemeAttribute, offersSchemeSwitch } from './color-scheme';
import { components } from './components';
import { surfacesFor } from './surfaces';
import { breakpoints, defaultFont, fontStack, shape, typography } from './tokens';

// Colours of components the site does not use, and the elevation overlays (panels here have no
// background image): CSS variables nobody reads, in every page's first round trip otherwise.
const unusedPalettes =
  /^(Avatar|Skeleton|Slider|SnackbarContent|SpeedDialAction|StepConnector|StepContent|Switch|TableCell|Tooltip)$/;
const unusedVar = (keys: string[]) =>
  keys[0] === 'overlays' ||
  (keys[0] === 'opacity' && /^switchTrack/.test(keys[1] ?? '')) ||
  (keys[0] === 'palette' && unusedPalettes.test(keys[1] ?? ''));

const themes = new WeakMap<Pick<Content, 'theme'>, Theme>();

/**
 * The site's theme. Without the owner's `theme` setting: the specification's dark theme, its
 * colours written into the CSS. With it: both colour schemes as CSS variables, switched by an
 * attribute on <html>, so the prerendered CSS holds both and switching is an attribute change,
 * not a new render (about 4 KB more of index.html, gzipped).
 */
export function themeFor(content: Pick<Content, 'theme'>): Theme {
  const made = themes.get(content);
  if (made) return made;
  const brand = palettesFor(content.theme);
  const colors = schemeColors(content.theme);
  const palettes = {
    dark: { ...brand.dark, surface: surfacesFor('dark', colors.dark) },
    light: { ...brand.light, surface: surfacesFor('light', colors.light) },
  };
  const shared = {
    typography: { ...typography, fontFamily: fontStack(content.theme?.font ?? defaultFont) },
    breakpoints,
    shape,
    components,
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
    : createTheme({ palette: palettes.dark, ...shared });
  themes.set(content, theme);
  return theme;
}
