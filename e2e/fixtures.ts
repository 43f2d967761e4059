import { test as playwrightTest, expect } from '@playwright/test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2eBuildEnv, e2eOwner } from '../scripts/test-support/e2e-settings.mjs';
import { basePathOf, resolveSiteUrl } from '../scripts/build/owner/site-url.ts';
import { content as repoContent } from '../owner/content.ts';
import type { Content } from '../src/content/schema.ts';
import { mergeArticles } from '../scripts/build/build-data/writing.ts';
import {
  atomArticles,
  atomTitle,
  jsonFeedArticles,
  jsonFeedTitle,
  rssArticles,
  rssTitle,
} from '../scripts/test-support/feed-stand-in.mjs';
import { ownerPackFiles } from '../scripts/build/owner/language-plugin.ts';
import { readOwnerScreens } from '../scripts/build/owner/owner-screens.ts';
import { addOwnerPacks, type OwnerPack } from '../src/i18n/index.ts';
import {
  screenHeading,
  screenName,
  screenTable,
  shownScreens,
  type OwnerScreenRoute,
} from '../src/app/route-table.ts';
import { languageOf, textOf } from '../src/content/text.ts';
import { siteLanguages } from '../src/i18n/site-languages.ts';
import { palettesFor, schemeColors } from '../src/theme/brand.ts';
import { defaultFont } from '../src/theme/tokens.ts';
import { languageSitesOf } from './languages';
import { writtenArticles, writtenPagesOf } from './written-pages';

export * from './page-actions';

export const viewports = {
  phone: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof viewports;

export type Screen = {
  path: string;
  /** Its main heading: a template screen's in the owner's words; for a screen of the owner's
   * own, whatever its component renders, so any text. */
  heading: string | RegExp;
  nav: string;
  part: string;
};

/** The screens an owner's site shows, as a visitor finds them (src/app/route-table.ts, with the
 * owner's screens placed among the template's): path, main heading, name in the navigation,
 * script part. */
export function screensOf(
  owned: Content,
  ownerScreens: readonly OwnerScreenRoute[] = builtOwnerScreens,
): Screen[] {
  return shownScreens(screenTable(ownerScreens), owned).map((route) => ({
    path: route.path,
    heading: screenHeading(route, owned) ?? /\S/,
    nav: screenName(route, owned),
    part: route.part,
  }));
}

/** A screen by its part, for tests of one screen: it is there, whatever the owner's table. */
export function screenOf(all: readonly Screen[], part: string): Screen {
  const found = all.find((screen) => screen.part === part);
  if (!found) throw new Error(`the site has no screen "${part}"`);
  return found;
}

/** The owner this run tests (scripts/test-support/run-e2e.mjs): the repository's own or the
 * generated one, its folder and where its site is built. */
export const owner = e2eOwner();

/** That owner's content, as its build read it. */
export const content: Content =
  owner.name === 'repo'
    ? repoContent
    : ((await import(pathToFileURL(resolve(owner.dir, 'content.ts')).href)) as { content: Content })
        .content;

/** Where the suite's build of that owner's site is. */
export const buildDir = owner.dist;

/** That owner's own screens (their folder's screens/), as the build read them. */
const builtOwnerScreens = readOwnerScreens(owner.dir);

// That owner's language packs (their folder's i18n/), over the template's, as the build adds them.
addOwnerPacks(
  Object.fromEntries(
    await Promise.all(
      Object.entries(ownerPackFiles(owner.dir)).map(async ([tag, file]) => {
        const pack = (await import(pathToFileURL(file).href)) as { default: OwnerPack };
        return [tag, pack.default] as const;
      }),
    ),
  ),
);

/** The articles the build shows: the hand-listed and those of the stand-in's feeds (the browser
 * suite's builds read every feed from it), merged as scripts/build/build-data/writing.ts merges them. */
export function articlesOf(owned: Content) {
  const feeds = [owned.writing?.feed ?? []].flat();
  const from = (file: RegExp, list: typeof rssArticles, publication: string) =>
    feeds.some((feed) => file.test(feed)) ? list.map((each) => ({ ...each, publication })) : [];
  return mergeArticles(
    [
      owned.writing?.articles ?? [],
      from(/\/rss[^/]*$/, rssArticles, rssTitle),
      from(/\/atom[^/]*$/, atomArticles, atomTitle),
      from(/\/feed\.json$/, jsonFeedArticles, jsonFeedTitle),
    ],
    owned.writing?.max,
  );
}

/** That owner's case studies and articles written here (owner/projects/, owner/writing/). */
export const writtenPages = writtenPagesOf(owner.dir, content);

/** Where the suite's build says the site lives: its canonical URL, the owner's `siteUrl` or the
 * suite's stand-in for the deploy's address. */
export const siteUrl = resolveSiteUrl({
  siteUrl: content.siteUrl,
  envSiteUrl: e2eBuildEnv.SITE_URL,
  base: '/portfolio/',
}).url;

/** A text as a regular expression matches it, literally. */
export const escapeRegExp = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folder the site is served from: its address's (a domain's root, `/`, for some owners). */
export const base = basePathOf(siteUrl);

