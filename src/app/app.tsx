import { useEffect, type ComponentType } from 'react';
import { createHashRouter, type RouterProviderProps } from 'react-router';
import { RouterProvider as DomRouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers';
import { content } from '../content';
import { routesFor } from './routes';

export type AppRouter = ReturnType<typeof createHashRouter>;

export function createAppRouter() {
  return createHashRouter(routesFor(content));
}

/** Resolves when the router has loaded the parts of the first route (or failed to). */
export function whenRouterReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

export type AppProps = {
  router: AppRouter;
  /** The build-time renderer passes the plain provider; browsers use the react-dom one. */
  Provider?: ComponentType<RouterProviderProps>;
  /** Called once the app is live (rendered or hydrated) in the browser. */
  onReady?: () => void;
};

export function App({ router, Provider = DomRouterProvider, onReady }: AppProps) {
  useEffect(() => {
    // Lets visitors' tools and the browser tests know the page now responds to input.
    document.documentElement.dataset.interactive = 'true';
    onReady?.();
  }, [onReady]);

  return (
    <AppProviders>
      <Provider router={router} />
    </AppProviders>
  );
}
