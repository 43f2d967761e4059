import { menuButton, menuToggled, workMenu, type MenuState } from './phone-menu';

// The phone menu in a browser without popovers (before 2024): the islands' entry (src/main.tsx)
// works it through an attribute that the shell's CSS shows, as the browser does a popover. The
// start-up script loads that entry at such a browser's first input, so these bytes stay out of
// index.html.

export const fallbackOpenAttribute = 'data-open';

const fallback: MenuState = {
  isOpen: (menu) => menu.hasAttribute(fallbackOpenAttribute),
  close(menu) {
    menu.removeAttribute(fallbackOpenAttribute);
    menuToggled(menu, fallback);
  },
};

/** Works the menu without popovers: the button's click opens and closes it. */
export function workMenuWithoutPopovers(menu: HTMLElement): () => void {
  const stop = workMenu(menu, fallback);
  const button = menuButton(menu);
  const toggle = () => {
    menu.toggleAttribute(fallbackOpenAttribute);
    menuToggled(menu, fallback);
  };
  button?.addEventListener('click', toggle);
  return () => {
    stop();
    button?.removeEventListener('click', toggle);
  };
}
