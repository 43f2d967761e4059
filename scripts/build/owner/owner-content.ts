// The owner's content (owner/content.ts) as the build and the development server read it: with
// Vite's module runner, not as an import of vite.config.ts, so that editing it does not restart
// the development server (Vite restarts it when a file the config imports changes).
import { join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin, type ViteDevServer } from 'vite';
import { findContentProblems } from '../../../src/content/content-problems.ts';
import { type Content } from '../../../src/content/schema.ts';
import type { OwnerPack } from '../../../src/i18n/index.ts';
import { languageOf } from '../../../src/content/text.ts';
import {
  siteLanguages,
  type SiteLanguage,
  type SiteLanguages,
} from '../../../src/i18n/site-languages.ts';
import { builtLanguage, contentInLanguage, translationFile } from './site-language.ts';

export const contentFile = 'owner/content.ts';

/**
 * The owner's folder: owner/, or another when PORTFOLIO_OWNER names one. It holds content.ts
 * and, optionally, public/ (images, favicon, CNAME), i18n/ (language packs) and screens/ (screens
 * of the owner's own); a build of another owner reads all of these from there.
 */
export function ownerFolder(): string {
  return process.env.PORTFOLIO_OWNER || 'owner';
}

/** The owner folder's folders of pages written in Markdown: case studies and articles. */
export const pageFolders = { project: 'projects', article: 'writing' } as const;

/**
 * The content file a build reads: the owner folder's content.ts, or the file PORTFOLIO_CONTENT
 * names (`npm run bench -- --content FILE` measures any owner's site this way). The file
 * exports `content`.
 */
export function builtContentFile(): string {
  return process.env.PORTFOLIO_CONTENT || join(ownerFolder(), 'content.ts');
}

/** The content file as messages name it: relative to the repository (where builds run), with
 * forward slashes; absolute when it lies outside. */
export function shownContentFile(root = process.cwd()): string {
  const path = relative(root, resolve(root, builtContentFile()));
  return path.startsWith('..') ? resolve(root, builtContentFile()) : path.split('\\').join('/');
}

/** The folder served as the site's root: the owner folder's public/, or PORTFOLIO_PUBLIC. */
export function builtPublicDir(): string {
  return process.env.PORTFOLIO_PUBLIC || join(ownerFolder(), 'public');
}

const translatedModule = '\0virtual:translated-content';

/**
 * Makes the app's imports of owner/content.ts read the build's content file; in another
 * language's site, its content in that language (the translation over the main content).
 */
export function builtContent(owner?: OwnerContent): Plugin {
  let owned = '';
  let built = '';
  const translated = () => owner?.language && !owner.language.main;
  return {
    name: 'portfolio-built-content',
    enforce: 'pre',
    configResolved(config) {
      owned = resolve(config.root, contentFile);
      built = resolve(config.root, builtContentFile());
    },
    async resolveId(source, importer, options) {
      if (source === translatedModule) return source;
      // (The other file may build on owner/content.ts itself.)
      if (
        (owned === built && !translated()) ||
        importer === built ||
        !/owner\/content(\.ts)?$/.test(source)
      )
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== owned && resolved?.id !== built) return null;
      return translated() ? translatedModule : built;
    },
    load(id) {
      if (id !== translatedModule || !owner) return undefined;
      return `export const content = ${JSON.stringify(owner.current)};`;
    },
  };
}

/** The owner's content as last read (the development server reads it again on every edit), and
 * their language packs (owner/i18n/, scripts/build/owner/language-plugin.ts). In another language's
 * site (scripts/build/owner/site-language.ts), `current` is the content in that language and `main`
 * the main language's, which names the site's languages. */
export type OwnerContent = {
  current: Content;
  packs: Record<string, OwnerPack>;
  main?: Content;
  language?: SiteLanguage;
};

/** The site's languages, the main one first, as the content names them (one for content the
 * checks refuse: its build says why). */
export function ownerLanguages(owner: OwnerContent): SiteLanguages {
  const main = owner.main ?? owner.current;
  if (findContentProblems(main).length > 0) return siteLanguages(languageOf(main));
  return siteLanguages(languageOf(main), main.languages);
}

