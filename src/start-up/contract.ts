// What index.html's start-up script (./boot.ts) and the islands' entry (src/main.tsx) tell each
// other, in one place.
//
// The page is painted from HTML (scripts/build/prerender/prerender-plugin.ts): the shell and Home are in #root,
// each other screen is a file of its own (its CSS and its <main>), fetched for its address by
// ./early-screen.ts in <head> and shown by the start-up script when it arrives. The start-up
// script works the page for as long as it is open: its screens, the phone menu, the theme switch,
// the languages' links, what is typed. The parts of a screen that must come alive (islands:
// src/shared/island.tsx, the contact form) are taken over by the islands' entry, which the
// start-up script loads when the visitor first acts on a screen that has one:
//
// - The route: both read the address with readRoute() below. The start-up script also writes the
//   address back in the form readRoute() gives (`#/Contact/` becomes `#/contact`).
// - What a change of screen does (title, current link, the links to the other languages' same
//   screen, focus and scroll): ./screen-change.ts. A language chosen: ./language-choice.ts. The
//   theme switch: ./scheme.ts.
// - #root[data-prerendered="<route>"]: the route whose screen <main> shows.
// - An island's slot, [data-island]: the entry takes each over as the screen is put on the page,
//   and marks it [data-live] once it responds; the start-up script leaves a live island's fields
//   to it (the draft, the counter).
// - html[data-interactive="true"]: every island of the screen shown is live (at once for a screen
//   without one): markLive() below, called by both. The start-up script then submits a draft
//   form whose Send waited for its island (once).
// - appFailedEvent: the entry dispatches it on window when a part it needs cannot be loaded; the
//   start-up script tells the visitor, or reloads after a redeploy.
// - Typed text: ./drafts.ts (the draft form, kept from the first keystroke, by both).
// - The phone menu: a popover the start-up script works through ./phone-menu.ts; where the
//   browser has no popovers, the entry works it (./phone-menu-fallback.ts).

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

/** What the build tells the start-up script: where the screens' and the islands' files are. */
export type BootSettings = {
  /** The site's base path, e.g. "/portfolio/". */
  base: string;
  /** The page's title on each screen other than Home, by route (their files: ./early-screen.ts
   * hands them over, with readRoute); the not-found screen's under `*`. */
  titles: Record<string, string>;
  /** The islands' entry script, under the base. */
  entry: string;
  /** The parts the entry needs to take any island over (React). */
  preloads: string[];
  /** The parts of each route's islands, beyond the preloads; none for a screen without one. */
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
export const interactiveAttribute = 'data-interactive';
/** An island's slot, by its name (src/shared/island.tsx), its props as JSON, and its mark once
 * live. */
export const islandAttribute = 'data-island';
export const islandPropsAttribute = 'data-props';
export const liveIslandAttribute = 'data-live';

/** The props an island's slot carries. */
export function islandProps(slot: Element): object {
  return JSON.parse(slot.getAttribute(islandPropsAttribute) ?? '{}') as object;
}

/** The route of the not-found screen's file, shown at an address no screen has. */
export const notFoundRoute = '*';
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

/** Marks the page live when every island of `main`'s screen is (at once for a screen without
 * one), and not live while one waits. Returns whether it is. */
export function markLive(main: ParentNode): boolean {
  const live = !main.querySelector(`[${islandAttribute}]:not([${liveIslandAttribute}])`);
  if (live) document.documentElement.setAttribute(interactiveAttribute, 'true');
  else document.documentElement.removeAttribute(interactiveAttribute);
  return live;
}
