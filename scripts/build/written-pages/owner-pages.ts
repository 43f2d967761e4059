// The owner's case studies (owner/projects/<slug>.md, one per project of the content) and
// articles (owner/writing/<slug>.md), each a page of its own in every language of the site
// (docs/decisions/0032-pages-at-addresses-of-their-own.md): read, checked and rendered once per
// build, for the app's links (build-data.ts) and for the pages (prerender-plugin.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import type { Content } from '../../../src/content/schema.ts';
import { feedFile } from '../../../src/content/own-pages.ts';
import { directionOfContent, languageOf, textOf } from '../../../src/content/text.ts';
import { directionOf, packFor, type Direction } from '../../../src/i18n/index.ts';
import { resumeFiles } from '../../../src/shared/resume-files.ts';
import { pageFolders } from '../owner/owner-content.ts';
import type { ImageFile } from '../images/content-images.ts';
import { pageWordsIn } from './page-words.ts';
import { diagramDrawer } from './draw-diagrams.ts';
import { diagramLook } from './diagram-look.ts';
import { contentsOf, type PageHeading } from './headings.ts';
import { codeColorsFor } from './highlight-code.ts';
import { makePicture, toPictures, type PagePicture } from './page-images.ts';
import type { LinkedFile } from './page-links.ts';
import { formatProblem, headingsIn, renderMarkdown, type PageProblem } from './render-markdown.ts';
import {
  type PageKind,
  type Source,
  checkFields,
  isDay,
  projectSlug,
  sourcesIn,
  textField,
} from './page-files.ts';

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
  const key = (source: Pick<Source, 'kind' | 'slug'>) =>
    `${pageFolders[source.kind]}/${source.slug}/`;
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
  const ownerPath = (source: Source) => `${pageFolders[source.kind]}/${basename(source.file)}`;
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
