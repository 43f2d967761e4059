import type { IslandName } from '../shared/island';
import contactForm from '../features/contact/contact-form.css?inline';

/**
 * Each island's CSS, as text: the build writes it into the page that shows the island
 * (src/entry-server.tsx). Never in the browser's code: the page already holds it.
 */
export const islandStyles: Record<IslandName, string> = {
  'contact-form': contactForm,
};
