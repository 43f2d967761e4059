// @vitest-environment node
// What engineers put in a design write-up, as they write it on GitHub: links to each other's
// Markdown files, headings to link to, a table of contents, maths, diagrams and code to copy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/schema.ts';
import { fillText, languagePacks, packFor } from '../../../src/i18n/index.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { chromiumMissingMessage, findSystemChromium } from '../../chromium/find-chromium.mjs';
import { diagramLook } from './diagram-look.ts';
import { diagramDrawer } from './draw-diagrams.ts';
import { codeColorsFor } from './highlight-code.ts';
import { loadOwnerPages, type LoadOptions } from './owner-pages.ts';
import { projectSlug } from './page-files.ts';
import { renderMarkdown } from './render-markdown.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-features-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

const content: Content = otherOwner;
const [project, other = project] = content.projects as [
  Content['projects'][number],
  ...Content['projects'],
];
const slug = projectSlug(project);
const otherSlug = projectSlug(other);
/** Two languages of the template's packs. */
const [main = 'en', second = 'de'] = Object.keys(languagePacks);

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const load = (extra: Partial<LoadOptions> = {}) =>
  loadOwnerPages(
    {
      ownerDir: dir,
      publicDir: join(dir, 'public'),
      content: { ...content, language: main },
      language: main,
      languages: [main, second],
      base: '/portfolio/',
      root: dir,
      ...extra,
    },
    { fresh: true },
  );

const article = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;

describe('links as written on GitHub', () => {
  it('lead from a Markdown file to its page, and to a section of it, in the language of the site', async () => {
    write({
      [`projects/${slug}.md`]: [
        `See [the other](${otherSlug}.md), [its design](./${otherSlug}.md#the-design) and`,
        '[the article](../writing/tracing.md#sampling-by-question).',
      ].join('\n'),
      [`projects/${otherSlug}.md`]: '## The problem\n\nText.\n\n## The design\n\nText.',
      [`projects/${otherSlug}.${second}.md`]: '## Zuerst\n\nText.\n\n## Danach\n\nText.',
      'writing/tracing.md': article(
        'title: Tracing\ndate: 2026-01-01\nsummary: Hi',
        '## Sampling by question\n\nBack to [the study](../projects/' + slug + '.md).',
      ),
    });
    const site = await load();
    expect(site.problems).toEqual([]);
    const study = site.pages.find((page) => page.slug === slug)!;
    expect(study.html).toContain(`href="/portfolio/projects/${otherSlug}/"`);
    expect(study.html).toContain(`href="/portfolio/projects/${otherSlug}/#the-design"`);
    expect(study.html).toContain('href="/portfolio/writing/tracing/#sampling-by-question"');
    expect(site.pages.find((page) => page.slug === 'tracing')!.html).toContain(
      `href="/portfolio/projects/${slug}/"`,
    );
    // On the other language's site, to its page there: the section in its translation's words.
    const translated = await load({
      content: { ...content, language: second },
      main: { ...content, language: main },
      language: second,
      base: `/portfolio/${second}/`,
    });
    expect(translated.problems).toEqual([]);
    const there = translated.pages.find((page) => page.slug === slug)!;
    expect(there.html).toContain(`href="/portfolio/${second}/projects/${otherSlug}/#danach"`);
  });

  it('to nothing fail the build, every language’s files at once, with the nearest names', async () => {
    write({
      [`projects/${slug}.md`]: `Line.\n\nSee [the outbox](${otherSlug}x.md).`,
      [`projects/${otherSlug}.md`]: '## The design\n\nSee [up](#the-desing).',
      [`projects/${otherSlug}.${second}.md`]: `See [zurück](${slug}.md#nowhere).`,
    });
    const { problems } = await load();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^projects/${slug}\\.md:3: the link ${otherSlug}x\\.md leads to nothing: .*nearest: ${otherSlug}\\.md`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^projects/${otherSlug}\\.md:3: the link #the-desing leads to no heading of this page \\(nearest: #the-design\\)`,
          ),
        ),
        expect.stringMatching(
          new RegExp(
            `^projects/${otherSlug}\\.${second}\\.md:1: the link ${slug}\\.md#nowhere leads to no heading`,
          ),
        ),
      ]),
    );
  });
});

