// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/schema.ts';
import { directionOf, languagePacks, packFor, type Direction } from '../../../src/i18n/index.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { atomFeed } from '../prerender/atom-feed.ts';
import { caseStudyAddresses, projectSlug } from './page-files.ts';
import { loadOwnerPages, type LoadOptions } from './owner-pages.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'owner-pages-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const content: Content = otherOwner;
const [project, privateProject = project] = content.projects as [
  Content['projects'][number],
  ...Content['projects'],
];
const slug = projectSlug(project);

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

async function picture(path: string) {
  mkdirSync(dirname(join(dir, 'public', path)), { recursive: true });
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
    .png()
    .toFile(join(dir, 'public', path));
}

const load = (extra: Partial<LoadOptions> = {}) =>
  loadOwnerPages(
    {
      ownerDir: dir,
      publicDir: join(dir, 'public'),
      content,
      language: 'en',
      languages: ['en', 'de'],
      base: '/portfolio/',
      root: dir,
      ...extra,
    },
    { fresh: true },
  );

const escaped = (html: string) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const article = (front: string, body = 'Text.') => `---\n${front}\n---\n\n${body}\n`;

/** A language of the template's packs written in `direction`. */
const languageWritten = (direction: Direction) =>
  Object.keys(languagePacks).find((tag) => directionOf(tag, packFor(tag)) === direction) ?? '';

