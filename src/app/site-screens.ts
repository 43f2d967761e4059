import ownerScreens from 'virtual:owner-screens';
import type { Content } from '../content';
import { screenTable, shownScreens, type ScreenRoute } from './route-table';

/** Every screen of the site: the template's (./route-table.ts) and the owner's own, found in
 * owner/screens/ by the build (scripts/build/owner/owner-screens.ts), in navigation order. */
export const siteScreens: readonly ScreenRoute[] = screenTable(ownerScreens);

/** The screens this owner's site shows. */
export function screensFor(content: Content): readonly ScreenRoute[] {
  return shownScreens(siteScreens, content);
}

/** The paths of the screens this owner's site shows. */
export function screenPathsFor(content: Content): string[] {
  return screensFor(content).map((route) => route.path);
}
