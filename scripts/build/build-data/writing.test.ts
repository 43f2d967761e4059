// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Article } from '../../../src/content/schema.ts';
import {
  atomArticles,
  atomTitle,
  hostileSummaryShown,
  rssArticles,
  rssTitle,
  startFeedStandIn,
} from '../../test-support/feed-stand-in.mjs';
import { articlesOfFeed, loadArticles, mergeArticles, plainSummary } from './writing.ts';

let standIn: Awaited<ReturnType<typeof startFeedStandIn>>;
let cacheDir: string;
beforeAll(async () => {
  standIn = await startFeedStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'writing-cache-'));
  return () => rmSync(cacheDir, { recursive: true, force: true });
});

const handListed: Article = {
  title: 'Running Postgres on Kubernetes: a field report',
  url: 'https://company.example/blog/postgres-k8s',
  date: '2026-09-01',
  publication: 'Quayside Engineering',
};

// A feed that answers is waited for as long as a busy machine needs; the slow one's wait is cut
// short (it answers after a minute).
const answerWait = 30_000;
const slowWait = 500;

const load = (feed: string | string[], extra: object = {}, timeoutMs = answerWait) =>
  loadArticles({
    settings: { feed, articles: [handListed], ...extra },
    cacheDir,
    standIn: standIn.url,
    timeoutMs,
  });

describe('the articles of the owner’s feeds', () => {
  it('merges RSS, Atom and the hand-listed, one per address, newest first', async () => {
    const { articles, warnings } = await load([
      'https://mfoc.example.org/blog/rss.xml',
      'https://dev.example/feed/atom.xml',
    ]);
    expect(warnings).toEqual([]);
    expect(articles.map((article) => article.title)).toEqual([
      rssArticles[0]!.title,
      handListed.title,
      atomArticles[0]!.title,
      rssArticles[1]!.title,
    ]);
    expect(articles.map((article) => article.date)).toEqual([
      '2026-10-02',
      '2026-09-01',
      '2026-08-20',
      '2026-06-15',
    ]);
    expect(articles[0]).toMatchObject({ url: rssArticles[0]!.url, publication: rssTitle });
    expect(articles[2]).toMatchObject({ publication: atomTitle });
    expect(articles[1]).toEqual(handListed);
  });

  it('keeps at most `max`', async () => {
    const { articles } = await load(['https://x.example/rss.xml', 'https://x.example/atom.xml'], {
      max: 2,
    });
    expect(articles).toHaveLength(2);
  });

  it('shows a feed’s HTML summary as plain text: no markup, no script, entities decoded', async () => {
    const { articles } = await load('https://mfoc.example.org/blog/rss.xml');
    expect(articles[0]!.summary).toBe(hostileSummaryShown);
    for (const article of articles) expect(article.summary ?? '').not.toMatch(/<b>|<img|pwned/);
  });

  it('reads JSON Feed too', async () => {
    const { articles } = await load('https://micro.example/feed.json');
    expect(articles).toContainEqual({
      title: 'A note',
      url: 'https://micro.example/mfoc/1',
      date: '2026-07-01',
      publication: 'Microblog',
      summary: 'Short & sweet.',
    });
  });
});

describe('a feed’s language', () => {
  const item = { title: 'مقال', url: 'https://blog.example/1', date: '2026-01-02' };
  const rss = (language: string) =>
    `<?xml version="1.0"?><rss version="2.0"><channel><title>B</title>${language}<item><title>${item.title}</title><link>${item.url}</link><pubDate>Fri, 02 Jan 2026 00:00:00 GMT</pubDate></item></channel></rss>`;
  const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fa-IR"><title>B</title><id>b</id><updated>2026-01-02T00:00:00Z</updated><entry><title>${item.title}</title><id>1</id><link href="${item.url}"/><updated>2026-01-02T00:00:00Z</updated></entry></feed>`;
  const json = JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    language: 'he',
    items: [{ url: item.url, title: item.title, date_published: '2026-01-02T00:00:00Z' }],
  });

  it('marks its articles as written in it: RSS, Atom and JSON Feed, as a canonical tag', () => {
    expect(articlesOfFeed(rss('<language>ar-eg</language>'))[0]).toMatchObject({ lang: 'ar-EG' });
    expect(articlesOfFeed(atom)[0]).toMatchObject({ lang: 'fa-IR' });
    expect(articlesOfFeed(json)[0]).toMatchObject({ lang: 'he' });
  });

  it('leaves them unmarked where the feed names none, or something that is not a language', () => {
    expect(articlesOfFeed(rss(''))[0]).not.toHaveProperty('lang');
    expect(articlesOfFeed(rss('<language>English (UK)</language>'))[0]).not.toHaveProperty('lang');
  });
});

describe('a feed that fails costs only its own articles', () => {
  it.each([
    ['gone.xml', /answered HTTP 404/, answerWait],
    ['page.html', /is not an RSS, Atom or JSON feed/, answerWait],
    ['slow.xml', /no answer in 0.5 s/, slowWait],
  ])(
    '%s: one warning naming it, the hand-listed article still there',
    async (name, reason, wait) => {
      const feed = `https://blog.example/${name}`;
      const { articles, warnings } = await load(feed, {}, wait);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(feed);
      expect(warnings[0]).toMatch(reason);
      expect(articles).toEqual([handListed]);
    },
  );

  it('an unreachable feed keeps its last good answer', async () => {
    const feed = 'https://mfoc.example.org/blog/rss.xml';
    const first = await load(feed);
    const offline = await loadArticles({
      settings: { feed, articles: [handListed] },
      cacheDir,
      standIn: 'http://127.0.0.1:9/',
      timeoutMs: answerWait,
    });
    expect(offline.warnings).toEqual([
      expect.stringMatching(/unreachable; using the answer kept from/),
    ]);
    expect(offline.articles).toEqual(first.articles);
  });
});

describe('mergeArticles', () => {
  it('prefers the hand-listed words for an address a feed also has', () => {
    const fromFeed = { ...handListed, title: 'Feed title', url: `${handListed.url}/` };
    expect(mergeArticles([[handListed], [fromFeed]])).toEqual([handListed]);
  });
});

describe('plainSummary', () => {
  it('cuts at a word near 200 characters', () => {
    const long = `<p>${'word '.repeat(80)}</p>`;
    const summary = plainSummary(long)!;
    expect(summary.length).toBeLessThanOrEqual(201);
    expect(summary.endsWith('word…')).toBe(true);
  });
});
