import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { screensFor } from '../../app/site-screens';
import { screenRoutes } from '../../app/route-table';
import { languageOf, textOf, type Content } from '../../content';
import { scriptDirection } from '../../i18n';
import { otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { writtenIn } from './written-in';
import { WritingScreen } from './writing-screen';

const articles = [
  {
    title: 'Older, with no summary',
    url: 'https://blog.example/older',
    date: '2025-01-31',
  },
  {
    title: 'A <b>hostile</b> title',
    url: 'https://blog.example/hostile',
    date: '2026-02-03',
    publication: 'Blog',
    summary: '<script>window.pwned = true</script><img src=x onerror="window.pwned = true">',
  },
];
const owned: Content = { ...otherOwner, writing: { articles } };
const text = textOf(owned);

describe('the Writing screen', () => {
  it('lists each article: its title as a link to a new tab, the date in the owner’s language, where it appeared, a summary as text', async () => {
    renderPart(<WritingScreen />, { content: owned });
    expect(
      await screen.findByRole('heading', { level: 1, name: text.writingHeading }),
    ).toBeVisible();
    const items = within(screen.getByRole('list', { name: text.articleList })).getAllByRole(
      'article',
    );
    expect(items).toHaveLength(articles.length);
    // Newest first, whatever the order they are listed in.
    [...articles].reverse().forEach((article, index) => {
      const item = items[index]!;
      const link = within(item).getByRole('link', { name: new RegExp(article.title.slice(0, 5)) });
      expect(link).toHaveAttribute('href', article.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const date = new Intl.DateTimeFormat(owned.language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${article.date}T00:00:00Z`));
      expect(item.querySelector('time')).toHaveTextContent(date);
      expect(item.querySelector('time')).toHaveAttribute('datetime', article.date);
      if (article.publication) expect(item).toHaveTextContent(article.publication);
      if (article.summary) expect(item).toHaveTextContent(article.summary);
    });
    // Text, never markup.
    expect(document.querySelector('main script, main img')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('opens an article written here in the same tab, and offers the site’s feed of them', async () => {
    const own = {
      title: 'Written here',
      url: '/portfolio/writing/written-here/',
      date: '2026-03-01',
    };
    renderPart(<WritingScreen />, {
      content: { ...otherOwner, writing: { articles: [own, ...articles] } },
    });
    const link = await screen.findByRole('link', { name: own.title });
    expect(link).toHaveAttribute('href', own.url);
    expect(link).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: text.writingFeed })).toHaveAttribute(
      'href',
      `${import.meta.env.BASE_URL}feed.xml`,
    );
  });

  it('marks an article in another language than the site’s as written in it: its title and summary, with their direction', async () => {
    const language = languageOf(owned);
    // Another language than the owner's, in the other direction, and a regional form of theirs.
    const other = scriptDirection(language) === 'rtl' ? 'en' : 'he';
    const foreign = { ...articles[1]!, summary: 'A summary', lang: other };
    const regional = { ...articles[0]!, summary: 'Another', lang: `${language}-ZZ` };
    renderPart(<WritingScreen />, {
      content: { ...owned, writing: { articles: [foreign, regional] } },
    });
    const [first, second] = within(
      await screen.findByRole('list', { name: text.articleList }),
    ).getAllByRole('article');
    const title = within(first!).getByRole('heading', { level: 2 });
    const summary = within(first!).getByText(foreign.summary);
    for (const marked of [title, summary]) {
      expect(marked).toHaveAttribute('lang', other);
      expect(marked).toHaveAttribute('dir', scriptDirection(other));
    }
    // The site's own language, in another region, is not another language.
    expect(within(second!).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(within(second!).getByText(regional.summary)).not.toHaveAttribute('lang');
  });

  it('marks an article in the site’s language but another script as written in that script', () => {
    expect(writtenIn('sr-Latn', 'sr')).toEqual({ lang: 'sr-Latn', dir: 'ltr' });
    expect(writtenIn('sr', 'sr-Latn')).toEqual({ lang: 'sr', dir: 'ltr' });
    expect(writtenIn('sr-RS', 'sr')).toEqual({});
    expect(writtenIn('zh-TW', 'zh-CN')).toEqual({ lang: 'zh-TW', dir: 'ltr' });
  });

  it('offers no feed where every article is another site’s', async () => {
    renderPart(<WritingScreen />, { content: owned });
    await screen.findByRole('list', { name: text.articleList });
    expect(screen.queryByRole('link', { name: text.writingFeed })).toBeNull();
  });

  it('is a screen, after Projects, only for an owner with at least one article', () => {
    const parts = (content: Content) => screensFor(content).map((route) => route.part);
    expect(parts(owned)).toContain('writing');
    // Among the template's screens, right after Projects (an owner's own may come between).
    const template = (content: Content) =>
      parts(content).filter((part) => screenRoutes.some((route) => route.part === part));
    expect(template(owned).indexOf('writing')).toBe(template(owned).indexOf('projects') + 1);
    expect(parts({ ...owned, writing: undefined })).not.toContain('writing');
    expect(
      parts({ ...owned, writing: { feed: 'https://blog.example/rss.xml', articles: [] } }),
    ).not.toContain('writing');
  });
});
