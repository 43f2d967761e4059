import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { liveIslandAttribute } from '../start-up/contract';

/** Marks the slot live once React has taken its HTML over (its effects run after that). */
function Live({ slot, onLive }: { slot: HTMLElement; onLive: () => void }) {
  useEffect(() => {
    slot.setAttribute(liveIslandAttribute, '');
    onLive();
    return () => slot.removeAttribute(liveIslandAttribute);
  }, [slot, onLive]);
  return null;
}

/**
 * Takes an island's HTML over with its component and props, as the build rendered it
 * (src/entry-server.tsx: the same component, props and id prefix, on its own). `onLive` once it
 * responds to input.
 */
export function hydrate(
  slot: HTMLElement,
  Component: ComponentType<never>,
  props: object,
  name: string,
  onLive: () => void,
) {
  const Island = Component as ComponentType<object>;
  return hydrateRoot(
    slot,
    <StrictMode>
      <Island {...props} />
      <Live slot={slot} onLive={onLive} />
    </StrictMode>,
    {
      identifierPrefix: `${name}-`,
      // A mismatch makes React draw the island anew: a visible change the browser tests catch.
      // (An island whose screen the visitor left before it was taken over is let go of: React
      // says so as it draws it off the page, where nothing can differ.)
      onRecoverableError: (error, info) => {
        if (slot.isConnected)
          console.error(
            'Hydration did not match the prerendered page:',
            error,
            info.componentStack,
          );
      },
    },
  );
}
