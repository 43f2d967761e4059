// A local stand-in for the owner's blog feeds, so that no test reaches a blog: an RSS 2.0 feed,
// an Atom 1.0 feed and a JSON Feed, with a hostile summary (a <script>, an <img onerror>), and
// answers that fail (an error status, a page that is not a feed, a slow answer). Used by the unit
// tests of the feed reading and the browser suite's builds (FEED_STAND_IN_URL): a feed address
// is asked for as `/?url=<address>`, and its file name chooses the answer.
import { createServer } from 'node:http';

/** The RSS feed's articles, newest first, as the site should show them. */
export const rssArticles = [
  {
    title: 'Error budgets, explained to a CFO',
    url: 'https://mfoc.example.org/blog/error-budgets',
    date: '2026-10-02',
    summary: 'Why 99.9% is a budget, not a grade & why it matters.',
  },
  {
    title: 'On-call without heroics',
    url: 'https://mfoc.example.org/blog/on-call',
    date: '2026-06-15',
    summary: 'Three rules that halved our pages.',
  },
];

/** The Atom feed's: one also in the RSS feed under another spelling of its address. */
export const atomArticles = [
  {
    title: 'Tracing the tail: p99 in practice',
    url: 'https://dev.example/mfoc/tracing-the-tail',
    date: '2026-08-20',
    summary: 'A walk through real traces.',
  },
  {
    title: 'On-call without heroics',
    url: 'https://mfoc.example.org/blog/on-call/',
    date: '2026-06-15',
    summary: 'Cross-posted.',
  },
];

export const rssTitle = 'Maria’s notes';
export const atomTitle = 'DEV Community: mfoc';

/** What a feed's HTML summary becomes: plain text, the hostile parts gone. */
export const hostileSummaryShown = 'Why 99.9% is a budget, not a grade & why it matters.';

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function rss() {
  const items = rssArticles.map(
    (article, index) => `<item>
  <title>${escape(article.title)}</title>
  <link>${article.url}</link>
  <guid>${article.url}</guid>
  <pubDate>${new Date(`${article.date}T09:30:00Z`).toUTCString()}</pubDate>
  <description>${escape(
    index === 0
      ? '<p>Why <b>99.9%</b> is a budget, not a grade &amp; why it matters.</p><script>window.pwned = true</script><img src="x" onerror="window.pwned = true">'
      : `<p>${article.summary}</p>`,
  )}</description>
</item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>${escape(rssTitle)}</title><link>https://mfoc.example.org/blog/</link><description>Notes</description>
${items.join('\n')}
</channel></rss>`;
}

function atom() {
  const entries = atomArticles.map(
    (article) => `<entry>
  <title type="html">${escape(article.title)}</title>
  <link rel="alternate" href="${article.url}"/>
  <id>${article.url}</id>
  <published>${article.date}T12:00:00Z</published>
  <updated>${article.date}T12:00:00Z</updated>
  <summary type="html">${escape(`<p>${article.summary}</p>`)}</summary>
</entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>${escape(atomTitle)}</title><id>urn:mfoc</id><updated>2026-10-01T00:00:00Z</updated>
${entries.join('\n')}
</feed>`;
}

/** The JSON Feed's, as the site should show them. */
export const jsonFeedArticles = [
  {
    title: 'A note',
    url: 'https://micro.example/mfoc/1',
    date: '2026-07-01',
    summary: 'Short & sweet.',
  },
];
export const jsonFeedTitle = 'Microblog';

const jsonFeed = () =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: jsonFeedTitle,
    items: jsonFeedArticles.map((article, index) => ({
      id: String(index + 1),
      url: article.url,
      title: article.title,
      content_html: `<p>${escape(article.summary)}</p>`,
      date_published: `${article.date}T00:00:00Z`,
    })),
  });

/** Starts the stand-in; `url` is its address, `close()` stops it. */
export async function startFeedStandIn() {
  const server = createServer((request, response) => {
    const asked = new URL(request.url ?? '/', 'http://localhost').searchParams.get('url') ?? '';
    const name = asked.split('/').pop() ?? '';
    const answer = (status, type, body) => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(body);
    };
    if (name.startsWith('rss')) return answer(200, 'application/rss+xml', rss());
    if (name.startsWith('atom')) return answer(200, 'application/atom+xml', atom());
    if (name.startsWith('feed.json')) return answer(200, 'application/feed+json', jsonFeed());
    if (name.startsWith('gone')) return answer(404, 'text/plain', 'Not Found');
    if (name.startsWith('page'))
      return answer(200, 'text/html', '<!doctype html><title>Blog</title><p>Hi</p>');
    if (name.startsWith('slow'))
      return setTimeout(() => answer(200, 'application/rss+xml', rss()), 60_000).unref();
    answer(404, 'text/plain', 'No such stand-in feed');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.closeAllConnections() || server.close(resolve)),
  };
}
