// Plain data, with no component in it: the build's scripts and the browser tests read it too.
import type { Content } from '../content/schema.ts';
import { languageOf, textOf } from '../content/text.ts';
import type { TextKey } from '../i18n/index.ts';
import type { routeIcons } from './shell/route-icons';

/** A screen's icon in the navigation: a name src/app/shell/route-icons.ts draws. */
export type RouteIcon = keyof typeof routeIcons;

/** A screen's name in each language it is written in, for a screen of the owner's own:
 * `{ en: 'Talks', de: 'Vorträge' }`. */
export type ScreenWords = { en: string } & Partial<Record<string, string>>;

export type ScreenRoute = {
  /** The route, as the hash holds it once read (src/start-up/contract.ts, readRoute). */
  path: string;
  /** Its name in the navigation and in the document title (Home's title is the owner's): an
   * interface text of src/i18n/, or the screen's own words. */
  name: TextKey | ScreenWords;
  icon: RouteIcon;
  /** Its code: the default export of src/features/<part>/<part>-screen.tsx, a script part of
   * its own (Home's is in the app's, as most visits start there). */
  part: string;
  /** Shown only for content that has what the screen needs; by default, always. */
  shownFor?: (content: Content) => boolean;
};

/**
 * The screens, in navigation order: the one list from which the router (routes.tsx), the
 * navigation, the document titles, the prerendered pages, the start-up script's parts, the
 * browser tests and the benchmark are derived. A new screen is one entry here and its feature
 * folder (docs/make-it-yours.md, "Add a screen").
 */
export const screenRoutes = [
  { path: '/', name: 'homeNav', icon: 'home', part: 'home' },
  { path: '/experience', name: 'experienceNav', icon: 'work', part: 'experience' },
  { path: '/projects', name: 'projectsNav', icon: 'code', part: 'projects' },
  {
    path: '/writing',
    name: 'writingNav',
    icon: 'article',
    part: 'writing',
    // Its articles are the hand-listed and the feeds' together, as the build made them.
    shownFor: (content) => (content.writing?.articles?.length ?? 0) > 0,
  },
  { path: '/contact', name: 'contactNav', icon: 'contact-mail', part: 'contact' },
] as const satisfies readonly ScreenRoute[];

/** The screens this owner's site shows. */
export function screensFor(content: Content): readonly ScreenRoute[] {
  return (screenRoutes as readonly ScreenRoute[]).filter(
    (route) => route.shownFor?.(content) ?? true,
  );
}

/** The paths of the screens this owner's site shows. */
export function screenPathsFor(content: Content): string[] {
  return screensFor(content).map((route) => route.path);
}

/** A screen's name in the owner's language. */
export function screenName(route: ScreenRoute, content: Content): string {
  if (typeof route.name === 'string') return textOf(content)[route.name];
  const language = languageOf(content);
  const words = route.name;
  return words[language] ?? words[language.split('-')[0] ?? ''] ?? words.en;
}
