export { themeFor } from './theme';
export { contactColumnMaxWidth, drawerWidth, pageFadeMs, pageMaxWidth } from './tokens';
export { schemeColors, themeColorsFor, type Scheme } from './brand';
export {
  colorModeStorage,
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
  offersSchemeSwitch,
  ownerColorMode,
  type ColorMode,
} from './color-scheme';
