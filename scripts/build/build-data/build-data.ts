// What the build fetches or makes for the content, once per build: the owner's GitHub
// repositories, the Writing screen's articles and the content's images. The app reads it as
// `virtual:build-data` (build-data-plugin.ts); see docs/decisions/0011-one-channel-for-build-data.md.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BuildData } from '../../../src/content/build-data.tsx';
import type { Content } from '../../../src/content/schema.ts';
import { languageOf } from '../../../src/content/text.ts';
import { siteLanguages } from '../../../src/i18n/site-languages.ts';
import type { ContentImages } from '../../../src/content/processed-image.ts';
import {
  imagesOf,
  inPublicFolder,
  processImage,
  type ImageFile,
} from '../images/content-images.ts';
import { loadGitHubRepos } from './github-repos.ts';
import { ownerFolder, shownContentFile } from '../owner/owner-content.ts';
import { loadOwnerPages, type OwnerPages } from '../written-pages/owner-pages.ts';
import { loadArticles } from './writing.ts';
import { findFontPackage } from '../fonts/font-package.ts';
import { defaultFont } from '../../../src/theme/tokens.ts';

/** What an app built without fetching anything shows; unit tests hand in data of their own. */
export const noBuildData: BuildData = {
  gitHubRepos: [],
  articles: undefined,
  images: { projects: {} },
  languages: siteLanguages('en'),
};

/** The kind of the owner's font when it is not sans-serif, from its Fontsource package. */
function fontKindOf(content: Content): Pick<BuildData, 'fontKind'> {
  const category = findFontPackage(content.theme?.font ?? defaultFont)?.category;
  return category === 'serif' || category === 'monospace' ? { fontKind: category } : {};
}

/** How long the development server reuses an answer, so a restart does not ask again. */
const devReuseMs = 60 * 60_000;

export type BuildDataOptions = {
  content: Content;
  /** The main language's content, in another language's build: it names the site's languages. */
  main?: Content | undefined;
  env: Record<string, string | undefined>;
  /** The project's root, where node_modules/.cache keeps the last good answers. */
  root: string;
  /** Where the owner keeps the content's images (owner/public/). */
  publicDir: string;
  base: string;
  /** The owner's folder (owner/): its projects/ and writing/ hold the pages of their own. */
  ownerDir?: string;
  /** The development server reuses answers for an hour; a build always asks anew. */
  serving: boolean;
};

export type LoadedBuildData = {
  data: BuildData;
  /** The processed images' files, to ship with the build or serve in development. */
  files: ImageFile[];
  /** The public folder's images these were made from (paths in it): never shipped. */
  originals: string[];
  /** Services that failed, each with the last good answer used instead (a warning). */
  warnings: { title: string; message: string }[];
  /** Content the build cannot ship (an image missing or unreadable): fails a build. */
  problem: string | undefined;
  /** What was loaded, for the build's log. */
  notes: string[];
};

