import { applyScheme, schemeInForce, switchScheme, type SchemeSettings } from './scheme';

// Part of index.html's first script (./head.ts) on sites whose owner offers the light theme.
// scripts/build/prerender/prerender.ts bundles it and puts its settings in place of SCHEME_SETTINGS
// (src/entry-server.tsx, colorScheme).
// - Applies the visitor's colour scheme before anything is painted (the browser's theme colour
//   and the switch's state once the page is read: they come later in it).
// - Works the theme switch with ./scheme.ts.

declare const SCHEME_SETTINGS: SchemeSettings;

(function (settings: SchemeSettings) {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(settings.key);
  } catch {
    // storage blocked: no remembered choice
  }
  const mode =
    stored === 'dark' || stored === 'light' || stored === 'system' ? stored : settings.mode;
  const scheme =
    mode === 'system'
      ? matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : mode;
  applyScheme(settings, scheme);

  document.addEventListener('click', (event) => {
    if ((event.target as Element).closest?.(`[${settings.toggle}]`)) switchScheme(settings);
  });
  // The theme colour is in <head> after this script; the switch is in the shell, painted for the
  // owner's scheme: both right for the visitor's.
  addEventListener('DOMContentLoaded', () => applyScheme(settings, schemeInForce(settings)));
})(SCHEME_SETTINGS);

// Keeps the declarations file-local: this file is a script, bundled on its own.
export {};
