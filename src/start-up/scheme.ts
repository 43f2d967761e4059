// The theme switch (./color-scheme.ts works it; src/app/shell/color-scheme-toggle.tsx draws it):
// which scheme is in force, how it is applied, how a switch is remembered.
// src/theme/color-scheme.ts names the attributes and key.

export type Scheme = 'dark' | 'light';

/** What the build tells the colour-scheme script. */
export type SchemeSettings = {
  /** Where the visitor's choice is kept in localStorage. */
  key: string;
  /** The attribute of <html> that names the scheme in force. */
  attribute: string;
  /** The attribute that marks the theme switch. */
  toggle: string;
  /** The owner's default. */
  mode: 'dark' | 'light' | 'system';
  /** The browser's theme colour in each scheme. */
  themeColors: Record<Scheme, string>;
};

/** The scheme in force, as <html> says. */
export function schemeInForce({ attribute }: SchemeSettings): Scheme {
  return document.documentElement.getAttribute(attribute) === 'light' ? 'light' : 'dark';
}

/** Puts a scheme in force: the theme's variables (by <html>'s attribute), the browser's theme
 * colour, and every switch's pressed state ("Dark theme", pressed in the dark). */
export function applyScheme(settings: SchemeSettings, scheme: Scheme) {
  document.documentElement.setAttribute(settings.attribute, scheme);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', settings.themeColors[scheme]);
  for (const toggle of document.querySelectorAll(`[${settings.toggle}]`))
    toggle.setAttribute('aria-pressed', String(scheme === 'dark'));
}

/** A press on the switch: the other scheme, in force and remembered. Returns it. */
export function switchScheme(settings: SchemeSettings): Scheme {
  const next = schemeInForce(settings) === 'dark' ? 'light' : 'dark';
  try {
    localStorage.setItem(settings.key, next);
  } catch {
    // storage blocked: the choice holds for this page only
  }
  applyScheme(settings, next);
  return next;
}
