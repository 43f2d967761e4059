import type { Content } from '../../content';
import type { SchemeSettings } from '../../start-up/scheme';
import {
  colorSchemeAttribute,
  colorSchemeStorageKey,
  colorSchemeToggleAttribute,
  ownerColorMode,
  themeColorsFor,
} from '../../theme';

/** The theme switch's settings for an owner: what the build gives the colour-scheme script
 * (src/start-up/color-scheme.ts), which works the switch. */
export function schemeSettingsFor(content: Content): SchemeSettings {
  return {
    key: colorSchemeStorageKey,
    attribute: colorSchemeAttribute,
    toggle: colorSchemeToggleAttribute,
    mode: ownerColorMode(content),
    themeColors: themeColorsFor(content.theme),
  };
}
