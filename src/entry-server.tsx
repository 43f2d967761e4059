import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DECLARATION, prefixer, type Middleware } from 'stylis';
import { createMemoryRouter, createPath, RouterProvider } from 'react-router';
import { App, whenRouterReady } from './app/app';
import { routesFor } from './app/routes';
import { screensFor } from './app/site-screens';
import { content, directionOfContent, languageOf, textOf } from './content';
import { rightToLeftPlugins } from './app/right-to-left';
import { pageTitles } from './app/page-titles';
import { startUpTextOf } from './start-up/contract';
import { schemeSettingsFor } from './app/shell/scheme-settings';
import { offersSchemeSwitch, themeColorsFor } from './theme';
import { AppShell } from './app/shell/app-shell';
import { NotFoundScreen } from './app/not-found-screen';
import { WrittenPage, type WrittenPageProps } from './features/written-page/written-page';
import { withoutUnreadClassNames } from './shared/unread-class-names';

export { content } from './content';
export { pageTitle } from './shared/page-title';
export { default as buildData } from 'virtual:build-data';

/** The screens' routes and the parts their code is in (src/app/site-screens.ts). */
export const screens = screensFor(content).map(({ path, part }) => ({ path, part }));

/** The browser's theme colour in each scheme (the manifest's is the dark one). */
export const themeColors = themeColorsFor(content.theme);

/** The page's language, and the words the start-up script says in it (every one of them:
 * src/start-up/contract.ts names them). */
export const language = languageOf(content);
/** Which way it is written: `<html dir>`, and the mirroring of the styles for 'rtl'. */
export const direction = directionOfContent(content);
export const startUpText = startUpTextOf(textOf(content));

/** Whether the visitor picks a scheme (the owner's `theme` setting), and the settings of the
 * colour-scheme script (src/start-up/color-scheme.ts) then: where the choice is kept, how it is
 * applied, which element is the switch, and the owner's default. */
export const colorScheme = {
  switchable: offersSchemeSwitch(content),
  settings: schemeSettingsFor(content),
};

/**
 * The only properties that browsers the site supports (current Chrome, Edge, Firefox, Safari)
 * still need vendor-prefixed; Emotion's default prefixer also writes the prefixes of ten years
 * ago (-ms-flexbox, -webkit-box...), bytes that every first visit would download.
 */
const stillPrefixed = new Set(['user-select', 'backdrop-filter', 'print-color-adjust']);
const currentBrowsersPrefixer: Middleware = (element, index, children, callback) =>
  element.type === DECLARATION && stillPrefixed.has(element.props as string)
    ? prefixer(element, index, children, callback)
    : undefined;

export type RenderedPage = {
  path: string;
  title: string;
  html: string;
  /** The CSS of this page's elements that Home's page (and so index.html) does not hold. */
  css: string;
};

/** The build's style cache: the site's direction's rules, the CSS collected in the cache
 * rather than written in <style> tags beside each element. */
function styleCache(): EmotionCache {
  const cache = createCache({
    key: 'css',
    stylisPlugins: [currentBrowsersPrefixer, ...(direction === 'rtl' ? rightToLeftPlugins : [])],
  });
  cache.compat = true;
  return cache;
}

/** The app at the router's address, as HTML, its links where the hash router points them in
 * the browser. */
async function renderAt(router: ReturnType<typeof createMemoryRouter>, cache: EmotionCache) {
  await whenRouterReady(router);
  router.createHref = (to) => `#${typeof to === 'string' ? to : createPath(to)}`;
  return renderToString(
    <CacheProvider value={cache}>
      <App router={router} Provider={RouterProvider} />
    </CacheProvider>,
  );
}

/** Emotion's ids of the rule sets the elements of `html` use (as extractCritical finds them). */
function usedIds(cache: EmotionCache, html: string): string[] {
  const named = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
  return Object.keys(cache.inserted).filter(
    (id) => named.has(id) && cache.registered[`css-${id}`] && cache.inserted[id] !== true,
  );
}

/**
 * Renders the screens to HTML at build time (scripts/site/prerender-plugin.ts writes index.html
 * with Home, and a file per other screen), with the <style> tags of the CSS Home's page uses;
 * each other page carries the CSS only it uses.
 */
export async function renderPages(): Promise<{ pages: RenderedPage[]; styleTags: string }> {
  const cache = styleCache();
  const rendered: Omit<RenderedPage, 'css'>[] = [];
  for (const [path, title] of Object.entries(pageTitles(content))) {
    const router = createMemoryRouter(routesFor(content), { initialEntries: [path] });
    rendered.push({ path, title, html: await renderAt(router, cache) });
  }
  const home = rendered.find((page) => page.path === '/');
  if (!home) throw new Error('entry-server: there is no page at /');
  const server = createEmotionServer(cache);
  // Only the styles of elements in Home's page: the first paint needs no more, and index.html
  // must fit a connection's first round trip. (The few others the app registers as it renders,
  // it adds after it starts.)
  const styleTags = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(home.html));
  // Every rule the screens use, the global ones too: what a class name must be read by to stay.
  const allCss = Object.values(cache.inserted)
    .filter((rule) => typeof rule === 'string')
    .join('');
  const inHome = new Set(usedIds(cache, home.html));
  const pages = rendered.map((page) => ({
    ...page,
    html: withoutUnreadClassNames(page.html, allCss),
    css: usedIds(cache, page.html)
      .filter((id) => !inHome.has(id))
      .map((id) => cache.inserted[id])
      .join(''),
  }));
  return { pages, styleTags };
}

/** The shell around `page` at `section` (the navigation marks its screen), as a document of its
 * own: its HTML and the <style> tags of everything it uses. */
async function renderDocument(page: ReactNode, section: string) {
  const cache = styleCache();
  const router = createMemoryRouter([{ path: '*', element: <AppShell>{page}</AppShell> }], {
    initialEntries: [section],
  });
  const html = await renderAt(router, cache);
  const server = createEmotionServer(cache);
  return {
    html,
    styleTags: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)),
  };
}

/**
 * A case study or an article as a page of its own (scripts/site/owner-pages/write-pages.ts): the
 * shell, its navigation marking `section` (Projects or Writing), and the text; with the
 * <style> tags of everything it uses, as it is a document of its own.
 */
export function renderWrittenPage(
  page: WrittenPageProps,
  section: string,
): Promise<{ html: string; styleTags: string }> {
  return renderDocument(<WrittenPage {...page} />, section);
}

/** The page a host serves at an address the site has nothing at (404.html,
 * scripts/site/not-found-page.ts): the shell and the not-found screen, no screen marked. The
 * address in its text is an ellipsis until the page's script names the one it is shown at. */
export function renderNotFoundPage(): Promise<{ html: string; styleTags: string }> {
  return renderDocument(<NotFoundScreen />, '/…');
}
