import type { ThemeOptions } from '@mui/material/styles';

export const drawerWidth = 240;
export const pageMaxWidth = 1200;
export const contactColumnMaxWidth = 600;
export const pageFadeMs = 300;

export const fontFamily = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  'Arial',
  'sans-serif',
].join(',');

/** The dark theme's main colours; also drawn into the sharing card and icons at build time. */
export const colors = {
  primary: '#90caf9',
  background: '#121212',
  paper: '#1e1e1e',
  text: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.72)',
} as const;

export const palette: ThemeOptions['palette'] = {
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
};

export const focusRing = '#e3f2fd';

export const print = { text: '#000000', paper: '#ffffff', rule: '#9e9e9e' };

export const scrollbar = { thumb: '#555b61', track: colors.paper };

export const typography: ThemeOptions['typography'] = {
  fontFamily,
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
