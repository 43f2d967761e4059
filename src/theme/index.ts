export { theme } from './theme';
export { contactColumnMaxWidth, drawerWidth, pageFadeMs, pageMaxWidth } from './tokens';
