import type { Components, Theme } from '@mui/material/styles';
import { print } from './tokens';

const noBackgroundImage = { styleOverrides: { root: { backgroundImage: 'none' } } };

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => {
      const { focusRing, scrollbar } = (theme.vars ?? theme).palette;
      return {
        html: { scrollbarColor: `${scrollbar.thumb} ${scrollbar.track}`, scrollbarWidth: 'thin' },
        // One visible focus ring for every control; `html` outranks ButtonBase's `outline: 0`.
        'html :focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
        '*::-webkit-scrollbar': { width: 8, height: 8, backgroundColor: scrollbar.track },
        '*::-webkit-scrollbar-thumb': { borderRadius: 8, backgroundColor: scrollbar.thumb },
        // Printing a page gives a clean, light, one-column sheet without the navigation.
        '@media print': {
          html: { scrollbarColor: 'auto' },
          'body, body *': {
            color: `${print.text} !important`,
            backgroundColor: 'transparent !important',
            backgroundImage: 'none !important',
            boxShadow: 'none !important',
          },
          body: { backgroundColor: `${print.paper} !important` },
          '[data-print="hide"]': { display: 'none !important' },
          '.MuiCard-root': { border: `1px solid ${print.rule} !important`, breakInside: 'avoid' },
          '.MuiChip-root': { border: `1px solid ${print.rule} !important` },
        },
      };
    },
  },
  MuiPaper: noBackgroundImage,
  MuiCard: noBackgroundImage,
  MuiAppBar: noBackgroundImage,
};
