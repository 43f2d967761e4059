// The site's own feed: the articles written here (owner/writing/), as Atom 1.0 (RFC 4287), in
// each language's folder, linked from every page's head and from Writing.
import { pageParts } from '../../../src/content/own-pages.ts';
import { escapeHtml } from './site-meta.ts';
import type { OwnerPage } from '../written-pages/owner-pages.ts';

/** The text as a feed reader shows it: without the page's links of each heading to itself
 * (a stray "#" after each heading there). */
const feedText = (html: string) =>
  html.replace(new RegExp(`<a class="${pageParts.headingLink}"[^>]*>[^<]*</a>`, 'g'), '');

export function atomFeed({
  articles,
  siteUrl,
  feedUrl,
  title,
  author,
  language,
}: {
  articles: readonly OwnerPage[];
  /** This language's site address. */
  siteUrl: string;
  feedUrl: string;
  title: string;
  author: string;
  language: string;
}): string {
  const newest = [...articles].sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
  const updated = `${newest[0]?.date ?? '1970-01-01'}T00:00:00Z`;
  const entries = newest.map((article) => {
    const url = new URL(article.path, siteUrl).href;
    return [
      '  <entry>',
      `    <title>${escapeHtml(article.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeHtml(url)}"/>`,
      `    <id>${escapeHtml(url)}</id>`,
      `    <published>${article.date}T00:00:00Z</published>`,
      `    <updated>${article.date}T00:00:00Z</updated>`,
      `    <summary>${escapeHtml(article.summary)}</summary>`,
      ...article.tags.map((tag) => `    <category term="${escapeHtml(tag)}"/>`),
      // Based at the article's address: its footnotes' links (#fn-1) lead into it, not Home.
      `    <content type="html" xml:lang="${escapeHtml(article.lang)}" xml:base="${escapeHtml(url)}">${escapeHtml(feedText(article.html))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeHtml(language)}" xml:base="${escapeHtml(siteUrl)}">`,
    `  <title>${escapeHtml(title)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeHtml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeHtml(siteUrl)}"/>`,
    `  <id>${escapeHtml(feedUrl)}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeHtml(author)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
