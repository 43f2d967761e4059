// The site's files from the server bundle's pages: index.html (the shell and Home), a file per
// other screen, the case studies and articles, the not-found pages, the web manifest, robots.txt
// and the sitemap; then what each page weighs.
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BootSettings } from '../../../src/start-up/contract.ts';
import { projectFilterAttribute } from '../../../src/start-up/project-filter.ts';
import { builtAnalytics } from './analytics.ts';
import {
  analyticsPageScript,
  bootScript,
  colorSchemeScript,
  earlyScreenScript,
  indexHtml,
  screenFiles,
} from './prerender.ts';
import { choiceCosts } from './page-choices.ts';
import { firstRoundTrip, gzipped, reportPageSizes } from './page-sizes.ts';
import { importServerBundle, serverOutDirFor } from './server-bundle.ts';
import { languageAddresses, languageHeadTags, languagesSitemapXml } from './language-meta.ts';
import { headTags, robotsTxt, sitemapXml, webManifest } from './site-meta.ts';
import { ownerFolder, shownContentFile } from '../owner/owner-content.ts';
import { loadOwnerPages } from '../written-pages/owner-pages.ts';
import { feedLink, writeOwnerPages } from './write-pages.ts';
import { writeNotFoundPage } from './not-found-page.ts';
import { deploySiteUrl, resolveLanguageSiteUrl } from '../owner/site-url.ts';
import { ownerScheme } from '../../../src/theme/brand.ts';
import { type ChunkGraph } from './chunk-graph.ts';

/** Copies the files the server bundle emitted for the pages (not its code) into the site. */
function publishPageAssets(serverOutDir: string, clientOutDir: string) {
  const assets = join(serverOutDir, 'assets');
  if (!existsSync(assets)) return;
  for (const file of readdirSync(assets))
    if (!/\.(m?js|map)$/.test(file))
      copyFileSync(join(assets, file), join(clientOutDir, 'assets', file));
}

