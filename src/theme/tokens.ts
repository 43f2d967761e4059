import type { PaletteOptions, ThemeOptions, TypographyVariantsOptions } from '@mui/material/styles';

export const drawerWidth = 240;
export const pageMaxWidth = 1200;
export const contactColumnMaxWidth = 600;
export const pageFadeMs = 300;

/** The font the site uses unless the owner names another (content.theme.font). */
export const defaultFont = 'Inter';

/** The owner's font first, then the system's own sans-serif faces while it loads (or if not). */
export function fontStack(family: string): string {
  const fallbacks = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'];
  return [/^[\w-]+$/.test(family) ? family : `"${family}"`, ...fallbacks].join(',');
}

/** The dark theme's main colours, without the owner's brand colour (the specification's). */
export const colors = {
  primary: '#90caf9',
  background: '#121212',
  paper: '#1e1e1e',
  text: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.72)',
} as const;

/** The light theme's, likewise: a deeper blue, so that the primary passes WCAG AA on white (5.7:1). */
export const lightColors = {
  primary: '#1565c0',
  background: '#f5f7fa',
  paper: '#ffffff',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.68)',
} as const;

export const darkPalette = {
  mode: 'dark',
  primary: {
    main: colors.primary,
    light: '#e3f2fd',
    dark: '#42a5f5',
    contrastText: 'rgba(0, 0, 0, 0.87)',
  },
  secondary: { main: '#ce93d8' },
  background: { default: colors.background, paper: colors.paper },
  text: { primary: colors.text, secondary: colors.textSecondary },
  divider: 'rgba(255, 255, 255, 0.12)',
  focusRing: '#e3f2fd',
  scrollbar: { thumb: '#555b61', track: colors.paper },
} satisfies PaletteOptions;

export const lightPalette = {
  mode: 'light',
  primary: {
    main: lightColors.primary,
    light: '#42a5f5',
    dark: '#0d47a1',
    contrastText: '#ffffff',
  },
  secondary: { main: '#8e24aa' },
  background: { default: lightColors.background, paper: lightColors.paper },
  text: { primary: lightColors.text, secondary: lightColors.textSecondary },
  divider: 'rgba(0, 0, 0, 0.12)',
  focusRing: '#0d47a1',
  scrollbar: { thumb: '#a9b1bb', track: '#e9edf2' },
} satisfies PaletteOptions;

export const print = { text: '#000000', paper: '#ffffff', rule: '#9e9e9e' };

export const typography: TypographyVariantsOptions = {
  h1: {
    fontSize: '2rem',
    fontWeight: 700,
    lineHeight: 1.2,
    '@media (min-width:600px)': { fontSize: '2.5rem' },
  },
  h2: {
    fontSize: '1.75rem',
    fontWeight: 700,
    lineHeight: 1.25,
    '@media (min-width:600px)': { fontSize: '2rem' },
  },
  h3: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
  h4: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
  h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
  h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const breakpoints: ThemeOptions['breakpoints'] = {
  values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 8 };
