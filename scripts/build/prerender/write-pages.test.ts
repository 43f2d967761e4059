// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/schema.ts';
import { directionOfContent } from '../../../src/content/text.ts';
import {
  directionOf,
  fillText,
  languagePacks,
  packFor,
  siteLanguages,
  type Direction,
} from '../../../src/i18n/index.ts';
import { pageTitle } from '../../../src/shared/page-title.tsx';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { languageAddresses, ogLocale } from './language-meta.ts';
import type { ServerBundle } from './server-bundle.ts';
import { projectSlug } from '../written-pages/page-files.ts';
import { type OwnerPage } from '../written-pages/owner-pages.ts';
import { writeOwnerPages, type PageSite } from './write-pages.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'write-pages-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

/** A language of the template's packs written in `direction`. */
const languageWritten = (direction: Direction) =>
  Object.keys(languagePacks).find((tag) => directionOf(tag, packFor(tag)) === direction) ?? '';

const [project] = otherOwner.projects as [Content['projects'][number]];

/** The site of `language`'s case study, written as the build writes it; the server bundle's
 * rendering stands in for by the text alone (the shell is src/entry-server.tsx's). */
async function writtenPage(
  language: string,
  extra: Partial<PageSite> = {},
  /** The page's own languages, where it is not simply the site's page in its language. */
  text: { lang: string; written: string[]; languages: string[]; kind?: OwnerPage['kind'] } = {
    lang: language,
    written: [language],
    languages: [language],
  },
) {
  const content: Content = { ...otherOwner, language };
  const server = {
    content,
    direction: directionOfContent(content),
    pageTitle,
    renderWrittenPage: async (page: { html: string; tagsLabel: string }) => ({
      html: `<main><article aria-label="${page.tagsLabel}">${page.html}</article></main>`,
      styleTags: '',
    }),
  } as unknown as ServerBundle;
  const slug = projectSlug(project);
  const page: OwnerPage = {
    kind: text.kind ?? 'project',
    slug,
    path: `projects/${slug}/`,
    title: project.title,
    summary: project.description,
    tags: [...project.technologies],
    lang: text.lang,
    dir: directionOfContent(content),
    html: `<p>${project.description}</p>`,
    written: text.written,
    contents: [],
    hasCode: false,
  };
  const siteUrl = 'https://me.example/portfolio/';
  await writeOwnerPages([page], {
    server,
    content,
    base: '/portfolio/',
    siteUrl,
    addresses: languageAddresses(
      siteLanguages(text.languages[0]!, text.languages.slice(1)),
      siteUrl,
    ),
    language,
    css: '',
    fontFiles: ['assets/face.woff2'],
    schemeScript: undefined,
    colorScheme: 'dark',
    themeColor: '#000000',
    publicDir: join(dir, 'public'),
    outDir: dir,
    ...extra,
  });
  return readFileSync(join(dir, page.path, 'index.html'), 'utf8');
}

describe('a page of its own', () => {
  it('runs right to left on a site written right to left, as its index.html does', async () => {
    const language = languageWritten('rtl');
    expect(await writtenPage(language)).toContain(`<html lang="${language}" dir="rtl">`);
  });

  it('has no dir on a site written left to right', async () => {
    const language = languageWritten('ltr');
    expect(await writtenPage(language)).toContain(`<html lang="${language}">`);
  });

  it('preloads the faces of its own text, which may be in another script than its site’s', async () => {
    const read: string[] = [];
    const html = await writtenPage('en', {
      fontFilesFor: (text) => {
        read.push(text);
        return ['assets/face.woff2', 'assets/own-script.woff2'];
      },
    });
    expect(read.join(' ')).toContain(project.description);
    for (const file of ['face', 'own-script'])
      expect(html).toContain(`<link rel="preload" href="/portfolio/assets/${file}.woff2"`);
  });

  it('names the page in its own language as the page, where a language’s site shows a copy of it', async () => {
    const [main, other, third] = Object.keys(languagePacks) as [string, string, string];
    const html = await writtenPage(
      other,
      {},
      {
        lang: main,
        written: [main, third],
        languages: [main, other, third],
      },
    );
    const slug = projectSlug(project);
    expect(html).toContain(
      `<link rel="canonical" href="https://me.example/portfolio/projects/${slug}/" />`,
    );
    const alternates = [...html.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]);
    expect(alternates).toEqual([main, third, 'x-default']);
    expect(html).toContain(`<meta property="og:locale" content="${ogLocale(main)}" />`);
  });

  it('names a case study’s tags its technologies, an article’s its topics', async () => {
    const words = languagePacks.en!;
    const study = await writtenPage('en');
    expect(study).toContain(
      `aria-label="${fillText(words.technologiesOf, { title: project.title })}"`,
    );
    const article = await writtenPage(
      'en',
      {},
      {
        lang: 'en',
        written: ['en'],
        languages: ['en'],
        kind: 'article',
      },
    );
    expect(article).toContain(`aria-label="${fillText(words.topicsOf, { name: project.title })}"`);
  });
});
