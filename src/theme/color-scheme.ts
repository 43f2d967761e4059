import type { StorageManager } from '@mui/material/styles';
import { colorModes } from '../content/color-modes.ts';
import type { Content } from '../content/schema.ts';

/**
 * What the page's start-up scripts (src/start-up/color-scheme.ts, src/start-up/boot.ts) and the app
 * agree on about the colour scheme. The visitor's choice ('dark', 'light' or 'system') is kept in
 * localStorage under `colorSchemeStorageKey`; the scheme in force ('dark' or 'light') is the
 * `colorSchemeAttribute` of <html>, which selects the theme's CSS variables. The init script sets
 * it before the first paint; the app (MUI's ThemeProvider) reads the same key and sets the same
 * attribute, so starting the app changes nothing.
 */
export const colorSchemeStorageKey = 'portfolio-color-scheme';
export const colorSchemeAttribute = 'data-color-scheme';
/** Marks the theme switch, which the start-up script works before the app is live. */
export const colorSchemeToggleAttribute = 'data-color-scheme-toggle';

export { colorModes };
export type ColorMode = (typeof colorModes)[number];

const isColorMode = (value: unknown): value is ColorMode =>
  typeof value === 'string' && (colorModes as readonly string[]).includes(value);

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

/**
 * The visitor's choice for MUI's ThemeProvider, kept where the start-up scripts read it, and only
 * ever one of the three modes (a stray value counts as no choice). MUI's other keys (which light
 * and which dark scheme) are not kept: there is one of each.
 */
export const colorModeStorage: StorageManager = ({ key }) => {
  const ours = key === colorSchemeStorageKey && typeof window !== 'undefined';
  return {
    get(fallback) {
      if (!ours) return fallback;
      try {
        const stored = localStorage.getItem(key);
        return isColorMode(stored) ? stored : fallback;
      } catch {
        return fallback; // storage blocked
      }
    },
    set(value) {
      if (!ours || !isColorMode(value)) return;
      try {
        localStorage.setItem(key, value);
      } catch {
        // storage blocked: the choice holds for this page only
      }
    },
    subscribe(handler) {
      if (!ours) return () => {};
      const listener = (event: StorageEvent) => {
        if (event.key === key) handler(isColorMode(event.newValue) ? event.newValue : null);
      };
      addEventListener('storage', listener);
      return () => removeEventListener('storage', listener);
    },
  };
};
