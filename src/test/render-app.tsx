import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Node resolves react-router/dom to a second copy of react-router; the app itself uses it in
// the browser build, where both entry points share one copy.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { routes as appRoutes } from '../app/routes';

/** Renders the whole app (or the given routes) at `path`, as a visitor would open it. */
export function renderApp(path = '/', routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
