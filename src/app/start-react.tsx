import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode, type ComponentType, type ReactNode } from 'react';
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
export async function takeOverPage(
  container: HTMLElement,
  router: AppRouter,
  App: ComponentType<AppProps>,
) {
  const page = await withDirection(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  // From here on the page is React's: index.html's start-up script stops switching screens.
  container.setAttribute(appAttribute, '');
  const route = readRoute(router.state.location.pathname, screenPathsFor(content)).path;
  if (container.getAttribute(prerenderedAttribute) !== route) {
    container.replaceChildren();
    createRoot(container).render(page);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, page, {
      // A mismatch makes React redraw the page: a visible flash the browser tests must catch.
      onRecoverableError: (error, info) =>
        console.error('Hydration did not match the prerendered page:', error, info.componentStack),
    });
  });
}

/** The app with the style cache of its direction: a site written right to left mirrors its
 * styles (./right-to-left.ts), a build-time choice, so other sites never download the plugin. */
async function withDirection(app: ReactNode): Promise<ReactNode> {
  if (import.meta.env.SITE_DIRECTION !== 'rtl') return app;
  const { rightToLeftCache } = await import('./right-to-left');
  return <CacheProvider value={rightToLeftCache()}>{app}</CacheProvider>;
}
