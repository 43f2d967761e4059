// The owner's case studies (owner/projects/<slug>.md, one per project of the content) and
// articles (owner/writing/<slug>.md), each a page of its own in every language of the site
// (docs/decisions/0032-pages-at-addresses-of-their-own.md): read, checked and rendered once per
// build, for the app's links (build-data.ts) and for the pages (prerender-plugin.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Content, Project } from '../../../src/content/schema.ts';
import { feedFile } from '../../../src/content/own-pages.ts';
import { directionOfContent, languageOf, textOf } from '../../../src/content/text.ts';
import {
  directionOf,
  en,
  fillText,
  packFor,
  type Dictionary,
  type Direction,
} from '../../../src/i18n/index.ts';
import { resumeFiles } from '../../../src/shared/resume-files.ts';
import type { ImageFile } from '../content-images.ts';
import { diagramDrawer } from './draw-diagrams.ts';
import { diagramLook } from './diagram-look.ts';
import { contentsOf, type PageHeading } from './headings.ts';
import { codeColorsFor } from './highlight-code.ts';
import { makePicture, toPictures, type PagePicture } from './page-images.ts';
import type { LinkedFile } from './page-links.ts';
import {
  formatProblem,
  headingsIn,
  renderMarkdown,
  type FrontField,
  type PageProblem,
  type PageWords,
} from './render-markdown.ts';

export type PageKind = 'project' | 'article';

export type OwnerPage = {
  kind: PageKind;
  slug: string;
  /** Its address under the site's base: 'projects/ledger/'. */
  path: string;
  title: string;
  summary: string;
  /** An article's day, 'YYYY-MM-DD'. */
  date?: string;
  tags: string[];
  /** The language its text is written in: the page's, or the main one's where it has no
   * translation (the page marks it). */
  lang: string;
  /** Which way that language is written (its site's `dir`): the page marks it where it is not
   * the page's. */
  dir: Direction;
  /** The site's languages it has a text of its own in: its alternates, and the sites whose copy
   * is its canonical address (another language's site shows a copy of that text). */
  written: string[];
  html: string;
  /** Its table of contents: its sections and theirs, once it has three or more (headings.ts). */
  contents: PageHeading[];
  /** Whether it shows code, which its script offers to copy. */
  hasCode: boolean;
  /** A case study's project, by its place in the content. */
  project?: number;
};

export type OwnerPages = {
  pages: OwnerPage[];
  files: ImageFile[];
  /** The public folder's images the pages show, whose originals never ship. */
  originals: string[];
  problems: string[];
  /** What the build could not do as it should, said once: diagrams shown as their source. */
  warnings: string[];
};

export const folders: Record<PageKind, string> = { project: 'projects', article: 'writing' };
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

type Source = { kind: PageKind; slug: string; tag: string | undefined; file: string };