/** That owner's articles, as the build made them: those written here and the feeds', newest
 * first. */
const written = writtenArticles(writtenPages, base);
export const articles =
  written.length > 0
    ? [...written, ...articlesOf(content)].sort(
        (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
      )
    : articlesOf(content);

/** The content as the build made it: with the feeds' articles and those written here (which
 * decide whether Writing is a screen). */
export const builtContent: Content =
  content.writing || written.length > 0
    ? { ...content, writing: { ...content.writing, articles } }
    : content;

/** The content with the feeds' articles only: content as an owner may write it (an article
 * written here has an address of the site, not a web address). */
const feedsContent: Content = content.writing
  ? { ...content, writing: { ...content.writing, articles: articlesOf(content) } }
  : content;

/** The screens of the owner whose content the suite's build holds. */
export const screens = screensOf(builtContent);

/** The interface's words for that owner. */
export const text = textOf(content);

/** One of that owner's screens, by its part. */
export const screen = (part: string) => screenOf(screens, part);

/** An owner's look: their colours in each scheme, the palettes derived from them, their font. */
export function brandOf(owned: Content) {
  const palettes = palettesFor(owned.theme);
  const main = (scheme: 'dark' | 'light') => (palettes[scheme].primary as { main: string }).main;
  return {
    colors: schemeColors(owned.theme),
    primary: { dark: main('dark'), light: main('light') },
    paper: schemeColors(owned.theme).dark.paper,
    font: owned.theme?.font ?? defaultFont,
  };
}

/** The look of the owner whose content the suite's build holds. */
export const brand = brandOf(content);

type Fixtures = { consoleErrors: string[] };

/** Marks the running test as one that provokes console errors on purpose. */
export function expectConsoleErrors() {
  test.info().annotations.push({ type: 'expected-console-errors' });
}

/**
 * Every test fails on an uncaught error or a console error or warning it did not ask for, and never
 * reaches the internet: third-party pages (links opened in new tabs) are stubbed.
 */
export const test = playwrightTest.extend<Fixtures>({
  // A visitor whose browser prefers none of the site's languages is offered none of them
  // (docs/decisions/0018); the offer's own tests choose one.
  locale: ['en-US', 'fr-FR', 'ja-JP', 'fi-FI'].find(
    (locale) =>
      !siteLanguages(languageOf(content), content.languages).some(
        (site) => site.tag.split('-')[0] === locale.slice(0, 2),
      ),
  ),
  context: async ({ context }, use) => {
    await context.route(/^https?:\/\/(?!localhost[:/])/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>stub' }),
    );
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          errors.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught ${error.name}: ${error.message}`));
      await use(errors);
      if (!testInfo.annotations.some((note) => note.type === 'expected-console-errors')) {
        expect(errors, 'console errors').toEqual([]);
      }
    },
    { auto: true },
  ],
});

export { expect };

/** The site's languages, the main one first (one for a site without `languages`), each with
 * its content, words and address as the suite's build made them (e2e/languages.ts). */
export const languageSites = (
  await languageSitesOf(feedsContent, owner.dir, { base, siteUrl })
).map((site) => {
  // The articles written here are on every language's Writing, at that language's addresses.
  const own = writtenArticles(writtenPages, site.base);
  if (own.length === 0) return site;
  const writing = site.content.writing;
  return {
    ...site,
    content: {
      ...site.content,
      writing: { ...writing, articles: [...own, ...(writing?.articles ?? [])] },
    },
  };
});
