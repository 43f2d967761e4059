import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useContent } from '../content';
import { HomeScreen } from '../features/home/home-screen';
import { pageTitle } from '../shared/page-title';
import { readRoute } from '../start-up/contract';
import { NotFoundScreen } from './not-found-screen';
import { loadPart } from './part-load-error';
import { RouteErrorScreen } from './route-error-screen';
import { screenPaths, screenRouteAt, screenRoutes, type ScreenPart } from './route-table';
import { AppShell } from './shell/app-shell';

type ScreenModule = { default: ComponentType };

/** The screens in parts of their own, loaded when their route is first visited. Home is in the
 * app's own code: it is the page most visitors see first. */
const lazyScreens: Record<Exclude<ScreenPart, 'home'>, () => Promise<ScreenModule>> = {
  experience: () => import('../features/experience/experience-screen'),
  projects: () => import('../features/projects/projects-screen'),
  contact: () => import('../features/contact/contact-screen'),
};

/** Inside the layout while the first screen's part loads. The browser build waits for that part
 * before it renders (src/main.tsx), so visitors never see it. */
function ScreenLoading() {
  return <LinearProgress aria-label="Loading page" />;
}

function Layout() {
  const { pathname, search, hash } = useLocation();
  const { owner } = useContent();
  const path = readRoute(pathname, screenPaths).path;
  const screen = screenRouteAt(path);
  const title = screen && pageTitle(owner, screen.title);

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // Another spelling of a screen's route (`/Contact/`): the address as the table writes it, so
  // the drawer marks the right link (index.html's start-up script does the same before the app).
  if (screen && path !== pathname)
    return <Navigate replace to={{ pathname: path, search, hash }} />;
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

function screenRoute({ path, part }: (typeof screenRoutes)[number]): RouteObject {
  const where = path === '/' ? { index: true as const } : { path: path.slice(1) };
  if (part === 'home') return { ...where, element: <HomeScreen /> };
  return {
    ...where,
    lazy: async () => ({ Component: (await loadPart(part, lazyScreens[part])).default }),
  };
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
        children: [...screenRoutes.map(screenRoute), { path: '*', element: <NotFoundScreen /> }],
      },
    ],
  },
];