describe('the owner’s pages', () => {
  it('renders GitHub Markdown: headings, tables, figures, code coloured at build time, no raw HTML', async () => {
    await picture('shots/board.png');
    write({
      [`projects/${slug}.md`]: [
        '## Why',
        '',
        'Hard <script>alert(1)</script> <img src=x onerror="alert(2)"> <iframe src="https://evil.example"></iframe> [x](javascript:alert(3))',
        '',
        '![The board](shots/board.png "The board, after")',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
        '```ts',
        'const answer: number = 42;',
        '```',
      ].join('\n'),
    });
    const { pages, problems, files } = await load();
    expect(problems).toEqual([]);
    const [page] = pages;
    expect(page).toMatchObject({
      kind: 'project',
      path: `projects/${slug}/`,
      title: project.title,
      lang: 'en',
    });
    const html = page?.html ?? '';
    expect(html).toContain('<h2 id="why">Why</h2>');
    // Reachable by keyboard, as it scrolls sideways on a phone.
    expect(html).toContain('<table tabindex="0">');
    expect(html).toMatch(
      /<figure><picture><source type="image\/avif"[^>]*><source type="image\/webp"[^>]*><img [^>]*width="760" height="428"[^>]*><\/picture><figcaption>The board, after<\/figcaption><\/figure>/,
    );
    expect(html).toMatch(
      /<pre class="shiki[^"]*" style="[^"]*--shiki-light-bg:[^"]*" tabindex="0"[^>]* dir="ltr"/,
    );
    expect(html).toMatch(
      /<span style="color:#[0-9A-F]{6};--shiki-light:#[0-9A-F]{6}">const<\/span>/i,
    );
    for (const dangerous of ['<script', 'onerror', '<iframe', 'javascript:'])
      expect(html).not.toContain(dangerous);
    expect(files.map((file) => file.fileName)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^assets\/board-760w-[\w-]{8}\.avif$/),
        expect.stringMatching(/^assets\/board-1520w-[\w-]{8}\.webp$/),
      ]),
    );
  });

  it('joins a Chinese or Japanese paragraph’s wrapped lines with nothing, an English one’s with a space, and keeps code’s lines', async () => {
    write({
      [`projects/${slug}.md`]: [
        '我們每天都會部署一次，',
        '很快就能看到結果。メモを',
        '一か所に。Then in',
        'English, and 한국어',
        '문장.',
        '',
        '```',
        '第一行',
        '第二行',
        '```',
      ].join('\n'),
    });
    const { pages, problems } = await load();
    expect(problems).toEqual([]);
    const html = pages[0]?.html ?? '';
    expect(html).toContain(
      '<p>我們每天都會部署一次，很快就能看到結果。メモを一か所に。Then in\nEnglish, and 한국어\n문장.</p>',
    );
    expect(html).toMatch(/第一行[^第]*\n[^第]*第二行/);
  });

  it('names the file and the line of every mistake', async () => {
    write({
      'projects/no-such-project.md': 'Text.',
      'writing/first.md': article(
        'title: First\ndate: 2026-02-30\nsummary: Hi\nauthor: me',
        'Line.\n\n[gone](../nowhere/) ![shot](missing.png)',
      ),
      'writing/first.xx.md': article('title: X\ndate: 2026-01-01\nsummary: Y'),
      'writing/second.md': article('title: Second\nsummary: No date'),
    });
    const { problems } = await load();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^projects\/no-such-project\.md:1: a case study for no project/),
        'writing/first.md:3: "date" must be a day written YYYY-MM-DD, not "2026-02-30"',
        expect.stringMatching(
          /^writing\/first\.md:5: "author" is not a front matter field of an article/,
        ),
        expect.stringMatching(/^writing\/first\.md:10: the link \.\.\/nowhere\/ leads to nothing/),
        expect.stringMatching(/^writing\/first\.md:10: the image missing\.png does not exist/),
        expect.stringMatching(/^writing\/first\.xx\.md:1: the site has no language "xx"/),
        'writing/second.md:1: the front matter needs "date"',
      ]),
    );
  });

  it('says a front matter YAML cannot read once, with the usual cause, and nothing it did not read', async () => {
    write({
      'writing/colon.md': article(
        'title: Flutter’da erişilebilirlik: ekran okuyucuyla ilk gün\ndate: 2026-01-01\nsummary: Hi',
      ),
    });
    const { problems } = await load();
    expect(problems).toEqual([
      expect.stringMatching(/^writing\/colon\.md:2: front matter: .*goes in quotes/),
    ]);
  });

  it('links pages of the site and the screens at the site’s address', async () => {
    write({
      [`projects/${slug}.md`]:
        'See [the article](../../writing/first/), [contact](#/contact) and [my résumé](../../resume.pdf).',
      'writing/first.md': article(
        'title: First\ndate: 2026-02-01\nsummary: Hi\ntags: [ci, go]',
        `Back to [the case study](../../projects/${slug}/).`,
      ),
    });
    const { pages, problems } = await load();
    expect(problems).toEqual([]);
    const study = pages.find((page) => page.kind === 'project');
    const first = pages.find((page) => page.kind === 'article');
    expect(study?.html).toContain('href="/portfolio/writing/first/"');
    expect(study?.html).toContain('href="/portfolio/#/contact"');
    expect(study?.html).toContain('href="/portfolio/resume.pdf"');
    expect(first).toMatchObject({
      kind: 'article',
      date: '2026-02-01',
      tags: ['ci', 'go'],
      summary: 'Hi',
    });
    expect(first?.html).toContain(`href="/portfolio/projects/${slug}/"`);
  });

  it('shows a language’s own text where there is one, else the main language’s, marked with its language', async () => {
    write({
      [`projects/${slug}.md`]: '---\ntitle: Main title\n---\n\nEnglish.',
      [`projects/${slug}.de.md`]: '---\ntitle: Deutscher Titel\n---\n\nDeutsch.',
      'writing/first.md': article('title: First\ndate: 2026-02-01\nsummary: Hi'),
    });
    const { pages } = await load({ language: 'de', base: '/portfolio/de/' });
    expect(pages.map(({ title, lang }) => [title, lang])).toEqual([
      ['First', 'en'],
      ['Deutscher Titel', 'de'],
    ]);
  });

  it('names as originals, never to ship, the pictures of every language’s text, shown here or not', async () => {
    await picture('case/main.png');
    await picture('case/translated.png');
    write({
      [`projects/${slug}.md`]: '---\ntitle: Main\n---\n\n![Chart](case/main.png)',
      [`projects/${slug}.de.md`]: '---\ntitle: Haupt\n---\n\n![Grafik](case/translated.png)',
    });
    for (const [language, base] of [
      ['en', '/portfolio/'],
      ['de', '/portfolio/de/'],
    ] as const) {
      const { originals, files } = await load({ language, base });
      expect(originals.sort(), language).toEqual(['case/main.png', 'case/translated.png']);
      // Only the shown one's pictures are made.
      expect(
        files.every((file) => file.fileName.includes(language === 'de' ? 'translated' : 'main')),
      ).toBe(true);
    }
  });

  it('gives each page its text’s direction: the main language’s where it stands in for a translation', async () => {
    const [main, other] = [languageWritten('rtl'), languageWritten('ltr')];
    write({
      [`projects/${slug}.md`]: 'Main.',
      [`projects/${slug}.${other}.md`]: 'Translated.',
      'writing/first.md': article('title: First\ndate: 2026-02-01\nsummary: Hi'),
    });
    const { pages, problems } = await load({
      main: { ...content, language: main },
      language: other,
      languages: [main, other],
      base: `/portfolio/${other}/`,
    });
    expect(problems).toEqual([]);
    expect(pages.map(({ kind, lang, dir }) => [kind, lang, dir])).toEqual([
      ['article', main, 'rtl'],
      ['project', other, 'ltr'],
    ]);
  });

  it('links each footnote and its way back, named in the language the page is written in', async () => {
    const [main = 'en', other = 'de'] = Object.keys(languagePacks).filter(
      (tag) => packFor(tag)?.footnotes !== packFor('en')?.footnotes,
    );
    const body = 'A claim.[^1] Another.[^note]\n\n[^1]: The source.\n[^note]: A note.';
    write({
      [`projects/${slug}.md`]: `---\ntitle: Main\n---\n\n${body}`,
      [`projects/${slug}.${other}.md`]: `---\ntitle: Other\n---\n\n${body}`,
    });
    for (const [language, base] of [
      [main, '/portfolio/'],
      [other, `/portfolio/${other}/`],
    ] as const) {
      const { pages, problems } = await load({
        main: { ...content, language: main },
        language,
        languages: [main, other],
        base,
      });
      expect(problems).toEqual([]);
      const html = pages[0]!.html;
      const links = [...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id!);
      expect(links.length).toBe(4);
      for (const id of links) expect(html, id).toContain(`id="${id}"`);
      const words = packFor(language)!;
      expect(html).toContain(`>${words.footnotes}</h2>`);
      const back = words.backToReference.replace('{n}', new Intl.NumberFormat(language).format(1));
      expect(html).toContain(`aria-label="${back}"`);
    }
  });

  it('puts a page written in one other language only on every site, in that language', async () => {
    write({
      'writing/notes.de.md': article('title: Notizen\ndate: 2026-03-01\nsummary: Nur auf Deutsch'),
      'writing/first.md': article('title: First\ndate: 2026-02-01\nsummary: Hi'),
    });
    for (const [language, base] of [
      ['en', '/portfolio/'],
      ['de', '/portfolio/de/'],
    ] as const) {
      const { pages, problems } = await load({ language, base });
      expect(problems).toEqual([]);
      expect(
        pages.map(({ title, lang }) => [title, lang]),
        language,
      ).toEqual([
        ['Notizen', 'de'],
        ['First', 'en'],
      ]);
    }
  });

  it('gives the résumé each case study’s address, by its project', () => {
    write({ [`projects/${projectSlug(privateProject)}.md`]: 'Text.' });
    const index = content.projects.indexOf(privateProject);
    expect(caseStudyAddresses(dir, content, 'https://me.example/portfolio/')).toEqual({
      [index]: `https://me.example/portfolio/projects/${projectSlug(privateProject)}/`,
    });
  });

  it('publishes the articles as an Atom feed that a feed reader reads, newest first', async () => {
    write({
      'writing/older.md': article('title: Older\ndate: 2025-01-01\nsummary: Old'),
      'writing/newer.md': article(
        'title: Newer & better\ndate: 2026-01-01\nsummary: New\ntags: [a]',
        '## A part\n\nText.',
      ),
    });
    const { pages } = await load();
    const xml = atomFeed({
      articles: pages,
      siteUrl: 'https://me.example/portfolio/',
      feedUrl: 'https://me.example/portfolio/feed.xml',
      title: 'Writing',
      author: content.owner.name,
      language: 'en',
    });
    const feed = parseFeed(xml);
    // Its headings without the page's links to themselves.
    expect(xml).toContain(escaped('<h2 id="a-part">A part</h2></div>'));
    expect(feed.items.map((item) => [item.title, item.url])).toEqual([
      ['Newer & better', 'https://me.example/portfolio/writing/newer/'],
      ['Older', 'https://me.example/portfolio/writing/older/'],
    ]);
    // Each entry's text based at its own address, where its footnotes' links (#fn-1) lead.
    for (const [path, entry] of [
      ['writing/newer/', /<entry>[\s\S]*?Newer[\s\S]*?<\/entry>/],
      ['writing/older/', /<entry>[\s\S]*?Older[\s\S]*?<\/entry>/],
    ] as const)
      expect(entry.exec(xml)?.[0]).toContain(
        `<content type="html" xml:lang="en" xml:base="https://me.example/portfolio/${path}">`,
      );
  });
});
