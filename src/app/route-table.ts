// Plain data: the build's scripts and the browser tests read it too, so a screen's code is only
// named here (`load`), never imported until its route is visited.
import type { ComponentType } from 'react';
import type { Content } from '../content/schema.ts';
import { languageOf, textOf } from '../content/text.ts';
import { fillText, type TextKey } from '../i18n/index.ts';
import { placeScreens } from './screen-order';
import type { RouteIcon } from './route-icons';

/** A screen's icon in the navigation: a name src/app/route-icons.ts draws. */
export type { RouteIcon };

/** A screen's name in each language it is written in, for a screen of the owner's own:
 * `{ en: 'Talks', de: 'Vorträge' }`. */
export type ScreenWords = Partial<Record<string, string>>;

/** A screen's code: a module whose default export is the screen. */
export type ScreenModule = { default: ComponentType };

export type ScreenRoute = {
  /** The route, as the hash holds it once read (src/start-up/contract.ts, readRoute). */
  path: string;
  /** Its name in the navigation and in the document title (Home's title is the owner's): an
   * interface text of src/i18n/, or the screen's own words. */
  name: TextKey | ScreenWords;
  /** The interface text of its main heading (`{name}`: the owner's name). A screen of the
   * owner's own has none: its heading is whatever its component renders. */
  heading?: TextKey;
  icon: RouteIcon;
  /** Its script part's name: the part a failure names and the build's budgets count. */
  part: string;
  /** Loads its code, a script part of its own; Home has none: it is in the pages' own code, as
   * most visits start there. */
  load?: () => Promise<ScreenModule>;
  /** Shown only for content that has what the screen needs; by default, always. */
  shownFor?: (content: Content) => boolean;
};

/** A screen of the owner's own (owner/screens/<part>.tsx), as the build read it: where it goes
 * in the navigation, after the screen at `after`, else before Contact. */
export type OwnerScreenRoute = ScreenRoute & { after?: string };

/**
 * The template's screens, in navigation order: the one list from which the router (routes.tsx),
 * the navigation, the document titles, the prerendered pages, the start-up script's parts, the
 * browser tests and the benchmark are derived, with the owner's screens placed among them
 * (screenTable). A template screen is one entry here and its feature folder.
 */
export const screenRoutes = [
  { path: '/', name: 'homeNav', heading: 'greeting', icon: 'home', part: 'home' },
  {
    path: '/experience',
    name: 'experienceNav',
    heading: 'experienceHeading',
    icon: 'work',
    part: 'experience',
    load: () => import('../features/experience/experience-screen.tsx'),
  },
  {
    path: '/projects',
    name: 'projectsNav',
    heading: 'projectsHeading',
    icon: 'code',
    part: 'projects',
    load: () => import('../features/projects/projects-screen.tsx'),
  },
  {
    path: '/writing',
    name: 'writingNav',
    heading: 'writingHeading',
    icon: 'article',
    part: 'writing',
    load: () => import('../features/writing/writing-screen.tsx'),
    // Its articles are the hand-listed and the feeds' together, as the build made them.
    shownFor: (content) => (content.writing?.articles?.length ?? 0) > 0,
  },
  {
    path: '/contact',
    name: 'contactNav',
    heading: 'contactHeading',
    icon: 'contact-mail',
    part: 'contact',
    load: () => import('../features/contact/contact-screen.tsx'),
  },
] as const satisfies readonly ScreenRoute[];

/** Every screen, in navigation order: the template's, with the owner's placed among them
 * (./screen-order.ts). */
export function screenTable(ownerScreens: readonly OwnerScreenRoute[]): ScreenRoute[] {
  return placeScreens<OwnerScreenRoute>(screenRoutes, ownerScreens);
}

/** The screens of a table this owner's site shows. */
export function shownScreens(table: readonly ScreenRoute[], content: Content): ScreenRoute[] {
  return table.filter((route) => route.shownFor?.(content) ?? true);
}

/** A screen's name in the owner's language: theirs, else its language's, else English, else the
 * first it is written in. */
export function screenName(route: ScreenRoute, content: Content): string {
  if (typeof route.name === 'string') return textOf(content)[route.name];
  const language = languageOf(content);
  const words = route.name;
  return (
    words[language] ??
    words[language.split('-')[0] ?? ''] ??
    words.en ??
    Object.values(words).find((word) => word !== undefined) ??
    route.path
  );
}

/** A template screen's main heading in the owner's words; none for a screen of the owner's own
 * (its component renders it). */
export function screenHeading(route: ScreenRoute, content: Content): string | undefined {
  if (!route.heading) return undefined;
  return fillText(textOf(content)[route.heading], { name: content.owner.name });
}
