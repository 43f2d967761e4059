// The navigation drawer is one element: beside the page from 600 px, and below that a popover
// the top bar's menu button opens by itself (popovertarget), with no script at all. The browser
// puts it above the page and closes it on Escape or a click outside. These add what a drawer also
// does: a link chosen in it closes it, Tab goes round inside it, aria-expanded follows it, focus
// moves into it and back to the button, and it closes when the screen grows wide. index.html's
// start-up script (src/start-up/boot.ts) calls workMenu() until the app is live, the app's shell
// after; the state is the browser's, so the app takes an open menu over as it is.
// Browsers without popovers (before 2024) get the same through `data-open` and a click handler.

export const phoneMenuId = 'navigation-drawer';
export const fallbackOpenAttribute = 'data-open';

/** Where the drawer is permanent (the theme's `sm` breakpoint, src/theme/tokens.ts). */
const wideScreenQuery = '(min-width: 600px)';

const hasPopovers = () => 'popover' in HTMLElement.prototype;

/** The button that opens the menu (aria-controls names it). */
function menuButton(menu: HTMLElement): HTMLElement | null {
  return document.querySelector(`[aria-controls="${menu.id}"]`);
}

function isMenuOpen(menu: HTMLElement) {
  return hasPopovers() ? menu.matches(':popover-open') : menu.hasAttribute(fallbackOpenAttribute);
}

/** Where popovers exist the button's popovertarget works it; elsewhere its click does. */
function menuButtonClicked(menu: HTMLElement) {
  if (hasPopovers()) return;
  menu.toggleAttribute(fallbackOpenAttribute);
  menuToggled(menu);
}

function closeMenu(menu: HTMLElement) {
  if (!isMenuOpen(menu)) return;
  if (hasPopovers()) return menu.hidePopover(); // fires `toggle`
  menu.removeAttribute(fallbackOpenAttribute);
  menuToggled(menu);
}

/** The menu opened or closed (its `toggle` event): the button says so, and focus goes in, or
 * back to the button. */
function menuToggled(menu: HTMLElement) {
  const open = isMenuOpen(menu);
  const button = menuButton(menu);
  button?.setAttribute('aria-expanded', String(open));
  const focus = document.activeElement;
  if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
  else if (!focus || focus === document.body || menu.contains(focus)) button?.focus();
}

/** A click in the menu: a link followed in this tab (to a screen, or an e-mail link) closes it. */
function menuClicked(menu: HTMLElement, event: MouseEvent) {
  if ((event.target as Element).closest('a[href]:not([target])')) closeMenu(menu);
}

/** A key in the open menu: Tab and Shift+Tab go round its links and buttons; Escape closes it
 * (the browser does that itself for a popover). */
function menuKeyPressed(menu: HTMLElement, event: KeyboardEvent) {
  if (!isMenuOpen(menu)) return;
  if (event.key === 'Escape') return closeMenu(menu);
  if (event.key !== 'Tab') return;
  const stops = menu.querySelectorAll<HTMLElement>('a[href], button');
  const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
}

/** Does all of the above for the menu, with its button. Returns a function that stops. */
export function workMenu(menu: HTMLElement): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  menuButton(menu)?.addEventListener('click', () => menuButtonClicked(menu), { signal });
  menu.addEventListener('click', (event) => menuClicked(menu, event), { signal });
  menu.addEventListener('keydown', (event) => menuKeyPressed(menu, event), { signal });
  menu.addEventListener('toggle', () => menuToggled(menu), { signal });
  // When the screen becomes wide. A browser without media queries has no wide screen.
  const wide = window.matchMedia?.(wideScreenQuery);
  wide?.addEventListener('change', () => wide.matches && closeMenu(menu), { signal });
  return () => listening.abort();
}
