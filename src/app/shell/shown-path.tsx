import { createContext, useContext } from 'react';

/** The route of the screen a page is rendered for (the build renders each: src/entry-server.tsx);
 * the navigation marks it, the links to other languages point at it. In the browser, the
 * start-up script marks and points them again for the screen it shows. */
export const ShownPath = createContext('/');

export function useShownPath(): string {
  return useContext(ShownPath);
}
