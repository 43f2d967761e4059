export { themeFor } from './theme';
export {
  contactColumnMaxWidth,
  drawerWidth,
  pageFadeMs,
  pageMaxWidth,
  themeColors,
} from './tokens';
export {
  colorModeStorage,
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
  ownerColorMode,
  type ColorMode,
  type ColorScheme,
} from './color-scheme';
