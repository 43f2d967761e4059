import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
// Node resolves react-router/dom to a second copy of react-router; the app itself uses it in
// the browser build, where both entry points share one copy.
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { routesFor } from '../app/routes';
import {
  BuildDataProvider,
  type BuildData,
  languageOf,
  content as ownerContent,
  ContentProvider,
  type Content,
  type GitHubRepo,
} from '../content';
import { siteLanguages, type SiteLanguages } from '../i18n';
import { imagesFor } from './content-images';
import { afterAll } from 'vitest';
import { screenRoutes } from '../app/route-table';

// The app may start loading a screen's code (a link's prefetch, a route shown) that a test does
// not wait for; the file's environment must not be torn down under that import.
afterAll(() => Promise.all(screenRoutes.map((route) => ('load' in route ? route.load() : null))));

type Options = {
  routes?: RouteObject[];
  content?: Content;
  gitHubRepos?: readonly GitHubRepo[];
  /** The site's languages, the main one first: by default the content's (its `language` main). */
  languages?: SiteLanguages;
  /** Case studies' addresses by project title, as the build found them. */
  caseStudies?: Record<string, string>;
  /** The kind of the owner's font, as the build read it from its package. */
  fontKind?: BuildData['fontKind'];
};

/** Renders the whole app (or the given routes) at `path` with the owner's content (or the
 * given content), its images as a build makes them, and the GitHub repositories a build fetched
 * (none unless given), as a visitor would open it. */
export function renderApp(
  path = '/',
  { content = ownerContent, routes = routesFor(content), ...data }: Options = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderPart(<RouterProvider router={router} />, { content, ...data });
  return { ...view, router };
}

/** Renders one part of the app (a screen, a form) alone, with the providers the app gives it:
 * for tests where the shell, the router and the lazy loading of screens are not the point. */
export function renderPart(
  part: ReactNode,
  {
    content = ownerContent,
    gitHubRepos = [],
    languages = siteLanguages(languageOf(content), content.languages),
    caseStudies,
    fontKind,
  }: Omit<Options, 'routes'> = {},
) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <ContentProvider content={content}>
      <BuildDataProvider
        data={{
          gitHubRepos,
          articles: content.writing?.articles,
          images: imagesFor(content),
          languages,
          ...(caseStudies && { caseStudies }),
          ...(fontKind && { fontKind }),
        }}
      >
        <AppProviders>{part}</AppProviders>
      </BuildDataProvider>
    </ContentProvider>,
  );
  return { ...view, user };
}