/**
 * Tells scripts/build/build.mjs the sites to build (`plugin.api.languages()`), and says once per
 * build that a language has no translation file.
 */
export function siteLanguagesPlugin(owner: OwnerContent & { missing?: string }): Plugin {
  return {
    name: 'portfolio-site-languages',
    api: { languages: () => ownerLanguages(owner) },
    buildStart() {
      if (owner.missing && this.environment.config.consumer === 'client') this.warn(owner.missing);
    },
  };
}

/**
 * The content of the site this build makes (PORTFOLIO_LANGUAGE names a language other than the
 * main one): the main content, the language, and the content in it. `missing` says that the
 * language has no translation file.
 */
export async function loadSiteContent(root = process.cwd()) {
  const main = await loadOwnerContent(root);
  // Content the checks refuse is reported as the main content's (site-checks-plugin.ts).
  if (findContentProblems(main).length > 0) return { main, current: main, language: undefined };
  const language = builtLanguage(main);
  const { content, missing } = await contentInLanguage(main, language, builtContentFile(), root);
  return { main, current: content, language, missing };
}

export async function loadOwnerContent(root = process.cwd()): Promise<Content> {
  const { module } = await runnerImport<{ content: Content }>(resolve(root, builtContentFile()), {
    configFile: false,
    logLevel: 'error',
    root,
  });
  return module.content;
}

/** What the build-time plugins read once, when the server starts: a change to these restarts it
 * (a photo, a screenshot, the GitHub repositories, the articles and their feeds). */
const readAtStart = (content: Content) =>
  JSON.stringify([
    content.owner.photo,
    content.projects.map((project) => project.image),
    content.github,
    content.writing,
  ]);

/** Modules made from the content, to make anew after an edit: the font faces, the languages. */
const derivedModules = [
  '\0virtual:font-faces.css',
  resolve('src/i18n/language-packs.ts'),
  translatedModule,
];

/**
 * The owner's live preview: an edit to owner/content.ts reloads the page (the contact form's
 * draft survives it) without restarting the server; content the build would refuse shows Vite's
 * error overlay naming each field (as `siteProblems` says them, the site checks' own), and the
 * server stays up until it is fixed.
 */
export function ownerContentPreview(
  owner: OwnerContent,
  siteProblems: (content: unknown) => string[],
): Plugin {
  let problems = siteProblems(owner.current);
  let root = process.cwd();
  const file = () => resolve(root, builtContentFile());
  const language = owner.language;
  const files = () =>
    language && !language.main
      ? [file(), resolve(root, translationFile(builtContentFile(), language.tag))]
      : [file()];
  const report = (server: ViteDevServer) =>
    server.ws.send({
      type: 'error',
      err: {
        message: `${contentFile} is not valid:\n  ${problems.join('\n  ')}\nFix these fields and save.`,
        stack: '',
        id: file(),
        plugin: 'portfolio-owner-content',
      },
    });
  return {
    name: 'portfolio-owner-content',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.ws.on('connection', () => problems.length > 0 && report(server));
    },
    async hotUpdate({ file: changed, server }) {
      if (this.environment.name !== 'client' || !files().includes(changed)) return;
      let fresh: Content;
      try {
        fresh = await loadOwnerContent(root);
        if (language && !language.main)
          fresh = (await contentInLanguage(fresh, language, builtContentFile(), root)).content;
      } catch (error) {
        // Not even TypeScript (Vite's own overlay says where), or a translation to fix.
        if (!(error instanceof Error && 'code' in error)) return;
        problems = [error.message];
        report(server);
        return [];
      }
      problems = siteProblems(fresh);
      if (problems.length > 0) {
        report(server);
        return [];
      }
      const restart = readAtStart(fresh) !== readAtStart(owner.current);
      owner.current = fresh;
      if (restart) {
        await server.restart();
        return [];
      }
      const graph = server.environments.client.moduleGraph;
      for (const id of derivedModules) {
        const module = graph.getModuleById(id);
        if (module) graph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
