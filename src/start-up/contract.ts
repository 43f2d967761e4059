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
// - #root[data-prerendered="<route>"]: the route whose prerendered screen #root shows. The app
//   takes that HTML over (hydration) when it starts on that route, and renders anew otherwise.
// - #root[data-app]: the app has taken the page over; the start-up script stops switching screens.
// - html[data-interactive="true"]: the app is live. The start-up script replays what waited for
//   it (a click on a button, a form's submit: once each) and removes all of its listeners.
// - startFailedEvent: the app's entry dispatches it on window when a part it needs to start
//   cannot be loaded; the start-up script tells the visitor, or reloads after a redeploy.
// - Typed text: a form marked with draftAttribute keeps its text fields in localStorage under
//   the attribute's value, as one JSON object by field name, from the first keystroke. The
//   start-up script saves and restores it until the app is live (so nothing typed is lost even
//   if the app never starts); then the feature that owns the form reads the same key.
// - Styles: index.html's <style data-emotion="css"> holds the CSS of the prerendered pages without
//   the list of its rules' ids that Emotion writes in the attribute (bytes the first paint waits
//   for); the app puts the list back from the CSS before Emotion reads it (restoreStyleIds).
// - The phone menu: a popover that both work through src/app/shell/phone-menu.ts, its state
//   kept by the browser, so it needs no hand-over.

import type { Dictionary } from '../i18n';

/** A screen other than Home: its file under the base, and the page's title on it. */
export type ScreenFileSettings = { file: string; title: string };

/** What the build tells the start-up script: where the screens' and the app's files are. */
export type BootSettings = {
  /** The site's base path, e.g. "/portfolio/". */
  base: string;
  /** The screens other than Home, by route. */
  screens: Record<string, ScreenFileSettings>;
  /** The app's entry script, under the base. */
  entry: string;
  /** The parts the entry imports as it starts, on every route. */
  preloads: string[];
  /** The parts of each route's screen, beyond the preloads. */
  routeParts: Record<string, string[]>;
  /** What the start-up script says, in the owner's language (src/i18n/). */
  text: StartUpText;
};

export type StartUpText = Pick<
  Dictionary,
  | 'startFailed'
  | 'startSlow'
  | 'networkError'
  | 'typedTextKept'
  | 'reload'
  | 'messageNotSent'
  | 'actionNotDone'
>;

/** What the build tells ./early-screen.ts: the screens' files by route. */
export type EarlyScreenSettings = { base: string; files: Record<string, string> };

/** Where ./early-screen.ts leaves the fetch of the address's screen for the start-up script. */
export const earlyScreenKey = 'portfolioEarlyScreen';
export type EarlyScreen = { path: string; response: Promise<Response | undefined> };

/** Marks <main> while the screen of the address is on its way. */
export const loadingAttribute = 'aria-busy';

export const prerenderedAttribute = 'data-prerendered';
export const appAttribute = 'data-app';
export const interactiveAttribute = 'data-interactive';
export const startFailedEvent = 'portfolio:start-failed';
export const draftAttribute = 'data-draft';

/** The id of <main>, where focus goes after a change of screen. */
export const mainContentId = 'main-content';

/** What the entry tells the start-up script when it cannot start. */
export type StartFailure = { address?: string };

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

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The fields a draft keeps: the text fields people type in, not one kept out of their reach
 * (a honeypot for bots, with tabindex -1). A draft form has text fields only. */
function draftFields(form: HTMLFormElement) {
  return form.querySelectorAll<TextField>('input[name]:not([tabindex="-1"]), textarea[name]');
}

/** Keeps a draft (field name → text) under `key`, or forgets it when every field is empty. */
export function writeDraft(key: string, draft: Record<string, string>) {
  try {
    if (Object.values(draft).every((value) => value === '')) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage blocked or full: the text stays in the form, it just is not kept.
  }
}

/** Saves a draft form's text fields. */
export function saveDraft(form: HTMLFormElement) {
  const key = form.getAttribute(draftAttribute);
  if (!key) return;
  const draft: Record<string, string> = {};
  for (const field of draftFields(form)) draft[field.name] = field.value;
  writeDraft(key, draft);
}

/** Reads a saved draft: field name → text (any value may be other than text: check); empty
 * when there is none or it is unreadable. */
export function readDraft(key: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return typeof saved === 'object' && saved ? (saved as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Puts saved drafts back into the empty fields of the draft forms under `root`. */
export function restoreDrafts(root: ParentNode) {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${draftAttribute}]`)) {
    const draft = readDraft(form.getAttribute(draftAttribute) ?? '');
    for (const field of draftFields(form)) {
      const saved = draft[field.name];
      if (!field.value && typeof saved === 'string') field.value = saved;
    }
  }
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