describe('headings', () => {
  it('have ids a link can name, unique and in any script, each with a link to itself named in the page’s words', async () => {
    write({
      [`projects/${slug}.md`]: [
        '## The design',
        '## The design',
        '## 設計の概要',
        '## المشكلة الأولى',
        '## 🚀',
        '## Main content',
      ].join('\n\n'),
    });
    const { pages, problems } = await load();
    expect(problems).toEqual([]);
    const html = pages[0]!.html;
    const ids = [...html.matchAll(/<h2 id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids).toEqual([
      'the-design',
      'the-design-1',
      '設計の概要',
      'المشكلة-الأولى',
      'section',
      // The page's own main region has that id.
      'main-content-1',
    ]);
    const words = packFor(main)!;
    expect(html).toContain(
      `<a class="heading-link" href="#the-design" aria-label="${fillText(words.sectionLink, { heading: 'The design' })}">`,
    );
  });

  it('make a table of contents of three sections or more, with the sections below them', async () => {
    write({
      [`projects/${slug}.md`]: '## One\n\n### One a\n\n#### Deep\n\n## Two\n\n## Three',
      [`projects/${otherSlug}.md`]: '## One\n\n### One a\n\n## Two',
    });
    const { pages } = await load();
    const contents = (name: string) =>
      pages.find((page) => page.slug === name)!.contents.map(({ id, depth }) => [id, depth]);
    expect(contents(slug)).toEqual([
      ['one', 2],
      ['one-a', 3],
      ['two', 2],
      ['three', 2],
    ]);
    expect(contents(otherSlug)).toEqual([]);
  });
});

describe('maths', () => {
  it('is typeset as MathML when the site builds; dollars that are prices stay text', async () => {
    write({
      [`projects/${slug}.md`]: [
        'Inline $E = mc^2$, and from $5 to $10 a month.',
        '',
        '$$',
        '\\sum_{i=1}^{n} x_i \\color{red}{y}',
        '$$',
        '',
        '```math',
        '\\frac{a}{b}',
        '```',
      ].join('\n'),
    });
    const { pages, problems } = await load();
    expect(problems).toEqual([]);
    const html = pages[0]!.html;
    expect(html).toMatch(/<math dir="ltr"><mrow><mi>E<\/mi><mo>=<\/mo>/);
    expect(html).toContain('from $5 to $10 a month');
    expect(html).toMatch(
      /<div class="math-block" tabindex="0"><math display="block"[^>]*><mrow>.*∑/,
    );
    expect(html).toContain('<mfrac>');
    // No colour the site cannot check, no script.
    expect(html).not.toMatch(/mathcolor|<script|language-math/);
  });

  it('that is not TeX fails the build at its line', async () => {
    write({ [`projects/${slug}.md`]: 'Text.\n\nBroken $\\frac{a$ here.' });
    const { problems } = await load();
    expect(problems).toEqual([
      expect.stringMatching(
        /^projects\/.*\.md:3: the formula \\frac\{a is not TeX the build reads/,
      ),
    ]);
  });
});

describe('code', () => {
  it('is framed for its copy button, on the pages that have code only', async () => {
    write({
      [`projects/${slug}.md`]: '```sh\nnpm ci\n```',
      [`projects/${otherSlug}.md`]: 'Text and `inline code`.',
    });
    const { pages } = await load();
    const study = pages.find((page) => page.slug === slug)!;
    expect(study.hasCode).toBe(true);
    expect(study.html).toMatch(/^<div class="code-block" dir="ltr"><pre class="shiki/);
    expect(pages.find((page) => page.slug === otherSlug)!.hasCode).toBe(false);
  });
});

describe('front matter', () => {
  it('says how to write a French title with its space before the colon', async () => {
    write({
      [`projects/${slug}.md`]: '---\ntitle: Facturation : temps réel\n---\n\nTexte.',
    });
    const { problems } = await load();
    expect(problems).toEqual([
      expect.stringContaining('goes in quotes: title: "Facturation : temps réel"'),
    ]);
  });
});

describe('diagrams without a browser', () => {
  it('stay code, and the build says what to install', async () => {
    const drawer = diagramDrawer(diagramLook({}), join(dir, 'cache'), async () => undefined);
    const rendered = await renderMarkdown({
      source: '```mermaid\nflowchart LR\n  A --> B\n```',
      file: 'projects/a.md',
      links: { exists: () => false, pagePath: 'projects/a/', base: '/' },
      codeColors: codeColorsFor(undefined),
      pictures: () => undefined,
      diagrams: drawer,
    });
    expect(rendered.problems).toEqual([]);
    expect(rendered.html).toMatch(/<pre [^>]*data-language="mermaid"/);
    expect(drawer.unavailable()).toBe(chromiumMissingMessage);
  });
});

describe.skipIf(!findSystemChromium())('diagrams', () => {
  it('are drawn as an SVG named for what it shows, in the site’s colours of each scheme', async () => {
    write({
      [`projects/${slug}.md`]: [
        '```mermaid',
        'flowchart LR',
        '  A[Ingest] --> B[Store]',
        '```',
        '',
        '```mermaid',
        'sequenceDiagram',
        '  accTitle: The write path',
        '  C->>S: POST',
        '```',
        '',
        '```mermaid',
        'flowchart LR',
        '  A[Broken --> ',
        '```',
        '',
        '```mermaid',
        'flowchart LR',
        '  A[Ingest] --> B[Store]',
        '```',
      ].join('\n'),
    });
    const theme = { default: 'system', primary: '#2dd4bf' } as const;
    const { pages, problems, warnings } = await load({
      content: { ...content, language: main, theme },
    });
    expect(warnings).toEqual([]);
    expect(problems).toEqual([
      expect.stringMatching(/\.md:14: the diagram is not one Mermaid draws: Parse error/),
    ]);
    const html = pages[0]!.html;
    // Each in a box that scrolls sideways on a phone, reachable by keyboard, never drawn so
    // narrow that its words cannot be read.
    const diagrams = [
      ...html.matchAll(/<div class="diagram" dir="ltr" tabindex="0"><svg ([^>]*)>/g),
    ].map(([, attributes]) => attributes);
    expect(diagrams).toHaveLength(3);
    for (const attributes of diagrams) expect(attributes).toMatch(/min-width: \d+px/);
    // The same diagram twice, each with ids of its own.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id);
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
    expect(diagrams[0]).toContain('role="img"');
    expect(diagrams[0]).toContain(
      `aria-label="${fillText(packFor(main)!.diagramOf, { labels: new Intl.ListFormat(main, { type: 'unit', style: 'short' }).format(['Ingest', 'Store']) })}"`,
    );
    expect(diagrams[1]).toMatch(/aria-labelledby="diagram-[\w-]+"/);
    expect(html).toContain('The write path</title>');
    // The other scheme's colours under the site's attribute for it.
    expect(html).toMatch(/html\[data-color-scheme="light"\] #diagram-[\w-]+\{--diagram-/);
    expect(html).not.toMatch(/<script|onload|<foreignObject/i);
  }, 60_000);
});
