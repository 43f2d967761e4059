import { earlyScreenKey, readRoute, type EarlyScreen, type EarlyScreenSettings } from './contract';

// index.html's first script, in <head>: when the address names a screen other than Home, it
// starts fetching that screen's file (scripts/build/prerender/prerender.ts, screenFiles) before the
// browser has read the rest of the page, so the screen arrives with the page's font and the
// start-up script (./boot.ts) shows it as soon as it is there. Home is the page itself.

declare const EARLY_SCREEN_SETTINGS: EarlyScreenSettings;

(function fetchScreen({ base, files }: EarlyScreenSettings) {
  const { path } = readRoute(location.hash, Object.keys(files));
  const file = files[path];
  const early: EarlyScreen = { files, readRoute };
  if (file) Object.assign(early, { path, response: fetch(base + file).catch(() => undefined) });
  Object.assign(window, { [earlyScreenKey]: early });
})(EARLY_SCREEN_SETTINGS);

export {};
