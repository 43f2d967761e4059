import { colorModes } from '../content/color-modes.ts';
import type { Content } from '../content/schema.ts';

/**
 * What the page's start-up script (src/start-up/color-scheme.ts) and the build's theme agree on
 * about the colour scheme. The visitor's choice ('dark', 'light' or 'system') is kept in
 * localStorage under `colorSchemeStorageKey`; the scheme in force ('dark' or 'light') is the
 * `colorSchemeAttribute` of <html>, which selects the theme's CSS variables (and an island's
 * tokens: ./island-tokens.ts). The script sets it before the first paint and works the switch.
 */
export const colorSchemeStorageKey = 'portfolio-color-scheme';
export const colorSchemeAttribute = 'data-color-scheme';
/** Marks the theme switch, which the start-up script works. */
export const colorSchemeToggleAttribute = 'data-color-scheme-toggle';

export { colorModes };
export type ColorMode = (typeof colorModes)[number];

/** Whether the owner offers the light theme beside the dark one, with a switch. */
export function offersSchemeSwitch(content: Pick<Content, 'theme'>): boolean {
  return content.theme?.default !== undefined;
}

/** What a visitor who has not chosen sees: the owner's setting, else the dark theme. */
export function ownerColorMode(content: Pick<Content, 'theme'>): ColorMode {
  return content.theme?.default ?? content.theme?.only ?? 'dark';
}

/** The schemes the site has: both, with the switch; else the one the owner chose (`only`), the
 * dark one unless told. */
export function schemesOf(content: Pick<Content, 'theme'>): readonly ('dark' | 'light')[] {
  if (offersSchemeSwitch(content)) return ['dark', 'light'];
  return [content.theme?.only ?? 'dark'];
}
