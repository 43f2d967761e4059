import LinearProgress from '@mui/material/LinearProgress';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useContent, useText, type Content } from '../content';
import { HomeScreen } from '../features/home/home-screen';
import { pageTitles } from './page-titles';
import { readRoute } from '../start-up/contract';
import { NotFoundScreen } from './not-found-screen';
import { loadPart } from './part-load-error';
import { RouteErrorScreen } from './route-error-screen';
import type { ScreenRoute } from './route-table';
import { AppShell } from './shell/app-shell';
import { screenPathsFor, screensFor } from './site-screens';

/** Inside the layout while the first screen's part loads. The browser build waits for that part
 * before it renders (src/main.tsx), so visitors never see it. */
function ScreenLoading() {
  return <LinearProgress aria-label={useText().loadingPage} />;
}

function Layout() {
  const { pathname, search, hash } = useLocation();
  const content = useContent();
  const path = readRoute(pathname, screenPathsFor(content)).path;
  const title = pageTitles(content)[path];

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Another spelling of a screen's route (`/Contact/`): the address as the table writes it, so
  // the navigation marks the right link (index.html's start-up script does the same before the
  // app).
  if (title && path !== pathname) return <Navigate replace to={{ pathname: path, search, hash }} />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

/** A screen's route: its code loaded when the route is first visited, in a part of its own;
 * Home's is in the app's own code (the route table gives it no `load`). */
function screenRoute({ path, part, load }: ScreenRoute): RouteObject {
  const where = path === '/' ? { index: true as const } : { path: path.slice(1) };
  if (!load) return { ...where, element: <HomeScreen /> };
  return { ...where, lazy: async () => ({ Component: (await loadPart(part, load)).default }) };
}

/** The router's routes for an owner's screens. */
export function routesFor(content: Content): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorScreen />,
      children: [
        {
          // Errors inside a screen render here, inside the layout, so the navigation stays usable.
          errorElement: <RouteErrorScreen />,
          HydrateFallback: ScreenLoading,
          children: [
            ...screensFor(content).map(screenRoute),
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ];
}
