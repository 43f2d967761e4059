import type { Theme } from '@mui/material/styles';

/**
 * The style of an icon that points along the line (an arrow on, the new-tab mark): mirrored on a
 * page written right to left, where "on" is to the left. Icons that do not point (logos, the
 * theme switch's sun and moon) are left as drawn (docs/decisions/0034-direction-from-the-language.md).
 */
export function pointingIcon(theme: Theme) {
  return theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {};
}
