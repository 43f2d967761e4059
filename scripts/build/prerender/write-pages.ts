// Writes each case study and article as a page of its own (`<base><path>index.html`), with the
// same shell, CSS and head as index.html (prerender.ts), its own title, description, canonical
// address, hreflang alternates, sharing card and JSON-LD; and the Atom feed of the articles.
// docs/decisions/0032-pages-at-addresses-of-their-own.md says why a document, not a screen.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../../src/content/schema.ts';
import { feedFile } from '../../../src/content/own-pages.ts';
import { textOf } from '../../../src/content/text.ts';
import { fillText } from '../../../src/i18n/index.ts';
import { languageHeadTags, pageAddresses, type LanguageAddress } from './language-meta.ts';
import { firstRoundTrip, gzipped } from './page-sizes.ts';
import { indexHtml, inlineScript } from './prerender.ts';
import type { ServerBundle } from './server-bundle.ts';
import { faviconSvg, renderPageCard } from '../sharing-cards/sharing-images.ts';
import { ogImage } from '../sharing-cards/card-size.ts';
import { headTags, personJsonLd, type HeadSettings } from './site-meta.ts';
import type { AnalyticsPlan } from './analytics.ts';
import { atomFeed } from './atom-feed.ts';
import type { OwnerPage } from '../written-pages/owner-pages.ts';

/** The shell's links to the screens (`#/projects`) lead to the site's page of them; the links to
 * the other languages lead to this page in that language. */
