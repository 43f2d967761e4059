// The owner's case studies and articles, each a page of its own at its own address
// (docs/decisions/0032-pages-at-addresses-of-their-own.md): found, shared and read as a recruiter
// would, for whatever pages the owner wrote (none: these tests say so and skip).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import { pageFolders } from '../scripts/build/owner/owner-content.ts';
import { directionOfContent, languageOf } from '../src/content/text.ts';
import { listNumbering } from '../src/i18n/list-numbering.ts';
import { colorSchemeAttribute, offersSchemeSwitch, schemesOf } from '../src/theme/color-scheme.ts';
import { axeViolations } from '../scripts/test-support/axe.ts';
import {
  animationsDone,
  buildDir,
  content,
  expect,
  inlineStart,
  languageSites,
  owner,
  pageDirection,
  pageHeading,
  rememberColorScheme,
  screen,
  siteUrl,
  test,
  text,
  viewports,
  writtenPages,
  projectCards,
} from './fixtures';
import { readingOf, type PageReading, type WrittenPage } from './written-pages';

const studies = writtenPages.filter((page) => page.kind === 'project');
const articles = writtenPages.filter((page) => page.kind === 'article');
/** A case study and an article, where the owner wrote them, and the first page with a diagram,
 * maths, and a table of contents: the pages each test reads. */
const readings = writtenPages.map((page) => readingOf(owner.dir, page, languageOf(content)));
const firstWith = (has: (reading: PageReading) => boolean) =>
  writtenPages.find((_, at) => has(readings[at]!));
const sample = [
  ...new Set([
    studies[0],
    articles[0],
    firstWith((reading) => reading.diagrams > 0),
    firstWith((reading) => reading.maths),
    firstWith((reading) => reading.sections >= 3),
  ]),
].filter((page): page is WrittenPage => !!page);
const titleOf = (page: WrittenPage) => `${page.title} · ${content.owner.name}`;
/** Whether a site has a text of the page's own: the main one's file, or a translation's. */
const hasOwnText = (page: WrittenPage, site: (typeof languageSites)[number]) =>
  existsSync(
    join(owner.dir, pageFolders[page.kind], `${page.slug}${site.main ? '' : `.${site.tag}`}.md`),
  );
/** The sites with a text of the page's own. */
const writtenIn = (page: WrittenPage) => languageSites.filter((site) => hasOwnText(page, site));
/** The site of the language a page is written in, which a copy of its text names as canonical. */
const siteOfText = (page: WrittenPage) =>
  languageSites.find((site) => site.tag === page.lang) ?? languageSites[0]!;

