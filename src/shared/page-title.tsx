import { useEffect } from 'react';
import { useContent, type Content } from '../content';
import { nameScreen } from '../start-up/screen-change';

export function pageTitle(owner: Content['owner'], page?: string): string {
  return page ? `${page} · ${owner.name}` : `${owner.name} · ${owner.jobTitle}`;
}

/** Sets the document title of a page outside the route table (the screens' titles are set by
 * the layout). An effect rather than a <title> element, so the prerendered HTML and the
 * hydrated page agree (the build writes each route's title itself). */
export function PageTitle({ page }: { page?: string }) {
  const title = pageTitle(useContent().owner, page);
  useEffect(() => nameScreen(title), [title]);
  return null;
}
