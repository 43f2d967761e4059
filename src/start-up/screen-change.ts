// What the page does when it shows a screen (the start-up script, ./boot.ts, calls them; the
// build renders the same marks for the screen it renders): one function each.
import { screenShownEvent } from './analytics';

/** The navigation link's mark (its aria-current) by the link's route and the route shown: the
 * app renders it, the start-up script writes it (markCurrentLink). */
export function currentLink(linkPath: string, shownPath: string) {
  return linkPath === shownPath ? 'page' : undefined;
}

/** Marks the navigation's link to `path` as the current page, and no other. */
export function markCurrentLink(root: ParentNode, path: string) {
  for (const link of root.querySelectorAll('nav a[href^="#/"]')) {
    const mark = currentLink(link.getAttribute('href')?.slice(1) ?? '', path);
    if (mark) link.setAttribute('aria-current', mark);
    else link.removeAttribute('aria-current');
  }
}

/** Names the page after the screen shown (its title: src/app/page-titles.ts). */
export function nameScreen(title: string) {
  document.title = title;
  // A page view, on a site with analytics (./analytics.ts); a site without has none of this.
  if (PORTFOLIO_ANALYTICS) dispatchEvent(new Event(screenShownEvent));
}

/** After a move to another screen: the top of the page, and screen readers and keyboards
 * start at the new screen (its <main>), not at the link they left. */
export function focusScreen(main: HTMLElement | null) {
  scrollTo(0, 0);
  main?.focus({ preventScroll: true });
}

/** The address of the screen at `path` (with its query) in the site at `base`, e.g. another
 * language's (`/portfolio/de/#/experience`); the site's own address for Home. */
export function screenAddress(base: string, path: string, search = '') {
  return path === '/' && !search ? base : `${base}#${path}${search}`;
}

/** Points the links to the other languages (the navigation's, the offer's: ./language-choice.ts)
 * at the screen shown: the build renders them so, the start-up script writes them. */
export function pointLanguageLinks(root: ParentNode, path: string, search = '') {
  for (const link of root.querySelectorAll(
    'nav a[hreflang], aside[data-language-offer] a[hreflang]',
  )) {
    const base = link.getAttribute('href')?.split('#')[0] ?? '';
    link.setAttribute('href', screenAddress(base, path, search));
  }
}
