import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepTextTypedBeforeHydration } from '../features/contact/draft-store';
import type { AppProps, AppRouter } from './app';

/**
 * Makes the page live. If index.html already shows this route's prerendered HTML, React takes
 * it over in place (hydration), in small slices so the page stays responsive; any other route
 * renders anew.
 */
export function startApp(container: HTMLElement, router: AppRouter, App: ComponentType<AppProps>) {
  // From here on the page is React's: index.html's boot script stops switching screens.
  container.dataset.app = '';
  if (container.dataset.prerendered !== router.state.location.pathname) {
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return;
  }
  const stopKeeping = keepTextTypedBeforeHydration(container);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} onReady={stopKeeping} />
      </StrictMode>,
      {
        // A mismatch makes React redraw the page: a visible flash the browser tests must catch.
        onRecoverableError: (error, info) =>
          console.error(
            'Hydration did not match the prerendered page:',
            error,
            info.componentStack,
          ),
      },
    );
  });
}
