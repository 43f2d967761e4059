// The owner's page files: owner/projects/<slug>.md and owner/writing/<slug>.md (a translation
// <slug>.<language>.md), their names and their front matter's fields as each kind takes them.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Content, Project } from '../../../src/content/schema.ts';
import { pageFolders } from '../owner/owner-content.ts';
import { type FrontField, type PageProblem } from './render-markdown.ts';

export type PageKind = keyof typeof pageFolders;

const fields: Record<PageKind, { required: string[]; optional: string[] }> = {
  project: { required: [], optional: ['title', 'summary', 'tags'] },
  article: { required: ['title', 'date', 'summary'], optional: ['tags'] },
};

/** A project's address name: its `slug`, else its title's letters and digits joined by '-'. */
export function projectSlug(
  project: Pick<Project, 'title'> & { slug?: string | undefined },
): string {
  return (
    project.slug ??
    project.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

const fileName = /^([a-z0-9][a-z0-9-]*)(?:\.([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*))?\.md$/;

/** A real day written 'YYYY-MM-DD'. */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type Source = { kind: PageKind; slug: string; tag: string | undefined; file: string };

export function sourcesIn(
  ownerDir: string,
  kind: PageKind,
  problems: PageProblem[],
  shown: (file: string) => string,
) {
  const dir = join(ownerDir, pageFolders[kind]);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md')
    .sort()
    .flatMap((name): Source[] => {
      const match = fileName.exec(name);
      if (!match) {
        problems.push({
          file: shown(join(dir, name)),
          line: 1,
          message:
            'name it <slug>.md or <slug>.<language>.md, the slug in lower-case letters, digits and -',
        });
        return [];
      }
      return [{ kind, slug: match[1] ?? '', tag: match[2], file: join(dir, name) }];
    });
}

/** A front matter text field, or a problem at its line. */
export function textField(
  front: Record<string, FrontField>,
  key: string,
  file: string,
  problems: PageProblem[],
) {
  const field = front[key];
  if (!field) return undefined;
  if (typeof field.value === 'string' && field.value.trim()) return field.value.trim();
  problems.push({ file, line: field.line, message: `"${key}" must be a text` });
  return undefined;
}

/** The front matter's fields: the kind's own, those it needs, each as it must be written. */
export function checkFields(
  source: Source,
  file: string,
  front: Record<string, FrontField>,
  problems: PageProblem[],
) {
  const allowed = fields[source.kind];
  for (const [name, field] of Object.entries(front))
    if (!allowed.required.includes(name) && !allowed.optional.includes(name))
      problems.push({
        file,
        line: field.line,
        message: `"${name}" is not a front matter field of ${source.kind === 'project' ? 'a case study' : 'an article'}: use ${[...allowed.required, ...allowed.optional].join(', ')}`,
      });
  for (const name of allowed.required)
    if (!front[name]) problems.push({ file, line: 1, message: `the front matter needs "${name}"` });
  const date = front.date;
  if (date && !isDay(date.value))
    problems.push({
      file,
      line: date.line,
      message: `"date" must be a day written YYYY-MM-DD, not ${JSON.stringify(date.value)}`,
    });
  const tags = front.tags;
  if (tags && !(Array.isArray(tags.value) && tags.value.every((tag) => typeof tag === 'string')))
    problems.push({ file, line: tags.line, message: '"tags" must be a list of texts: [a, b]' });
}

/** Each project's case study address, by the project's place in the content, from the files
 * alone (the résumé's links): `owner/projects/<slug>.md` at `<site>projects/<slug>/`, or one
 * written in one of the site's `languages` only (`<slug>.en.md`), which every site shows. */
export function caseStudyAddresses(
  ownerDir: string,
  main: Pick<Content, 'projects'>,
  siteUrl: string,
  languages: readonly string[] = [],
): Record<number, string> {
  return Object.fromEntries(
    main.projects.flatMap((project, index) => {
      const slug = projectSlug(project);
      const written = ['', ...languages.map((tag) => `.${tag}`)].some((tag) =>
        existsSync(join(ownerDir, pageFolders.project, `${slug}${tag}.md`)),
      );
      return written ? [[index, new URL(`${pageFolders.project}/${slug}/`, siteUrl).href]] : [];
    }),
  );
}