export function pointShellLinks(html: string, base: string, path: string): string {
  return html
    .replace(/(<a\b[^>]*?\bhref=")(#\/[^"]*")/g, `$1${base}$2`)
    .replace(/(<a\b[^>]*?\bhref="[^"#]*)#[^"]*("[^>]*\bhreflang=)/gi, `$1${path}$2`);
}

export type PageSite = {
  server: ServerBundle;
  content: Content;
  base: string;
  /** This language's site address, and every language's. */
  siteUrl: string;
  addresses: readonly LanguageAddress[];
  language: string;
  css: string;
  fontFiles: string[];
  /** The font files a page of this text preloads: the site's, and its own script's face. */
  fontFilesFor?: (text: string) => string[];
  /** The colour-scheme script, where the visitor can switch schemes. */
  schemeScript: string | undefined;
  /** The owner's analytics on the page (prerender.ts's analyticsPageScript) and the sources its
   * policy allows; none without analytics. */
  analytics?: { script: string; sources: AnalyticsPlan['sources'] } | undefined;
  colorScheme: string;
  themeColor: string;
  publicDir: string;
  outDir: string;
};

/** The Atom feed's link for every page's head, where the owner wrote articles here. */
export function feedLink(pages: readonly OwnerPage[], server: ServerBundle, base: string) {
  if (!pages.some((page) => page.kind === 'article')) return undefined;
  const { content } = server;
  return {
    href: `${base}${feedFile}`,
    title: server.pageTitle(content.owner, textOf(content).writingNav),
  };
}

function jsonLd(page: OwnerPage, url: string, site: PageSite, image: string) {
  const author = personJsonLd(site.content, site.siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': page.kind === 'article' ? 'BlogPosting' : 'Article',
    headline: page.title,
    description: page.summary,
    url,
    mainEntityOfPage: url,
    image,
    inLanguage: page.lang,
    ...(page.date && { datePublished: page.date }),
    ...(page.tags.length > 0 && { keywords: page.tags.join(', ') }),
    author: { '@type': 'Person', name: author.name, url: author.url },
  };
}

/**
 * The page's way back ("Back to Projects"): for a visitor who came from one of the site's screens,
 * the browser's own Back, which returns them to where they were on it (the card they followed);
 * else the link's own address. A few bytes on this page, none on index.html.
 */
export function backScript(base: string): string {
  return `document.querySelector('[data-back]')?.addEventListener('click',e=>{let r=document.referrer&&new URL(document.referrer);if(r&&r.origin===location.origin&&r.pathname===${JSON.stringify(base)}&&history.length>1){e.preventDefault();history.back()}})`;
}

/** The copy buttons of a page's code blocks (src/start-up/copy-code.ts), in the site's words. */
export function copyCodeScript(text: Pick<ReturnType<typeof textOf>, 'copyCode' | 'codeCopied'>) {
  return inlineScript('src/start-up/copy-code.ts', {
    COPY_CODE_TEXT: { copy: text.copyCode, copied: text.codeCopied },
  });
}

/** Writes the pages and the feed; returns the pages' paths and languages, for the sitemap. */
export async function writeOwnerPages(pages: readonly OwnerPage[], site: PageSite) {
  const { server, content, base, siteUrl, outDir } = site;
  const text = textOf(content);
  // Only a page with code carries the script of its copy buttons.
  const copyCode = pages.some((page) => page.hasCode) ? await copyCodeScript(text) : undefined;
  const feed = feedLink(pages, server, base);
  const favicon = faviconSvg(content, site.publicDir);
  const sizes: string[] = [];
  for (const page of pages) {
    const url = new URL(page.path, siteUrl).href;
    // A copy of another language's text (no translation here) names that language's page as
    // the page, and its alternates are the languages it is written in.
    const written = site.addresses.filter(({ tag }) => page.written.includes(tag));
    const home = written.find(({ tag }) => tag === page.lang);
    const canonical = page.lang !== site.language && home ? new URL(page.path, home.url).href : url;
    const section = page.kind === 'project' ? '/projects' : '/writing';
    const { html, styleTags } = await server.renderWrittenPage(
      {
        title: page.title,
        date: page.date,
        tags: page.tags,
        lang: page.lang,
        dir: page.dir,
        html: page.html,
        contents: page.contents.map(({ id, text: heading, depth }) => ({
          id,
          text: heading,
          depth,
        })),
        back: {
          href: `${base}#${section}`,
          label: page.kind === 'project' ? text.backToProjects : text.backToWriting,
        },
        // A case study's tags are its project's technologies; an article's, its topics.
        tagsLabel:
          page.kind === 'project'
            ? fillText(text.technologiesOf, { title: page.title })
            : fillText(text.topicsOf, { name: page.title }),
      },
      section,
    );
    const cardPath = `${page.path}${ogImage.path}`;
    mkdirSync(join(outDir, page.path), { recursive: true });
    writeFileSync(join(outDir, cardPath), await renderPageCard(content, page, favicon));
    const image = new URL(cardPath, siteUrl).href;
    const title = server.pageTitle(content.owner, page.title);
    const head = (csp: string) =>
      headTags({
        content,
        siteUrl,
        title,
        base,
        csp,
        themeColor: site.themeColor,
        languageTags: languageHeadTags(pageAddresses(written, page.path), page.lang),
        feed,
        page: {
          url: canonical,
          description: page.summary,
          image,
          jsonLd: jsonLd(page, canonical, site, image),
        },
      } satisfies HeadSettings);
    const document = indexHtml({
      pages: [{ path: '/', title, html: pointShellLinks(html, base, page.path) }],
      styleTags,
      css: site.css,
      base,
      language: site.language,
      // The site's direction, as index.html's: the shell's styles were mirrored for it.
      direction: server.direction,
      fontFiles:
        site.fontFilesFor?.(
          [page.title, page.summary, page.html.replace(/<[^>]*>/g, ' ')].join(' '),
        ) ?? site.fontFiles,
      ...(site.schemeScript !== undefined && { earlyScreen: site.schemeScript }),
      boot: [site.analytics?.script, backScript(base), page.hasCode ? copyCode : undefined]
        .filter(Boolean)
        .join(';\n'),
      ...(site.analytics && { analytics: site.analytics.sources }),
      colorScheme: site.colorScheme,
      head,
    });
    writeFileSync(join(outDir, page.path, 'index.html'), document);
    const size = gzipped(document);
    sizes.push(
      `${page.path} ${(size / 1024).toFixed(1)} KB${size > firstRoundTrip ? ' (past the first round trip: its text is long)' : ''}`,
    );
  }
  if (sizes.length > 0)
    console.log(`pages of their own, each a document of its own: ${sizes.join(', ')} gzipped`);
  const articles = pages.filter((page) => page.kind === 'article');
  if (feed && articles.length > 0)
    writeFileSync(
      join(outDir, feedFile),
      atomFeed({
        articles,
        siteUrl,
        feedUrl: new URL(feedFile, siteUrl).href,
        title: feed.title,
        author: content.owner.name,
        language: site.language,
      }),
    );
  return pages.map(({ path, written }) => ({ path, written }));
}
