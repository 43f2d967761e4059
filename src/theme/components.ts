import type { Components, Theme } from '@mui/material/styles';
import { focusRing, scrollbar } from './tokens';

const noBackgroundImage = { styleOverrides: { root: { backgroundImage: 'none' } } };

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollbarColor: `${scrollbar.thumb} ${scrollbar.track}`, scrollbarWidth: 'thin' },
      // One visible focus ring for every control; `html` outranks ButtonBase's `outline: 0`.
      'html :focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
      '*::-webkit-scrollbar': { width: 8, height: 8, backgroundColor: scrollbar.track },
      '*::-webkit-scrollbar-thumb': { borderRadius: 8, backgroundColor: scrollbar.thumb },
      '@media print': {
        html: { scrollbarColor: 'auto' },
      },
    },
  },
  MuiPaper: noBackgroundImage,
  MuiCard: noBackgroundImage,
  MuiAppBar: noBackgroundImage,
  MuiDrawer: { styleOverrides: { paper: { backgroundImage: 'none' } } },
};