export async function writeSite(
  clientOutDir: string,
  base: string,
  graph: ChunkGraph,
  {
    root,
    publicDir,
    pageFaces,
  }: { root: string; publicDir: string; pageFaces: (text: string) => string[] },
) {
  const server = await importServerBundle(clientOutDir);
  publishPageAssets(serverOutDirFor(clientOutDir), clientOutDir);
  const { renderPages, content, buildData, themeColors, colorScheme, islandParts } = server;
  const { language, direction, startUpText } = server;
  // The browser's bar, the installed app and its parts follow the owner's default scheme.
  const themeColor = themeColors[ownerScheme(content.theme)];
  const mode = content.theme?.default;
  const { pages, styleTags } = await renderPages();
  // Each screen's islands' parts: what its first input loads.
  const routeParts: Record<string, string[]> = {};
  for (const { path, islands } of pages) {
    const parts = [...new Set(islands.flatMap((name) => graph.partFiles(islandParts[name])))];
    if (parts.length) routeParts[path] = parts;
  }
  const files = screenFiles(pages);
  const settings: BootSettings = {
    base,
    titles: Object.fromEntries(files.map(({ path, title }) => [path, title])),
    entry: graph.entry,
    preloads: graph.preloads,
    routeParts,
    text: startUpText,
    ...(buildData.languages.length > 1 && {
      languages: buildData.languages.map((each) => each.tag),
    }),
  };
  const analytics = builtAnalytics(content.analytics);
  const boot = await bootScript(settings, analytics?.script, {
    localTime: content.owner.location !== undefined,
    projectFilter: pages.some((page) => page.html.includes(projectFilterAttribute)),
  });
  // Only a site whose owner offers both schemes has a scheme to apply and a switch to work.
  const earlySettings = {
    base,
    files: Object.fromEntries(files.map(({ path, file }) => [path, file])),
  };
  const earlyScreen = await earlyScreenScript(
    earlySettings,
    colorScheme.switchable ? colorScheme.settings : undefined,
  );
  // Another language's site is in its folder of the main one's (scripts/build/owner/site-language.ts).
  const current =
    buildData.languages.find((each) => each.tag === language) ?? buildData.languages[0];
  const siteUrl = resolveLanguageSiteUrl({
    siteUrl: content.siteUrl,
    envSiteUrl: deploySiteUrl()?.url,
    base,
    folder: current.folder,
    contentFile: shownContentFile(),
  });
  if (siteUrl.warning && current.main) console.warn(`warning: ${siteUrl.warning}`);
  const addresses = languageAddresses(buildData.languages, siteUrl.main);
  // The case studies and articles, as the build's data read them (scripts/build/build-data/build-data.ts).
  const owned = await loadOwnerPages({
    ownerDir: ownerFolder(),
    publicDir,
    content,
    language,
    languages: buildData.languages.map((each) => each.tag),
    base,
    root,
  });
  const feed = feedLink(owned.pages, server, base);
  const home = pages.find((page) => page.path === '/');
  if (!home) throw new Error('prerender: there is no page at /');
  const pageScheme = mode === 'system' ? 'light dark' : ownerScheme(content.theme);
  const html = indexHtml({
    pages,
    styleTags,
    css: graph.css,
    base,
    language,
    direction,
    fontFiles: graph.fontFiles,
    boot,
    earlyScreen,
    colorScheme: pageScheme,
    analytics: analytics?.sources,
    head: (csp) =>
      headTags({
        content,
        siteUrl: siteUrl.url,
        title: home.title,
        base,
        csp,
        themeColor,
        photo: buildData.images.photo,
        languageTags: languageHeadTags(addresses, language),
        feed,
      }),
  });
  const indexFile = join(clientOutDir, 'index.html');
  writeFileSync(indexFile, html);
  for (const screen of files) writeFileSync(join(clientOutDir, screen.file), screen.html);
  writeFileSync(
    join(clientOutDir, 'manifest.webmanifest'),
    `${JSON.stringify(webManifest({ content, base, themeColor }), null, 2)}\n`,
  );
  const pageSite = {
    server,
    content,
    base,
    siteUrl: siteUrl.url,
    language,
    css: graph.css,
    fontFiles: graph.fontFiles,
    fontFilesFor: (text: string) => [
      ...new Set([
        ...graph.fontFiles,
        ...pageFaces(text).flatMap((face) => graph.fontFileOf(face) ?? []),
      ]),
    ],
    schemeScript: colorScheme.switchable
      ? await colorSchemeScript(colorScheme.settings)
      : undefined,
    colorScheme: pageScheme,
    themeColor,
    outDir: clientOutDir,
  };
  const pagePaths = await writeOwnerPages(owned.pages, {
    ...pageSite,
    addresses,
    analytics: analytics && {
      script: await analyticsPageScript(analytics.script),
      sources: analytics.sources,
    },
    publicDir,
  });
  // A not-found page in every language's folder; the base's shows another language's own at an
  // address under its folder (./not-found-page.ts).
  const mainBase = base.slice(0, base.length - current.folder.length);
  await writeNotFoundPage(
    pageSite,
    buildData.languages
      .filter((each) => !each.main)
      .map((each) => ({ path: `${mainBase}${each.folder}`, tag: each.tag })),
  );
  // One robots.txt and sitemap, at the base, for the sites of every language.
  if (current.main) {
    writeFileSync(join(clientOutDir, 'robots.txt'), robotsTxt(siteUrl.url));
    const sitemap =
      addresses.length > 1
        ? languagesSitemapXml(addresses, pagePaths)
        : sitemapXml(
            siteUrl.url,
            pagePaths.map(({ path }) => path),
          );
    writeFileSync(join(clientOutDir, 'sitemap.xml'), sitemap);
  }
  const shownFile = relative(process.cwd(), indexFile);
  console.log(
    `prerendered ${pages.map((page) => page.path).join(', ')} into ${shownFile.startsWith('..') ? indexFile : shownFile}`,
  );
  const written = readFileSync(indexFile, 'utf8');
  // What each of the owner's choices adds to a page past the first round trip: the page without
  // it, its scripts bundled without its code (./page-choices.ts).
  const costs =
    gzipped(written) > firstRoundTrip
      ? await choiceCosts(written, content, {
          scripts: { boot, earlyScreen },
          without: async (part) => ({
            boot: await bootScript(
              part.languages === false ? { ...settings, languages: undefined } : settings,
              part.analytics === false ? undefined : analytics?.script,
              { localTime: part.localTime !== false && content.owner.location !== undefined },
            ),
            earlyScreen:
              part.scheme === false ? await earlyScreenScript(earlySettings) : earlyScreen,
          }),
        })
      : [];
  reportPageSizes(written, files, costs);
}
