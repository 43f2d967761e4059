// The navigation drawer is one element: beside the page from 600 px, and below that a popover
// the top bar's menu button opens by itself (popovertarget), with no script at all. The browser
// puts it above the page with a backdrop. Left to itself it closes on a tap outside and lets that
// tap through to whatever lies beneath (a link, a button); so with script the popover is a manual
// one, over a layer that takes such a tap and only closes the menu. These add what a drawer also
// does: Escape closes it, a link chosen in it closes it, Tab goes round inside it, aria-expanded
// follows it, focus moves into it and back to the button, and it closes when the screen grows
// wide. index.html's
// start-up script (src/start-up/boot.ts) calls workMenu(). Browsers without popovers (before
// 2024) get the same from the islands' entry, through ./phone-menu-fallback.ts.

export const phoneMenuId = 'navigation-drawer';

/** Marks the layer under the open menu, over the page (the shell draws it): it takes a tap
 * outside the menu, so nothing beneath is activated, and the tap closes the menu. (A popover's
 * own ::backdrop lets pointer events through.) */
export const menuBackdropAttribute = 'data-menu-backdrop';

/** Where the drawer is permanent (the theme's `sm` breakpoint, src/theme/tokens.ts). */
const wideScreenQuery = '(min-width: 600px)';

/** How a menu opens and closes: the browser's popover, or the fallback's attribute. */
export type MenuState = {
  isOpen: (menu: HTMLElement) => boolean;
  close: (menu: HTMLElement) => void;
};

const popover: MenuState = {
  isOpen: (menu) => menu.matches(':popover-open'),
  close: (menu) => menu.hidePopover(), // fires `toggle`
};

// By the method the menu calls: an engine may know the attribute but not work popovers.
export const hasPopovers = () => 'showPopover' in HTMLElement.prototype;

/** The button that opens the menu (aria-controls names it). */
export function menuButton(menu: HTMLElement): HTMLElement | null {
  return document.querySelector(`[aria-controls="${menu.id}"]`);
}

/** The menu opened or closed (its `toggle` event): the button says so, and focus goes in, or
 * back to the button. */
export function menuToggled(menu: HTMLElement, state: MenuState) {
  const open = state.isOpen(menu);
  const button = menuButton(menu);
  button?.setAttribute('aria-expanded', String(open));
  const focus = document.activeElement;
  if (open) menu.querySelector<HTMLElement>('a[href]')?.focus();
  else if (!focus || focus === document.body || menu.contains(focus)) button?.focus();
}

/** Does all of the above for the menu, with its button. Returns a function that stops. */
export function workMenu(menu: HTMLElement, state = popover): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  const close = () => state.isOpen(menu) && state.close(menu);
  // A manual popover from the moment the button opens it (its click comes before the browser
  // shows it), so the page stays as the server rendered it until then.
  if (state === popover) {
    menuButton(menu)?.addEventListener(
      'click',
      () => {
        if (!state.isOpen(menu)) menu.popover = 'manual';
      },
      { signal },
    );
  }
  // A link followed in this tab (to a screen, or an e-mail link) closes it; so does a tap on the
  // layer beneath it.
  menu.addEventListener(
    'click',
    (event) => (event.target as Element).closest('a[href]:not([target])') && close(),
    { signal },
  );
  document.addEventListener(
    'click',
    (event) => (event.target as Element).hasAttribute?.(menuBackdropAttribute) && close(),
    { signal },
  );
  // Escape closes it, wherever the focus is.
  document.addEventListener(
    'keydown',
    (event) => event.key === 'Escape' && state.isOpen(menu) && close(),
    { signal },
  );
  // Tab and Shift+Tab go round its links and buttons.
  menu.addEventListener(
    'keydown',
    (event) => {
      if (!state.isOpen(menu) || event.key !== 'Tab') return;
      const stops = menu.querySelectorAll<HTMLElement>('a[href], button');
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
      if (document.activeElement !== edge) return;
      event.preventDefault();
      (event.shiftKey ? stops[stops.length - 1] : stops[0])?.focus();
    },
    { signal },
  );
  menu.addEventListener('toggle', () => menuToggled(menu, state), { signal });
  // When the screen becomes wide. A browser without media queries has no wide screen.
  const wide = window.matchMedia?.(wideScreenQuery);
  wide?.addEventListener('change', () => wide.matches && close(), { signal });
  return () => listening.abort();
}
