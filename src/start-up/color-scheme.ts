// The second inline script of index.html, at the end of <head>, on sites whose owner offers the
// light theme (src/theme/color-scheme.ts describes the contract with the app).
// scripts/site/prerender.ts bundles it and puts its settings in place of SCHEME_SETTINGS.
// - Applies the visitor's colour scheme before anything is painted.
// - Until the app is live (#root[data-app]), works the theme switch: switches the scheme,
//   remembers the choice, and keeps every switch's aria-pressed right, also on the screens the
//   start-up script (src/start-up/boot.ts) shows. Its click listener comes first, so the start-up
//   script does not keep that click for the app.
/** What the build tells the colour-scheme script (src/entry-server.tsx, colorScheme). */
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
  themeColors: Record<'dark' | 'light', string>;
};

declare const SCHEME_SETTINGS: SchemeSettings;

type Scheme = 'dark' | 'light';

(function (settings: SchemeSettings) {
  const html = document.documentElement;
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(settings.key);
  } catch {
    // storage blocked: no remembered choice
  }
  const mode =
    stored === 'dark' || stored === 'light' || stored === 'system' ? stored : settings.mode;
  apply(
    mode === 'system'
      ? matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light'
      : mode,
  );

  function apply(scheme: Scheme) {
    html.setAttribute(settings.attribute, scheme);
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', settings.themeColors[scheme]);
    for (const toggle of document.querySelectorAll(`[${settings.toggle}]`))
      toggle.setAttribute('aria-pressed', String(scheme === 'dark'));
  }

  const schemeInForce = (): Scheme =>
    html.getAttribute(settings.attribute) === 'light' ? 'light' : 'dark';
  const isLive = () => document.getElementById('root')?.hasAttribute('data-app');

  document.addEventListener(
    'click',
    (event) => {
      if (isLive() || !(event.target instanceof Element)) return;
      if (!event.target.closest(`[${settings.toggle}]`)) return;
      event.stopImmediatePropagation();
      const next = schemeInForce() === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(settings.key, next);
      } catch {
        // storage blocked: the choice holds for this page only
      }
      apply(next);
    },
    true,
  );

  // The switch is in the shell, in the page; mark it again if the app renders it anew.
  addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    const mark = () => !isLive() && apply(schemeInForce());
    mark();
    if (root) new MutationObserver(mark).observe(root, { childList: true });
  });
})(SCHEME_SETTINGS);

// Keeps the declarations file-local: this file is a script, bundled on its own.
export {};
