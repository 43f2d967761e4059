import { useEffect } from 'react';
import { content } from '../content';

export function pageTitle(page?: string): string {
  const { name, jobTitle } = content.owner;
  return page ? `${page} · ${name}` : `${name} · ${jobTitle}`;
}

/** The document title of each screen's route: the routes the build prerenders. */
export const pageTitles = {
  '/': pageTitle(),
  '/experience': pageTitle('Experience'),
  '/projects': pageTitle('Projects'),
  '/contact': pageTitle('Contact Me'),
} as const;

/** Sets the document title for a screen. An effect rather than a <title> element, so the
 * prerendered HTML and the hydrated page agree (the build writes each route's title itself). */
export function PageTitle({ page }: { page?: string }) {
  const title = pageTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