test.describe('pages of their own', () => {
  test.skip(writtenPages.length === 0, 'the owner wrote no case study or article');

  test('each is at its own address, with its own title, description, canonical address, card and JSON-LD', async ({
    page,
    request,
  }) => {
    for (const written of writtenPages) {
      const response = await page.goto(written.path);
      expect(response?.status(), written.path).toBe(200);
      await expect(page).toHaveTitle(titleOf(written));
      await expect(pageHeading(page)).toHaveText(written.title);
      // A page written in another language only is a copy of that language's page here.
      const url = new URL(written.path, siteOfText(written).url).href;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        written.summary,
      );
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        titleOf(written),
      );
      const card = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(card).toBe(new URL(`${written.path}og-image.png`, siteUrl).href);
      const image = await request.get(`${written.path}og-image.png`);
      expect(image.headers()['content-type']).toBe('image/png');
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as { headline?: string; url?: string; author?: { name?: string } };
      expect(jsonLd).toMatchObject({
        headline: written.title,
        url,
        author: { name: content.owner.name },
      });
      // One address per language it is written in, each with the others as alternates.
      const alternates = page.locator('link[rel="alternate"][hreflang]');
      const translations = writtenIn(written);
      if (translations.length > 1) {
        await expect(alternates).toHaveCount(translations.length + 1);
        for (const site of translations)
          await expect(page.locator(`link[hreflang="${site.tag}"]`)).toHaveAttribute(
            'href',
            new URL(written.path, site.url).href,
          );
      } else await expect(alternates).toHaveCount(0);
    }
  });

  test('each runs in its language’s direction, as the site’s own pages; a text standing in for a translation in its own', async ({
    page,
  }) => {
    const { desktop } = viewports;
    await page.setViewportSize(desktop);
    for (const site of languageSites)
      for (const written of sample) {
        const direction = directionOfContent(site.content);
        await page.goto(`${site.base}${written.path}`);
        const where = `${site.tag} ${written.path}`;
        const html = page.locator('html');
        await expect(html, where).toHaveAttribute('lang', site.tag);
        if (direction === 'rtl') await expect(html, where).toHaveAttribute('dir', 'rtl');
        else expect(await html.getAttribute('dir'), where).not.toBe('rtl');
        expect(await pageDirection(page), where).toBe(direction);
        const drawer = (await page.locator('#navigation-drawer').boundingBox())!;
        expect(
          inlineStart(drawer, direction, desktop.width),
          `${where}: the drawer at the start`,
        ).toBe(0);
        // A quote's bar on the side its text starts; a numbered list counting in the digits of
        // the text's language.
        const own = hasOwnText(written, site);
        const textLanguage = own ? site.tag : siteOfText(written).tag;
        const quotesBarred = await page.locator('main article blockquote').evaluateAll((quotes) =>
          quotes.map((quote) => {
            const style = getComputedStyle(quote);
            const start = style.direction === 'rtl' ? 'borderRightWidth' : 'borderLeftWidth';
            return parseFloat(style[start]) > 0;
          }),
        );
        expect(quotesBarred, `${where}: quotes barred at their start`).not.toContain(false);
        for (const counted of await page
          .locator('main article ol:not([data-footnotes] ol, nav ol)')
          .evaluateAll((lists) => lists.map((list) => getComputedStyle(list).listStyleType)))
          expect(counted, `${where}: a numbered list`).toBe(listNumbering(textLanguage));
        // The text it is written in (the main language's, or the one it was written in only)
        // where this language has no translation of it.
        const heading = pageHeading(page);
        if (own) {
          await expect(heading, where).not.toHaveAttribute('lang');
          continue;
        }
        const source = siteOfText(written);
        const sourceDirection = directionOfContent(source.content);
        const text = page.locator('main article > div[lang]');
        for (const element of [heading, text]) {
          await expect(element, where).toHaveAttribute('lang', source.tag);
          await expect(element, where).toHaveAttribute('dir', sourceDirection);
        }
        // Its paragraphs start on the text's own side, whichever way the page runs.
        const edges = await text
          .locator('p')
          .evaluateAll((paragraphs) =>
            paragraphs.map((paragraph) => getComputedStyle(paragraph).textAlign),
          );
        for (const edge of edges)
          expect(['start', sourceDirection === 'rtl' ? 'right' : 'left'], where).toContain(edge);
        // A copy of that language's text: the page is that language's, for search engines.
        await expect(page.locator('link[rel="canonical"]'), where).toHaveAttribute(
          'href',
          new URL(written.path, source.url).href,
        );
      }
  });

  test('each is in the sitemap, in every language it is written in, not its copies', async ({
    request,
  }) => {
    const sitemap = await (await request.get('sitemap.xml')).text();
    for (const written of writtenPages)
      for (const site of languageSites) {
        const listed = sitemap.includes(`<loc>${new URL(written.path, site.url).href}</loc>`);
        expect(listed, `${site.tag} ${written.path}`).toBe(writtenIn(written).includes(site));
      }
  });

  test('their pictures ship as pictures made for them, never the originals, nor a folder left empty', () => {
    const shown = Object.values(pageFolders).flatMap((folder) => {
      const dir = join(owner.dir, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir)
        .filter((name) => name.endsWith('.md'))
        .flatMap((name) =>
          [...readFileSync(join(dir, name), 'utf8').matchAll(/!\[[^\]]*\]\(([^)\s]+)/g)].map(
            (match) => match[1]!,
          ),
        )
        .filter((path) => !/^[a-z]+:/i.test(path));
    });
    test.skip(shown.length === 0, 'the owner’s pages show no picture');
    for (const site of languageSites.map((each) => each.folder))
      for (const path of shown) {
        expect(existsSync(join(buildDir, site, path)), `${site}/${path}`).toBe(false);
        // Its folder gone with it, unless something else of the site is there (the pages of
        // writing/, a file of the owner's beside the picture).
        const folder = join(buildDir, site, path.split('/').slice(0, -1).join('/'));
        if (folder !== join(buildDir, site) && existsSync(folder))
          expect(readdirSync(folder), `${site}/${path}: its folder, emptied`).not.toEqual([]);
      }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('each reads in full, in the site’s shell', async ({ page }) => {
      for (const written of sample) {
        await page.goto(written.path);
        await expect(pageHeading(page)).toHaveText(written.title);
        const article = page.getByRole('main').getByRole('article');
        await expect(article).toBeVisible();
        expect((await article.innerText()).length).toBeGreaterThan(written.title.length + 20);
        await expect(
          page.getByRole('navigation', { name: text.mainNavigation }).first(),
        ).toBeAttached();
        // Its pictures keep their place before they arrive.
        for (const picture of await article.locator('img').all()) {
          expect(await picture.getAttribute('width')).toMatch(/^\d+$/);
          expect(await picture.getAttribute('height')).toMatch(/^\d+$/);
        }
      }
    });
  });

  test('a case study is read from its project’s card, and leads back to Projects', async ({
    page,
  }) => {
    const study = studies[0];
    test.skip(!study, 'the owner wrote no case study');
    const projects = screen('projects');
    await page.goto(`./#${projects.path}`);
    const project = content.projects[study!.project ?? 0]!;
    const card = projectCards(page, text)
      .filter({ has: page.getByRole('heading', { name: project.title, exact: true }) })
      .first();
    await card.getByRole('link', { name: new RegExp(text.caseStudyButton) }).click();
    await expect(page).toHaveURL(new RegExp(`/${study!.path}$`));
    await expect(pageHeading(page)).toHaveText(study!.title);
    await page.getByRole('link', { name: text.backToProjects }).click();
    await expect(pageHeading(page)).toHaveText(projects.heading);
    await expect(page).toHaveURL(new RegExp(`#${projects.path}$`));
  });

  test('articles are on Writing with the feed, which lists them, linked from every page’s head', async ({
    page,
    request,
  }) => {
    test.skip(articles.length === 0, 'the owner wrote no article');
    const feed = parseFeed(await (await request.get('feed.xml')).text());
    expect(feed.items.map((item) => item.url)).toEqual(
      articles.map((article) => new URL(article.path, siteUrl).href),
    );
    for (const path of ['./', ...writtenPages.map((written) => written.path)]) {
      await page.goto(path);
      await expect(
        page.locator('link[rel="alternate"][type="application/atom+xml"]'),
      ).toHaveAttribute('href', /\/feed\.xml$/);
    }
    const writing = screen('writing');
    await page.goto(`./#${writing.path}`);
    const list = page.getByRole('list', { name: text.articleList });
    for (const article of articles)
      await expect(list.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
        'href',
        new RegExp(`/${article.path}$`),
      );
    await expect(page.getByRole('link', { name: text.writingFeed })).toHaveAttribute(
      'href',
      /\/feed\.xml$/,
    );
  });

  const schemes = schemesOf(content);
  for (const scheme of schemes)
    test(`axe finds no violation in the ${scheme} scheme`, async ({ page }) => {
      if (offersSchemeSwitch(content)) await rememberColorScheme(page, scheme);
      const violations: string[] = [];
      for (const written of sample) {
        await page.goto(written.path);
        if (offersSchemeSwitch(content))
          await expect(page.locator('html')).toHaveAttribute(colorSchemeAttribute, scheme);
        await animationsDone(page);
        violations.push(...(await axeViolations(page)).map((each) => `${written.path} ${each}`));
      }
      expect(violations).toEqual([]);
    });
});
