// The owner's articles for the Writing screen: their feeds (RSS 2.0, Atom 1.0, JSON Feed), read
// when the site builds, never by a visitor's browser, merged with the articles listed by hand.
// A feed that fails costs only its own articles: one warning, and its last good answer.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { convert } from 'html-to-text';
import type { Article, WritingSettings } from '../../../src/content/schema.ts';
import { keep, keptAt, readKept } from './kept-answers.ts';

const requestTimeoutMs = 10_000;
export const defaultMax = 10;
/** Where a summary is cut: at a word near this many characters. */
const summaryLength = 200;

/** A feed's HTML as the plain text of a summary: tags gone (their text kept, scripts' not),
 * entities decoded, spaces folded, cut at a word near 200 characters. Never markup. */
export function plainSummary(html: string): string | undefined {
  const text = convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'script', format: 'skip' },
      { selector: 'style', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'dataTable' },
    ],
  })
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length <= summaryLength) return text;
  const cut = text.slice(0, summaryLength + 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), summaryLength * 0.6));
  return `${atWord.replace(/[\s,;:.–—-]+$/, '')}…`;
}

const day = (date: Date | string | null | undefined) => {
  const parsed = date ? new Date(date) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString().slice(0, 10) : undefined;
};

type JsonFeed = {
  version?: string;
  title?: string;
  language?: string;
  items?: {
    url?: string;
    external_url?: string;
    title?: string;
    summary?: string;
    content_html?: string;
    content_text?: string;
    date_published?: string;
  }[];
};

/** A feed's language, as a tag the page can mark its articles with (none for what is not one). */
function languageTagOf(language: string | null | undefined): { lang?: string } {
  try {
    const [tag] = language ? Intl.getCanonicalLocales(language.trim()) : [];
    return tag && /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i.test(tag) ? { lang: tag } : {};
  } catch {
    return {};
  }
}

/** The articles of one feed's answer: RSS or Atom (XML), or JSON Feed. */
export function articlesOfFeed(body: string): Article[] {
  if (body.trimStart().startsWith('{')) {
    const feed = JSON.parse(body) as JsonFeed;
    if (!feed.version?.includes('jsonfeed.org')) throw new Error('not a feed');
    return (feed.items ?? []).flatMap((item) => {
      const url = item.url ?? item.external_url;
      const date = day(item.date_published);
      if (!url || !item.title || !date) return [];
      const summary = plainSummary(item.summary ?? item.content_html ?? item.content_text ?? '');
      return [
        {
          title: item.title,
          url,
          date,
          ...(feed.title && { publication: feed.title }),
          ...(summary && { summary }),
          ...languageTagOf(feed.language),
        },
      ];
    });
  }
  const feed = parseFeed(body);
  return feed.items.flatMap((item) => {
    const date = day(item.published ?? item.updated);
    const title = item.title && plainSummary(item.title);
    if (!item.url || !title || !date) return [];
    const summary = plainSummary(item.description ?? item.content ?? '');
    return [
      {
        title,
        url: item.url,
        date,
        ...(feed.title && { publication: plainSummary(feed.title) }),
        ...(summary && { summary }),
        ...languageTagOf(feed.language),
      },
    ];
  });
}

/** Why a feed could not be read, for the owner reading the build's output. */
class FeedUnavailable extends Error {}

async function fetchFeed(
  url: string,
  fetch: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<Article[]> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept:
          'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, */*;q=0.8',
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer in ${timeoutMs / 1000} s`
        : 'unreachable';
    throw new FeedUnavailable(reason);
  }
  if (!response.ok) throw new FeedUnavailable(`answered HTTP ${response.status}`);
  const body = await response.text();
  try {
    return articlesOfFeed(body);
  } catch {
    throw new FeedUnavailable('its answer is not an RSS, Atom or JSON feed');
  }
}

/** An address as a key for de-duplication: the same page however it is written. */
const addressKey = (url: string) => {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    return `${parsed.host.toLowerCase().replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`;
  } catch {
    return url;
  }
};

/** Hand-listed articles first (their words win over a feed's for the same address), then the
 * feeds', one per address, newest first, at most `max`. */
export function mergeArticles(lists: Article[][], max = defaultMax): Article[] {
  const byAddress = new Map<string, Article>();
  for (const article of lists.flat()) {
    const key = addressKey(article.url);
    if (!byAddress.has(key)) byAddress.set(key, article);
  }
  return [...byAddress.values()]
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title))
    .slice(0, max);
}

type LoadOptions = {
  settings: WritingSettings | undefined;
  /** Reads every feed from this address instead (the tests' local stand-in):
   * `<standIn>?url=<feed>`. */
  standIn?: string;
  /** Where each feed's last good answer is kept. */
  cacheDir: string;
  /** Use a kept answer younger than this instead of asking again (the dev server's restarts). */
  reuseFor?: number;
  /** How long a feed may take to answer. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

export type LoadedArticles = { articles: Article[]; warnings: string[] };

/** The Writing screen's articles, never failing the build. */
export async function loadArticles({
  settings,
  cacheDir,
  reuseFor = 0,
  standIn,
  timeoutMs = requestTimeoutMs,
  fetch = globalThis.fetch,
}: LoadOptions): Promise<LoadedArticles> {
  if (!settings) return { articles: [], warnings: [] };
  const feeds = settings.feed === undefined ? [] : [settings.feed].flat();
  const warnings: string[] = [];
  const fromFeeds = await Promise.all(
    feeds.map(async (url) => {
      const kept = join(
        cacheDir,
        `${createHash('sha256').update(url).digest('hex').slice(0, 16)}.json`,
      );
      const last = await readKept<Article>(kept);
      if (last && Date.now() - last.fetchedAt < reuseFor) return last.answer;
      try {
        const address = standIn ? `${standIn}?url=${encodeURIComponent(url)}` : url;
        const articles = await fetchFeed(address, fetch, timeoutMs);
        await keep(kept, articles);
        return articles;
      } catch (error) {
        if (!(error instanceof FeedUnavailable)) throw error;
        const fallback = last
          ? `using the answer kept from ${keptAt(last)}`
          : 'leaving its articles out';
        warnings.push(`Feed ${url} not read: ${error.message}; ${fallback}.`);
        return last?.answer ?? [];
      }
    }),
  );
  return {
    articles: mergeArticles([settings.articles ?? [], ...fromFeeds], settings.max),
    warnings,
  };
}