function sourcesIn(
  ownerDir: string,
  kind: PageKind,
  problems: PageProblem[],
  shown: (file: string) => string,
) {
  const dir = join(ownerDir, folders[kind]);
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
function textField(
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

export type LoadOptions = {
  ownerDir: string;
  publicDir: string;
  /** The content in the language built, and the main language's (its projects' titles name
   * the case studies' files) when that is another. */
  content: Content;
  main?: Content | undefined;
  /** The language built and the site's languages, the main one first. */
  language: string;
  languages: readonly string[];
  base: string;
  root?: string;
};

async function load(options: LoadOptions): Promise<OwnerPages> {
  const { ownerDir, publicDir, content, language, languages, base, root = process.cwd() } = options;
  const [main = language] = languages;
  const shown = (file: string) => relative(root, resolve(root, file)).split(sep).join('/');
  const problems: PageProblem[] = [];
  const sources = [
    ...sourcesIn(ownerDir, 'project', problems, shown),
    ...sourcesIn(ownerDir, 'article', problems, shown),
  ];
  const projects = new Map(
    (options.main ?? content).projects.map((project, index) => [projectSlug(project), index]),
  );
  const key = (source: Pick<Source, 'kind' | 'slug'>) => `${folders[source.kind]}/${source.slug}/`;
  const mains = new Map(
    sources.filter((source) => !source.tag).map((source) => [key(source), source]),
  );
  // A page written in another language than the main one only (`writing/notes.fr.md` without
  // `writing/notes.md`): that text stands in on every site, marked with its language.
  for (const source of sources)
    if (source.tag && languages.includes(source.tag) && !mains.has(key(source)))
      mains.set(key(source), source);
  for (const source of sources) {
    const file = shown(source.file);
    if (source.tag && !languages.includes(source.tag))
      problems.push({
        file,
        line: 1,
        message: `the site has no language "${source.tag}": its languages are ${languages.join(', ')}`,
      });
    const standsIn = mains.get(key(source)) === source;
    if (standsIn && source.kind === 'project' && !projects.has(source.slug))
      problems.push({
        file,
        line: 1,
        message: `a case study for no project: the projects' slugs are ${[...projects.keys()].join(', ')} (a project's "slug" sets its own)`,
      });
  }
  const chosen = [...mains.values()].map((source) => {
    const translated = sources.find((each) => each.tag === language && key(each) === key(source));
    return translated ?? source;
  });
  // The pages, and the files the build writes beside the public folder's: the résumé, the feed.
  const sitePaths = new Set([...chosen.map(key), ...Object.values(resumeFiles), feedFile]);
  const exists = (path: string) => {
    if (sitePaths.has(path) || sitePaths.has(`${path}/`)) return true;
    const file = resolve(publicDir, path);
    return file.startsWith(resolve(publicDir)) && existsSync(file) && statSync(file).isFile();
  };
  // Every file's headings, which a link from another file may name a section by; and what a link
  // to each file leads to on this language's site: its page, showing this language's text.
  const texts = new Map(sources.map((source) => [source, readFileSync(source.file, 'utf8')]));
  const headings = new Map(
    sources.map((source) => [source, headingsIn(texts.get(source) ?? '')] as const),
  );
  const ownerPath = (source: Source) => `${folders[source.kind]}/${basename(source.file)}`;
  const markdown = new Map<string, LinkedFile>(
    sources.map((source) => {
      const shown = chosen.find((each) => key(each) === key(source));
      return [
        ownerPath(source),
        {
          path: key(source),
          headings: headings.get(source) ?? [],
          shown: (shown && headings.get(shown)) ?? headings.get(source) ?? [],
        },
      ];
    }),
  );
  const codeColors = codeColorsFor(content.theme);
  const diagrams = diagramDrawer(
    diagramLook(content),
    join(root, 'node_modules/.cache/portfolio-diagrams'),
  );
  // The main language's text runs as the main site does (its content may declare a direction).
  const mainContent = options.main ?? content;
  const directionOfText = (tag: string) =>
    tag === languageOf(mainContent)
      ? directionOfContent(mainContent)
      : directionOf(tag, packFor(tag));
  const render = (source: Source, pictures: Parameters<typeof renderMarkdown>[0]['pictures']) =>
    renderMarkdown({
      source: texts.get(source) ?? '',
      file: shown(source.file),
      links: { exists, pagePath: key(source), base, ownerPath: ownerPath(source), markdown },
      codeColors,
      pictures,
      // The site's own words (the owner's among them) where the text is in its language.
      words: pageWordsIn(
        source.tag ?? main,
        (source.tag ?? main) === languageOf(content) ? textOf(content) : undefined,
      ),
      diagrams,
    });
  // Every language's file is checked on every language's build, so that one run names every
  // mistake (a translation's among them); only this language's texts become its pages.
  const pictures = new Map<string, PagePicture>();
  const files: ImageFile[] = [];
  const pages: OwnerPage[] = [];
  const originals = new Set<string>();
  for (const source of sources) {
    if (source.tag && !languages.includes(source.tag)) continue;
    const file = shown(source.file);
    const path = key(source);
    const first = await render(source, () => undefined);
    first.images.forEach((image) => originals.add(image));
    const isShown = chosen.includes(source);
    // A page's pictures are made before it is written: the first pass finds them.
    if (isShown)
      for (const image of first.images) {
        if (pictures.has(image)) continue;
        try {
          const made = await makePicture(publicDir, image, base);
          pictures.set(image, made.picture);
          files.push(...made.files);
        } catch (error) {
          first.problems.push({
            file,
            line: 1,
            message: `the image ${image} is not one the build can read (${String(error)})`,
          });
        }
      }
    // The first pass found every mistake of the text, and of its pictures.
    problems.push(...first.problems);
    const { front, frontBroken } = first;
    // Front matter YAML could not read is said once: its fields are not then checked one by one.
    const fieldProblems: PageProblem[] = frontBroken ? [] : problems;
    checkFields(source, file, front, fieldProblems);
    if (!isShown) continue;
    const rendered = first.images.length === 0 ? first : await render(source, toPictures(pictures));
    const date = front.date;
    const tags = front.tags;
    const project = source.kind === 'project' ? projects.get(source.slug) : undefined;
    const projectEntry = project === undefined ? undefined : content.projects[project];
    pages.push({
      kind: source.kind,
      slug: source.slug,
      path,
      title: textField(front, 'title', file, fieldProblems) ?? projectEntry?.title ?? source.slug,
      summary: textField(front, 'summary', file, fieldProblems) ?? projectEntry?.description ?? '',
      ...(isDay(date?.value) && { date: date.value }),
      tags: Array.isArray(tags?.value)
        ? tags.value.map(String)
        : (projectEntry?.technologies ?? []),
      lang: source.tag ?? main,
      dir: directionOfText(source.tag ?? main),
      written: languages.filter((tag) =>
        sources.some((each) => key(each) === path && (each.tag ?? main) === tag),
      ),
      html: rendered.html,
      contents: contentsOf(rendered.headings),
      hasCode: rendered.hasCode,
      ...(project !== undefined && { project }),
    });
  }
  await diagrams.close();
  const unavailable = diagrams.unavailable();
  const warnings = unavailable
    ? [
        `The diagrams (\`\`\`mermaid) are shown as their source: the build draws them in a browser. ${unavailable}`,
      ]
    : [];
  // Newest first for articles; case studies in the order of the projects.
  pages.sort(
    (a, b) =>
      a.kind.localeCompare(b.kind) ||
      (a.project ?? 0) - (b.project ?? 0) ||
      (b.date ?? '').localeCompare(a.date ?? '') ||
      a.slug.localeCompare(b.slug),
  );
  // Every page's pictures, in whichever language's site, are originals: the public folder is
  // copied into each site's folder whole, and no original may ship from it (one another
  // language shows too).
  return {
    pages,
    files,
    originals: [...originals],
    problems: problems.map(formatProblem),
    warnings,
  };
}

/** The front matter's fields: the kind's own, those it needs, each as it must be written. */
function checkFields(
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

/** What a page calls its parts, in the language it is written in. */
function pageWordsIn(tag: string, own?: Dictionary): PageWords {
  const words = own ?? { ...en, ...packFor(tag) };
  const number = new Intl.NumberFormat(tag);
  const list = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
  return {
    footnotes: words.footnotes,
    backLabel: (reference) => words.backToReference.replace('{n}', number.format(reference)),
    sectionLink: (heading) => fillText(words.sectionLink, { heading }),
    diagramOf: (labels) => fillText(words.diagramOf, { labels: list.format(labels) }),
  };
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
        existsSync(join(ownerDir, folders.project, `${slug}${tag}.md`)),
      );
      return written ? [[index, new URL(`${folders.project}/${slug}/`, siteUrl).href]] : [];
    }),
  );
}

const loaded = new Map<string, Promise<OwnerPages>>();

/** The owner's pages for a language's build, read once per build: the build's data and the
 * prerender both ask. */
export function loadOwnerPages(options: LoadOptions, { fresh = false } = {}): Promise<OwnerPages> {
  const key = JSON.stringify([options.ownerDir, options.publicDir, options.language, options.base]);
  const kept = loaded.get(key);
  if (kept && !fresh) return kept;
  const loading = load(options);
  loaded.set(key, loading);
  return loading;
}
