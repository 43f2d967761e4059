import type { Components, Theme } from '@mui/material/styles';
import { scrollbar } from './tokens';

const noBackgroundImage = { styleOverrides: { root: { backgroundImage: 'none' } } };

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: {
      html: { scrollbarColor: `${scrollbar.thumb} ${scrollbar.track}`, scrollbarWidth: 'thin' },
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
