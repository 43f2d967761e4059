import type { Components, Theme } from '@mui/material/styles';
import { atmosphere, motionStyles } from './atmosphere.ts';
import { controlHeight, motion, print, radius } from './tokens.ts';

const noBackgroundImage = { styleOverrides: { root: { backgroundImage: 'none' } } };
const palette = (theme: Theme) => (theme.vars ?? theme).palette;
/** A colour change: quick, on the one curve. */
const colorTransition = ['color', 'background-color', 'border-color']
  .map((property) => `${property} ${motion.color}ms ${motion.easing}`)
  .join(', ');

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => {
      const { focusRing, scrollbar } = palette(theme);
      return {
        html: { scrollbarColor: `${scrollbar.thumb} ${scrollbar.track}`, scrollbarWidth: 'thin' },
        // One visible focus ring for every control; `html` outranks ButtonBase's `outline: 0`.
        'html :focus-visible': { outline: `2px solid ${focusRing}`, outlineOffset: 2 },
        '*::-webkit-scrollbar': { width: 8, height: 8, backgroundColor: scrollbar.track },
        '*::-webkit-scrollbar-thumb': { borderRadius: 8, backgroundColor: scrollbar.thumb },
        ...atmosphere(palette(theme).surface, palette(theme).action.hover),
        ...motionStyles,
        // Printing a page gives a clean, light, one-column sheet without the navigation.
        '@media print': {
          html: { scrollbarColor: 'auto' },
          'body::before': { display: 'none' },
          'body, body *': {
            color: `${print.text} !important`,
            backgroundColor: 'transparent !important',
            backgroundImage: 'none !important',
            boxShadow: 'none !important',
          },
          body: { backgroundColor: `${print.paper} !important` },
          '[data-print="hide"]': { display: 'none !important' },
          '.MuiCard-root': { border: `1px solid ${print.rule} !important`, breakInside: 'avoid' },
        },
      };
    },
  },
  MuiPaper: noBackgroundImage,
  MuiAppBar: noBackgroundImage,
  MuiCard: {
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundImage: 'none',
        borderRadius: radius.lg,
        borderColor: palette(theme).surface.line,
      }),
    },
  },
  MuiCardContent: {
    styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(3), paddingBottom: 0 }) },
  },
  MuiCardActions: {
    styleOverrides: {
      root: ({ theme }) => ({ padding: theme.spacing(2, 3, 3), gap: theme.spacing(1) }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.md,
        minHeight: controlHeight.compact,
        paddingInline: theme.spacing(2),
        // One type size for every button (MUI's large one has a size of its own).
        '&.MuiButton-sizeLarge': {
          minHeight: controlHeight.main,
          paddingInline: theme.spacing(2.5),
          fontSize: theme.typography.button.fontSize,
        },
        // The secondary action is neutral: the page's text colour on a hairline.
        '&.MuiButton-outlined': {
          color: palette(theme).text.primary,
          borderColor: palette(theme).surface.lineStrong,
          '&:hover': {
            borderColor: palette(theme).text.secondary,
            backgroundColor: palette(theme).action.hover,
          },
        },
      }),
      endIcon: {
        '@media (prefers-reduced-motion: no-preference)': {
          transition: `transform ${motion.hover}ms ${motion.easing}`,
          '.MuiButton-root:hover > &': { transform: 'translateX(3px)' },
        },
      },
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radius.md,
        backgroundColor: palette(theme).surface.field,
        transition: colorTransition,
      }),
      notchedOutline: ({ theme }) => ({ borderColor: palette(theme).surface.lineStrong }),
    },
  },
  // The navigation's rows: words on the column's own surface, never a filled selection. The
  // current screen in the page's text colour (the drawer adds its rule, src/app/shell).
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        minHeight: 44,
        paddingInline: theme.spacing(3),
        color: palette(theme).text.secondary,
        transition: colorTransition,
        '& .MuiListItemText-primary': {
          fontSize: theme.typography.body2.fontSize,
          fontWeight: theme.typography.fontWeightMedium,
        },
        '&:hover, &[aria-current="page"]': {
          backgroundColor: 'transparent',
          color: palette(theme).text.primary,
        },
      }),
    },
  },
  MuiListItemIcon: {
    styleOverrides: { root: { minWidth: 36, color: 'inherit' } },
  },
};
