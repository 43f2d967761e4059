import type { Content } from '../content';
import { pageTitle } from '../shared/page-title';
import { screenName } from './route-table';
import { screensFor } from './site-screens';

/** The document title of each screen's route (./route-table.ts): the pages the build
 * prerenders. Home's is the owner's name and job title. */
export function pageTitles(content: Content): Record<string, string> {
  return Object.fromEntries(
    screensFor(content).map((route) => [
      route.path,
      pageTitle(content.owner, route.path === '/' ? undefined : screenName(route, content)),
    ]),
  );
}
