import { render } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/app-providers';
import { NotFoundScreen } from '../app/not-found-screen';
import { AppShell } from '../app/shell/app-shell';
import { screensFor } from '../app/site-screens';
import {
  BuildDataProvider,
  languageOf,
  content as ownerContent,
  ContentProvider,
  type Content,
  type GitHubRepo,
} from '../content';
import type { FontKind } from '../content/build-data';
import { HomeScreen } from '../features/home/home-screen';
import { siteLanguages, type SiteLanguages } from '../i18n';
import { readRoute } from '../start-up/contract';
import { imagesFor } from './content-images';

type Options = {
  content?: Content;
  gitHubRepos?: readonly GitHubRepo[];
  /** The site's languages, the main one first: by default the content's (its `language` main). */
  languages?: SiteLanguages;
  /** Case studies' addresses by project title, as the build found them. */
  caseStudies?: Record<string, string>;
  /** The kind of the owner's font, as the build found it. */
  fontKind?: FontKind;
};

/** The component of the screen at `path` for an owner: its route's (loaded as the build loads
 * it), else the not-found screen. */
async function screenAt(path: string, content: Content): Promise<ComponentType> {
  const routes = screensFor(content);
  const route = routes.find(
    (each) =>
      each.path ===
      readRoute(
        path,
        routes.map((one) => one.path),
      ).path,
  );
  if (!route) return NotFoundScreen;
  return route.load ? (await route.load()).default : HomeScreen;
}

/** Renders the page of the screen at `path`, as the build renders it (src/entry-server.tsx): the
 * shell, its navigation marking the screen, and the screen, with the owner's content (or the
 * given content), its images as a build makes them, and the GitHub repositories a build fetched
 * (none unless given). */
export async function renderPage(path = '/', { content = ownerContent, ...data }: Options = {}) {
  const Screen = await screenAt(path, content);
  return renderPart(
    <AppShell path={path}>
      <Screen />
    </AppShell>,
    { content, ...data },
  );
}

/** Renders one part of a page (a screen, a form) alone, with the providers the build gives it:
 * for tests where the shell is not the point. */
export function renderPart(
  part: ReactNode,
  {
    content = ownerContent,
    gitHubRepos = [],
    languages = siteLanguages(languageOf(content), content.languages),
    caseStudies,
    fontKind,
  }: Options = {},
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
