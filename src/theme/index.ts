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
} from './color-scheme';
