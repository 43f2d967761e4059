// What the page does when it shows a screen, the same before the app is live (the start-up
// script, ./boot.ts) and after (the app's layout and shell): one function each, so the two
// cannot drift apart.

/** The marks of the navigation's link to the screen shown, by the link's route and the route
 * shown: the app renders them, the start-up script writes them (markCurrentLink). */
export function currentLinkMarks(linkPath: string, shownPath: string) {
  return linkPath === shownPath ? ({ 'aria-current': 'page' } as const) : {};
}

/** Marks the navigation's link to `path` as the current page, and no other. */
export function markCurrentLink(root: ParentNode, path: string) {
  for (const link of root.querySelectorAll('nav a[href^="#/"]')) {
    const marks: { 'aria-current'?: string } = currentLinkMarks(
      link.getAttribute('href')?.slice(1) ?? '',
      path,
    );
    if (marks['aria-current']) link.setAttribute('aria-current', marks['aria-current']);
    else link.removeAttribute('aria-current');
  }
}

/** Names the page after the screen shown (its title: src/app/page-titles.ts). */
export function nameScreen(title: string) {
  document.title = title;
}

/** After a move to another screen: the top of the page, and screen readers and keyboards
 * start at the new screen (its <main>), not at the link they left. */
export function focusScreen(main: HTMLElement | null) {
  scrollTo(0, 0);
  main?.focus({ preventScroll: true });
}