/** Loads everything at once; never fails for a service that does not answer. */
export async function loadBuildData(options: BuildDataOptions): Promise<LoadedBuildData> {
  const { content, env, root, serving } = options;
  const cache = (name: string) => join(root, 'node_modules/.cache', name);
  const reuseFor = serving ? devReuseMs : 0;
  const languages = siteLanguages(
    languageOf(options.main ?? content),
    (options.main ?? content).languages,
  );
  const [github, writing, images, pages] = await Promise.all([
    loadGitHubRepos({
      settings: content.github,
      env,
      cacheDir: cache('portfolio-github'),
      reuseFor,
    }),
    content.writing &&
      loadArticles({
        settings: content.writing,
        cacheDir: cache('portfolio-writing'),
        reuseFor,
        standIn: env.FEED_STAND_IN_URL,
      }),
    processContentImages(options),
    loadOwnerPages(
      {
        ownerDir: options.ownerDir ?? ownerFolder(),
        publicDir: options.publicDir,
        content,
        main: options.main,
        language: languageOf(content),
        languages: languages.map((each) => each.tag),
        base: options.base,
        root,
      },
      { fresh: serving },
    ),
  ]);
  const warnings = [
    ...(github.warning
      ? [{ title: 'GitHub repositories not fetched', message: github.warning }]
      : []),
    ...(writing?.warnings ?? []).map((message) => ({ title: 'Feed not read', message })),
    ...pages.warnings.map((message) => ({ title: 'Diagrams not drawn', message })),
  ];
  const notes = [
    ...(content.github && !github.warning
      ? [`${github.repos.length} GitHub repositories of "${content.github.user}" on Projects`]
      : []),
    ...(writing && writing.warnings.length === 0
      ? [`${writing.articles.length} articles on the Writing screen`]
      : []),
  ];
  if (pages.pages.length > 0)
    notes.push(
      `${pages.pages.length} pages of their own: ${pages.pages.map((page) => page.path).join(', ')}`,
    );
  const problems = [images.problem, ...pages.problems].filter(Boolean);
  return {
    data: {
      gitHubRepos: github.repos,
      articles: withOwnArticles(writing?.articles, pages, options.base),
      images: images.images,
      languages,
      ...fontKindOf(content),
      ...caseStudiesOf(content, pages, options.base),
    },
    files: [...images.files, ...pages.files],
    originals: [...imagesOf(content).map(({ path }) => path), ...pages.originals],
    warnings,
    problem: problems.length > 0 ? problems.join('\n') : undefined,
    notes,
  };
}

/** The articles written here, at their pages, with the feeds' (newest first); the Writing
 * screen shows every one of them. */
function withOwnArticles(
  articles: BuildData['articles'],
  { pages }: OwnerPages,
  base: string,
): BuildData['articles'] {
  const own = pages.flatMap((page) =>
    page.kind === 'article' && page.date
      ? [
          {
            title: page.title,
            url: `${base}${page.path}`,
            date: page.date,
            ...(page.summary && { summary: page.summary }),
            lang: page.lang,
          },
        ]
      : [],
  );
  if (own.length === 0) return articles;
  return [...own, ...(articles ?? [])].sort(
    (a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title),
  );
}

/** Each project with a case study: its card's link to the page (none without any). */
function caseStudiesOf(
  content: Content,
  { pages }: OwnerPages,
  base: string,
): Pick<BuildData, 'caseStudies'> {
  const studies = pages.flatMap((page) => {
    const project = page.project === undefined ? undefined : content.projects[page.project];
    return project ? [[project.title, `${base}${page.path}`] as const] : [];
  });
  return studies.length > 0 ? { caseStudies: Object.fromEntries(studies) } : {};
}

/**
 * The images the content names (owner.photo, projects[n].image) as AVIF and WebP at the sizes
 * they are shown. Each named file missing from the public folder, or not an image, is named in
 * `problem` with its field, as the owner would write it.
 */
export async function processContentImages({
  content,
  root,
  publicDir,
  base,
}: Pick<BuildDataOptions, 'content' | 'root' | 'publicDir' | 'base'>) {
  const inPublic = (path: string) => inPublicFolder(root, publicDir, path);
  const problems: string[] = [];
  const images: ContentImages = { projects: {} };
  const files: ImageFile[] = [];
  for (const { path, role, field } of imagesOf(content)) {
    const input = await readFile(resolve(publicDir, path)).catch(() => undefined);
    if (!input) {
      problems.push(`${field}: ${inPublic(path)} does not exist`);
      continue;
    }
    try {
      const { image, files: written } = await processImage(input, path, role, base);
      if (role === 'photo') images.photo = image;
      else images.projects[path] = image;
      files.push(...written);
    } catch (error) {
      problems.push(
        `${field}: ${inPublic(path)} is not an image the build can read (${String(error)})`,
      );
    }
  }
  const problem =
    problems.length > 0
      ? `${problems.join('\n  ')}\nPut the file in ${inPublic('')} or fix its name in ${shownContentFile(root)}.`
      : undefined;
  return { images, files, problem };
}
