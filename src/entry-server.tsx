import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DECLARATION, prefixer, type Middleware } from 'stylis';
import { AppProviders } from './app/app-providers';
import { islandStyles } from './app/island-styles';
import { islands } from './app/islands';
import { pageTitles } from './app/page-titles';
import { rightToLeftPlugins } from './app/right-to-left';
import { screensFor } from './app/site-screens';
import { AppShell } from './app/shell/app-shell';
import { schemeSettingsFor } from './app/shell/scheme-settings';
import { NotFoundScreen } from './app/not-found-screen';
import { content, directionOfContent, languageOf, textOf } from './content';
import buildData from 'virtual:build-data';
import { HomeScreen } from './features/home/home-screen';
import { WrittenPage, type WrittenPageProps } from './features/written-page/written-page';
import {
  IslandContext,
  islandMarker,
  type IslandCollector,
  type IslandName,
} from './shared/island';
import { withoutUnreadClassNames } from './shared/unread-class-names';
import { startUpTextOf } from './start-up/contract';
import { offersSchemeSwitch, themeColorsFor } from './theme';
import { islandTokenCss } from './theme/island-tokens';

// The pages, rendered when the site builds: every screen, the case studies and articles, the
// not-found page, each as HTML with the CSS it uses. This is where the page's look is made:
// Material UI's styles, collected by Emotion here and written into the pages as static CSS; no
// styling runs in the visitor's browser. The islands (src/shared/island.tsx) are rendered on
// their own, as the browser renders them when it takes them over, their CSS beside the page's.

export { content } from './content';
export { pageTitle } from './shared/page-title';
export { buildData };

/** Each island's part (src/app/islands.ts), by its name. */
export const islandParts = Object.fromEntries(
  Object.entries(islands).map(([name, { part }]) => [name, part]),
) as Record<IslandName, string>;

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

/** The route of the not-found screen's file: shown for an address no screen has. */
export const notFoundPath = '*';

export type RenderedPage = {
  path: string;
  title: string;
  html: string;
  /** The CSS of this page's elements that Home's page (and so index.html) does not hold. */
  css: string;
  /** The islands it shows, by name. */
  islands: IslandName[];
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

/**
 * `page` as HTML, its islands rendered each on its own in its slot, as the browser renders it
 * (src/main.tsx): with its name as the prefix of its ids, outside the page's tree.
 */
function renderWithIslands(page: ReactNode, cache: EmotionCache) {
  const collected: IslandCollector = [];
  const html = renderToString(
    <CacheProvider value={cache}>
      <IslandContext.Provider value={collected}>{page}</IslandContext.Provider>
    </CacheProvider>,
  );
  const islands = collected.map(({ name }) => name);
  const filled = collected.reduce((done, { name, Component, props }, index) => {
    const Island = Component as ComponentType<object>;
    const own = renderToString(<Island {...props} />, { identifierPrefix: `${name}-` });
    return done.replace(islandMarker(index), () => own);
  }, html);
  return { html: filled, islands };
}

/** The CSS the islands of a page need: their rules, and the owner's tokens those read
 * (src/theme/island-tokens.ts). */
function islandCss(islands: IslandName[]): string {
  const css = [...new Set(islands)].map((name) => islandStyles[name]).join('');
  if (!css) return '';
  return islandTokenCss(css, content, buildData.fontKind, { language, direction }) + css;
}

/** Each screen's component: Home's is in this bundle, the others in their parts. */
async function screenComponents(): Promise<Map<string, ComponentType>> {
  const loaded = await Promise.all(
    screensFor(content).map(async (route) => {
      const Screen = route.load ? (await route.load()).default : HomeScreen;
      return [route.path, Screen] as const;
    }),
  );
  return new Map(loaded);
}

/** Emotion's ids of the rule sets the elements of `html` use (as extractCritical finds them). */
function usedIds(cache: EmotionCache, html: string): string[] {
  const named = new Set([...html.matchAll(/\bcss-([\w-]+)/g)].map((match) => match[1]));
  return Object.keys(cache.inserted).filter(
    (id) => named.has(id) && cache.registered[`css-${id}`] && cache.inserted[id] !== true,
  );
}

/** The site's shell at `path` (its navigation marks that screen) around `screen`. */
function sitePage(path: string, screen: ReactNode) {
  return (
    <AppProviders>
      <AppShell path={path}>{screen}</AppShell>
    </AppProviders>
  );
}

/**
 * Renders the screens to HTML at build time (scripts/build/prerender/prerender-plugin.ts writes index.html
 * with Home, and a file per other screen, the not-found screen's among them), with the <style>
 * tags of the CSS Home's page uses; each other page carries the CSS only it uses, its islands'
 * with it.
 */
export async function renderPages(): Promise<{ pages: RenderedPage[]; styleTags: string }> {
  const cache = styleCache();
  const components = await screenComponents();
  const titles = pageTitles(content);
  const text = textOf(content);
  const rendered = [...components].map(([path, Screen]) => ({
    path,
    title: titles[path] ?? '',
    ...renderWithIslands(sitePage(path, <Screen />), cache),
  }));
  rendered.push({
    path: notFoundPath,
    title: `${text.notFoundTitle} · ${content.owner.name}`,
    ...renderWithIslands(sitePage(notFoundPath, <NotFoundScreen />), cache),
  });
  const home = rendered.find((page) => page.path === '/');
  if (!home) throw new Error('entry-server: there is no page at /');
  const server = createEmotionServer(cache);
  // Only the styles of elements in Home's page: the first paint needs no more, and index.html
  // must fit a connection's first round trip.
  const styleTags = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(home.html));
  // Every rule the screens use, the global ones too: what a class name must be read by to stay.
  const allCss = Object.values(cache.inserted)
    .filter((rule) => typeof rule === 'string')
    .join('');
  const inHome = new Set(usedIds(cache, home.html));
  const pages = rendered.map((page) => ({
    ...page,
    html: withoutUnreadClassNames(page.html, allCss),
    css:
      usedIds(cache, page.html)
        .filter((id) => !inHome.has(id))
        .map((id) => cache.inserted[id])
        .join('') + islandCss(page.islands),
  }));
  return { pages, styleTags };
}

/** The shell around `page` at `section` (the navigation marks its screen), as a document of its
 * own: its HTML and the <style> tags of everything it uses. */
function renderDocument(page: ReactNode, section: string) {
  const cache = styleCache();
  const { html } = renderWithIslands(sitePage(section, page), cache);
  const server = createEmotionServer(cache);
  return {
    html,
    styleTags: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)),
  };
}

/**
 * A case study or an article as a page of its own (scripts/build/prerender/write-pages.ts): the
 * shell, its navigation marking `section` (Projects or Writing), and the text; with the
 * <style> tags of everything it uses, as it is a document of its own.
 */
export async function renderWrittenPage(
  page: WrittenPageProps,
  section: string,
): Promise<{ html: string; styleTags: string }> {
  return renderDocument(<WrittenPage {...page} />, section);
}

/** The page a host serves at an address the site has nothing at (404.html,
 * scripts/build/prerender/not-found-page.ts): the shell and the not-found screen, no screen marked. The
 * address in its text is an ellipsis until the page's script names the one it is shown at. */
export async function renderNotFoundPage(): Promise<{ html: string; styleTags: string }> {
  return renderDocument(<NotFoundScreen />, '/…');
}
