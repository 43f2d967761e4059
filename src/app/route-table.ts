// Plain data, with no component in it: the build's scripts and the browser tests read it too.

/** A screen's script part: its code lives in src/features/<part>/<part>-screen.tsx. */
export type ScreenPart = 'home' | 'experience' | 'projects' | 'contact';

/** A screen's icon in the drawers (src/app/shell/route-icons.ts draws each). */
export type RouteIcon = 'home' | 'work' | 'code' | 'contact-mail';

export type ScreenRoute = {
  /** The route, as the hash holds it once read (src/start-up/contract.ts, readRoute). */
  path: string;
  /** Its entry in both drawers. */
  label: string;
  icon: RouteIcon;
  /** The page's name in the document title; none for Home, whose title is the owner's. */
  title?: string;
  part: ScreenPart;
};

/**
 * The four screens, in drawer order: the one list from which the router (routes.tsx), both
 * drawers, the document titles, the prerendered pages and the tests are derived.
 */
export const screenRoutes = [
  { path: '/', label: 'Home', icon: 'home', part: 'home' },
  {
    path: '/experience',
    label: 'Experience',
    icon: 'work',
    title: 'Experience',
    part: 'experience',
  },
  { path: '/projects', label: 'Projects', icon: 'code', title: 'Projects', part: 'projects' },
  {
    path: '/contact',
    label: 'Contact Me',
    icon: 'contact-mail',
    title: 'Contact Me',
    part: 'contact',
  },
] as const satisfies readonly ScreenRoute[];

export const screenPaths: readonly string[] = screenRoutes.map((route) => route.path);

/** The table's entry for a route as read by readRoute(), if it is one of the screens. */
export function screenRouteAt(path: string): ScreenRoute | undefined {
  return screenRoutes.find((route) => route.path === path);
}
