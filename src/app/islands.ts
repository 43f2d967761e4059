import type { ComponentType } from 'react';
import type { IslandName } from '../shared/island';

/** An island's code: a module whose default export is its component. */
export type IslandModule = { default: ComponentType<never> };

/**
 * Every island's code, by name (src/shared/island.tsx): a script part of its own, loaded in the
 * browser when the visitor first acts on a screen that shows it. The build reads which parts each
 * screen needs from the pages it renders.
 */
export const islands: Record<IslandName, { part: string; load: () => Promise<IslandModule> }> = {
  'contact-form': {
    part: 'contact-form',
    load: () => import('../features/contact/contact-form.tsx') as Promise<IslandModule>,
  },
};
