// What index.html's start-up script (./boot.ts) and the app tell each other, in one place.
//
// The page is painted from HTML (scripts/site/prerender-plugin.ts): the shell and Home are in #root,
// each other screen is a file of its own (its CSS and its <main>), fetched for its address by
// ./early-screen.ts in <head> and shown by the start-up script when it arrives. The start-up
// script keeps that page working until the app is live, and the app takes it over without
// losing anything:
//
// - The route: both read the address with readRoute() below, so the screen painted for an
//   address is the one the router renders for it. The start-up script also writes the address
//   back in the form readRoute() gives (`#/Contact/` becomes `#/contact`), so the router, its
//   links and the painted page agree; the app does the same for addresses typed later.
// - What a change of screen does (title, current link, the links to the other languages' same
//   screen, focus and scroll): ./screen-change.ts, called by both. A language chosen:
//   ./language-choice.ts. The theme switch: ./scheme.ts, called by both.
// - #root[data-prerendered="<route>"]: the route whose prerendered screen #root shows. The app
//   takes that HTML over (hydration) when it starts on that route, and renders anew otherwise.
// - #root[data-app]: the app has taken the page over; the start-up script stops switching screens.
// - html[data-interactive="true"]: the app is live. The start-up script submits a draft form
//   whose Send waited for it (once), and removes its listeners.
// - appFailedEvent: the app's entry dispatches it on window when a part it needs to start
//   cannot be loaded; the start-up script tells the visitor, or reloads after a redeploy.
// - Typed text: ./drafts.ts (the draft form, kept from the first keystroke, by both).
// - Styles: index.html's <style data-emotion="css"> holds the CSS of the prerendered pages without
//   the list of its rules' ids that Emotion writes in the attribute (bytes the first paint waits
//   for); the app puts the list back from the CSS before Emotion reads it (restoreStyleIds).
// - The phone menu: a popover that both work through ./phone-menu.ts, its state kept by the
//   browser, so it needs no hand-over.

import type { Dictionary } from '../i18n';

/**
 * Every text the start-up script shows, named once: the build picks exactly these from the
 * owner's dictionary (startUpTextOf), and the script's settings are typed by them.
 */
export const startUpTextKeys = [
  'startFailed',
  'startSlow',
  'networkError',
  'typedTextKept',
  'reload',
  'messageNotSent',
  'characterCount',
] as const satisfies readonly (keyof Dictionary)[];

export type StartUpText = Pick<Dictionary, (typeof startUpTextKeys)[number]>;

/** The start-up script's texts out of the owner's dictionary. */
export function startUpTextOf(dictionary: Dictionary): StartUpText {
  return Object.fromEntries(startUpTextKeys.map((key) => [key, dictionary[key]])) as StartUpText;
}

/** What the build tells the start-up script: where the screens' and the app's files are. */
export type BootSettings = {
  /** The site's base path, e.g. "/portfolio/". */
  base: string;
  /** The page's title on each screen other than Home, by route (their files: ./early-screen.ts
   * hands them over, with readRoute). */
  titles: Record<string, string>;
  /** The app's entry script, under the base. */
  entry: string;
  /** The parts the entry imports as it starts, on every route. */
  preloads: string[];
  /** The parts of each route's screen, beyond the preloads. */
  routeParts: Record<string, string[]>;
  /** What the start-up script says, in the owner's language (src/i18n/). */
  text: StartUpText;
  /** The site's languages when it has more than one (./language-choice.ts). */
  languages?: string[];
};

/** What the build tells ./early-screen.ts: the screens' files by route. */
export type EarlyScreenSettings = { base: string; files: Record<string, string> };

/** Where ./early-screen.ts leaves, for the start-up script, the screens' files, readRoute
 * (bytes the page then holds once) and the fetch of the address's screen, if it began one. */
export const earlyScreenKey = 'portfolioEarlyScreen';
export type EarlyScreen = {
  files: Record<string, string>;
  readRoute: typeof readRoute;
  path?: string;
  response?: Promise<Response | undefined>;
};

/** Marks <main> while the screen of the address is on its way. */
export const loadingAttribute = 'aria-busy';

export const prerenderedAttribute = 'data-prerendered';
export const appAttribute = 'data-app';
export const interactiveAttribute = 'data-interactive';
export const appFailedEvent = 'portfolio:app-failed';

/** Marks the address in the not-found screen's text, which the host's not-found page (404.html,
 * served at any address the site has nothing at) fills in with the one it is shown at. */
export const missingAddressAttribute = 'data-missing-address';

/** The id of <main>, where focus goes after a change of screen. */
export const mainContentId = 'main-content';

/** What the entry tells the start-up script when it cannot start. */
export type AppFailure = { address?: string };

export type Route = { path: string; search: string };

/**
 * The route an address's hash names, read as React Router reads it (a path before any `?` or
 * second `#`, with a leading slash) and matches it (letter case and trailing slashes do not
 * count): one of `screens` when it names one, in the table's spelling.
 */
export function readRoute(hash: string, screens: readonly string[]): Route {
  const [, rawPath = '', search = ''] = /^#?([^?#]*)(\?[^#]*)?/.exec(hash) ?? [];
  const path = rawPath.startsWith('/') ? rawPath : `/${rawPath}`;
  const trimmed = path.replace(/(.)\/+$/, '$1').toLowerCase();
  const screen = screens.find((candidate) => candidate.toLowerCase() === trimmed);
  return { path: screen ?? path, search };
}

/** The Emotion key of the prerendered styles, as their <style> tag names it. */
export const prerenderedStyleKey = 'css';

/** Gives the prerendered <style> tags back the ids of their rules, so Emotion (which reads
 * them as it loads) knows these styles are in the page and does not add them again. */
export function restoreStyleIds() {
  for (const style of document.querySelectorAll(`style[data-emotion="${prerenderedStyleKey}"]`)) {
    const ids = new Set(
      [...(style.textContent ?? '').matchAll(/\.css-([\w-]+)/g)].map((match) => match[1]),
    );
    style.setAttribute('data-emotion', `${prerenderedStyleKey} ${[...ids].join(' ')}`);
  }
}
