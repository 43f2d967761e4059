import { useEffect } from 'react';
import { screenName, screensFor } from '../app/route-table';
import { useContent, type Content } from '../content';

export function pageTitle(owner: Content['owner'], page?: string): string {
  return page ? `${page} · ${owner.name}` : `${owner.name} · ${owner.jobTitle}`;
}

/** The document title of each screen's route (src/app/route-table.ts): the pages the build
 * prerenders. Home's is the owner's name and job title. */
export function pageTitles(content: Content): Record<string, string> {
  return Object.fromEntries(
    screensFor(content).map((route) => [
      route.path,
      pageTitle(content.owner, route.path === '/' ? undefined : screenName(route, content)),
    ]),
  );
}

/** Sets the document title of a page outside the route table (the screens' titles are set by
 * the layout). An effect rather than a <title> element, so the prerendered HTML and the
 * hydrated page agree (the build writes each route's title itself). */
export function PageTitle({ page }: { page?: string }) {
  const title = pageTitle(useContent().owner, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
