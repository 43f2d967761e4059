import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, type RouteObject } from 'react-router';
import { useContent, useText, type Content } from '../content';
import { HomeScreen } from '../features/home/home-screen';
import { pageTitles } from './page-titles';
import { readRoute } from '../start-up/contract';
import { nameScreen } from '../start-up/screen-change';
import { NotFoundScreen } from './not-found-screen';
import { loadPart } from './part-load-error';
import { RouteErrorScreen } from './route-error-screen';
import { screenPathsFor, screensFor, type ScreenRoute } from './route-table';
import { AppShell } from './shell/app-shell';

type ScreenModule = { default: ComponentType };

/** Every screen's code in a part of its own, by its part's name (src/features/<part>/
 * <part>-screen.tsx), loaded when its route is first visited. Home is in the app's own code: it
 * is the page most visitors see first. */
const lazyScreens = Object.fromEntries(
  Object.entries(
    import.meta.glob<ScreenModule>(['../features/*/*-screen.tsx', '!../features/home/**']),
  ).map(([file, load]) => [/\/features\/([\w-]+)\/\1-screen\.tsx$/.exec(file)?.[1], load]),
) as Record<string, (() => Promise<ScreenModule>) | undefined>;

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
    if (title) nameScreen(title);
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

function screenRoute({ path, part }: ScreenRoute): RouteObject {
  const where = path === '/' ? { index: true as const } : { path: path.slice(1) };
  if (part === 'home') return { ...where, element: <HomeScreen /> };
  const load = lazyScreens[part];
  if (!load)
    throw new Error(
      `The route table names the part "${part}", but there is no src/features/${part}/${part}-screen.tsx`,
    );
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
