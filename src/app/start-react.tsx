import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appAttribute, prerenderedAttribute, readRoute } from '../start-up/contract';
import type { AppProps, AppRouter } from './app';
import { content } from '../content';
import { screenPathsFor } from './site-screens';

/**
 * Makes the page live. If index.html already shows this route's prerendered HTML, React takes
 * it over in place (hydration), in small slices so the page stays responsive; any other route
 * renders anew.
 */
export function startApp(container: HTMLElement, router: AppRouter, App: ComponentType<AppProps>) {
  // From here on the page is React's: index.html's start-up script stops switching screens.
  container.setAttribute(appAttribute, '');
  const route = readRoute(router.state.location.pathname, screenPathsFor(content)).path;
  if (container.getAttribute(prerenderedAttribute) !== route) {
    container.replaceChildren();
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    return;
  }
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
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
