import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { HomeScreen } from '../features/home/home-screen';
import { NotFoundScreen } from './not-found-screen';
import { loadPart } from './part-load-error';
import { RouteErrorScreen } from './route-error-screen';
import { AppShell } from './shell/app-shell';

/** A screen in its own script part, loaded when its route is first visited. */
function lazyScreen(part: string, importer: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const screen = await loadPart(part, importer);
    return { Component: screen.default };
  };
}

/** Inside the layout while the first screen's part loads. The browser build waits for that part
 * before it renders (src/main.tsx), so visitors never see it. */
function ScreenLoading() {
  return <LinearProgress aria-label="Loading page" />;
}

function Layout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export const routes: RouteObject[] = [
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
          { index: true, element: <HomeScreen /> },
          {
            path: 'experience',
            lazy: lazyScreen(
              'experience',
              () => import('../features/experience/experience-screen'),
            ),
          },
          {
            path: 'projects',
            lazy: lazyScreen('projects', () => import('../features/projects/projects-screen')),
          },
          {
            path: 'contact',
            lazy: lazyScreen('contact', () => import('../features/contact/contact-screen')),
          },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];
