import { useEffect } from 'react';
import { useContent, type Content } from '../content';

export function pageTitle(owner: Content['owner'], page?: string): string {
  return page ? `${page} · ${owner.name}` : `${owner.name} · ${owner.jobTitle}`;
}

/** The document title of each screen's route: the routes the build prerenders. */
export function pageTitles(content: Content) {
  return {
    '/': pageTitle(content.owner),
    '/experience': pageTitle(content.owner, 'Experience'),
    '/projects': pageTitle(content.owner, 'Projects'),
    '/contact': pageTitle(content.owner, 'Contact Me'),
  } as const;
}

/** Sets the document title for a screen. An effect rather than a <title> element, so the
 * prerendered HTML and the hydrated page agree (the build writes each route's title itself). */
export function PageTitle({ page }: { page?: string }) {
  const title = pageTitle(useContent().owner, page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
