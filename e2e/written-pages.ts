// The owner's case studies and articles as the suite expects them on the site: read from their
// files' front matter (the build's own reading, scripts/build/written-pages/, also renders them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Article, Content } from '../src/content/schema.ts';
import { pageFolders } from '../scripts/build/owner/owner-content.ts';
import { projectSlug, type PageKind } from '../scripts/build/written-pages/page-files.ts';
import { type OwnerPage } from '../scripts/build/written-pages/owner-pages.ts';

/** A page as the build describes it, less what only rendering makes. */
export type WrittenPage = Pick<
  OwnerPage,
  'kind' | 'slug' | 'path' | 'title' | 'summary' | 'date' | 'project' | 'lang'
>;

/** The main language's pages of an owner folder: case studies in the order of the projects,
 * then articles, newest first. A page written only in another of the site's languages
 * (`writing/notes.en.md` without `writing/notes.md`) stands in on the main site too. */
export function writtenPagesOf(ownerDir: string, owned: Content): WrittenPage[] {
  const languages = [owned.language ?? 'en', ...(owned.languages ?? [])];
  const [main = 'en'] = languages;
  const read = (kind: PageKind) => {
    const dir = join(ownerDir, pageFolders[kind]);
    if (!existsSync(dir)) return [];
    const files = readdirSync(dir);
    // As the build takes it: its own file, else the first of its site's languages' files.
    const sourceOf = (slug: string) =>
      files.includes(`${slug}.md`)
        ? `${slug}.md`
        : files.find((name) => languages.some((tag) => name === `${slug}.${tag}.md`));
    const slugs = new Set(
      files.flatMap((name) => /^([a-z0-9][a-z0-9-]*)(\.[A-Za-z0-9-]+)?\.md$/.exec(name)?.[1] ?? []),
    );
    return [...slugs].flatMap((slug) => {
      const name = sourceOf(slug);
      if (!name) return [];
      const text = readFileSync(join(dir, name), 'utf8');
      const front = (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '').trim();
      const fields = (front ? parse(front) : {}) as Record<string, unknown>;
      const project = owned.projects.findIndex((each) => projectSlug(each) === slug);
      const entry = owned.projects[project];
      return [
        {
          kind,
          slug,
          path: `${pageFolders[kind]}/${slug}/`,
          // The language its text is written in: the main one's file, else the file's own.
          lang: name === `${slug}.md` ? main : name.slice(slug.length + 1, -3),
          title: String(fields.title ?? entry?.title ?? slug),
          summary: String(fields.summary ?? entry?.description ?? ''),
          ...(typeof fields.date === 'string' && { date: fields.date }),
          ...(kind === 'project' && { project }),
        },
      ];
    });
  };
  return [
    ...read('project').sort((a, b) => (a.project ?? 0) - (b.project ?? 0)),
    ...read('article').sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')),
  ];
}

/** The articles written here, as the Writing screen lists them (at their pages' addresses). */
export function writtenArticles(pages: readonly WrittenPage[], base: string): Article[] {
  return pages.flatMap((page) =>
    page.kind === 'article' && page.date
      ? [{ title: page.title, url: `${base}${page.path}`, date: page.date, summary: page.summary }]
      : [],
  );
}

/** What a page's text holds, read from its Markdown as written, for the parts the page makes of
 * it: its diagrams, maths, code, links to the owner's other files and sections. */
export type PageReading = {
  /** Its file, by its path in the owner's folder: 'projects/ledger.md'. */
  file: string;
  diagrams: number;
  /** Whether it writes maths (`$$` blocks, or `$…$` in a line). */
  maths: boolean;
  /** Code blocks other than diagrams and maths. */
  codeBlocks: number;
  /** Its sections at the text's top level. */
  sections: number;
  /** Its links to the owner's Markdown files: their text, the file's path in the owner's folder
   * and the section named, if any. */
  fileLinks: { text: string; file: string; fragment: string | undefined }[];
};

/** A page's reading, from the file its site shows (its own language's, or the one it is
 * written in only). */
export function readingOf(ownerDir: string, page: WrittenPage, main: string): PageReading {
  const folder = pageFolders[page.kind];
  const file = `${folder}/${page.slug}${page.lang === main ? '' : `.${page.lang}`}.md`;
  const source = readFileSync(join(ownerDir, file), 'utf8');
  const fences = [...source.matchAll(/^```(\w*)[^\n]*\n[\s\S]*?^```/gm)];
  const prose = source.replace(/^```[\s\S]*?^```/gm, '');
  const depths = [...prose.matchAll(/^(#{1,6})\s/gm)].map((match) => match[1]!.length);
  const top = Math.min(...depths);
  return {
    file,
    diagrams: fences.filter((fence) => fence[1] === 'mermaid').length,
    maths: /^\$\$/m.test(prose) || /\$[^\s$][^$\n]*[^\s$]\$(?!\d)/.test(prose),
    codeBlocks: fences.filter((fence) => !['mermaid', 'math'].includes(fence[1] ?? '')).length,
    sections: depths.filter((depth) => depth === top).length,
    fileLinks: [...prose.matchAll(/\[([^\]]+)\]\(([^)\s#]+\.md)(?:#([^)\s]+))?\)/g)].map(
      ([, text, target, fragment]) => ({
        text: text!,
        file: join(folder, target!).split('\\').join('/'),
        fragment,
      }),
    ),
  };
}

/** The page a link to one of the owner's Markdown files leads to: 'writing/notes.de.md' is
 * 'writing/notes/'. */
export const pageOfFile = (file: string) =>
  file.replace(/(\.[A-Za-z]{2,3}(-[A-Za-z0-9]+)*)?\.md$/, '/');
