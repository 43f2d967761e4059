export { themeFor } from './theme';
export {
  codeFontStack,
  contactColumnMaxWidth,
  controlHeight,
  defaultFont,
  drawerWidth,
  footerHeight,
  homeFirstView,
  hoverShadow,
  measure,
  motion,
  pageFadeMs,
  pageMaxWidth,
  pagePadding,
  radius,
  space,
} from './tokens';
export { horizon, revealOnScroll, riseInTurn } from './atmosphere';
export { schemeColors, themeColorsFor, type Scheme } from './brand';
export {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
  offersSchemeSwitch,
  ownerColorMode,
  schemesOf,
  type ColorMode,
} from './color-scheme';
