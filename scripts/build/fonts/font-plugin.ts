import type { Plugin } from 'vite';
import type { Content } from '../../../src/content/schema.ts';
import {
  ownerFolder,
  ownerLanguages,
  pageFolders,
  type OwnerContent,
} from '../owner/owner-content.ts';
import { languageName } from '../../../src/i18n/site-languages.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOf, textOf } from '../../../src/content/text.ts';
import { characterWidth, defaultFont } from '../../../src/theme/tokens.ts';
import { findFontPackage, fontNotInstalled, subsetsFor, type FontPackage } from './font-package.ts';
import { fontFaceCss, cutFaces, preloadedFace } from './page-faces.ts';
import { averageCharacter, quotesDrawnElsewhere } from './font-measures.ts';

export const fontFacesModule = 'virtual:font-faces.css';

const familyOf = (content: Content) => content.theme?.font ?? defaultFont;

/** The owner's font (content.theme.font, else Inter); throws, naming the `npm install` line to
 * run, when it is not installed. */
export function ownerFont(content: Content): FontPackage {
  const font = findFontPackage(familyOf(content));
  if (!font) throw new Error(fontNotInstalled(familyOf(content)));
  return font;
}

/** Why the owner's font cannot be used, if it cannot: for the checks that list every problem. */
export function fontProblem(content: Content): string | undefined {
  return findFontPackage(familyOf(content)) ? undefined : fontNotInstalled(familyOf(content));
}

/** The words a page shows in its own language: the owner's (not addresses or settings' names)
 * and the interface's, for the script whose face it preloads. */
export const pageText = (content: Content) =>
  [...wordsIn(content), ...Object.values(textOf(content))].join(' ');

function wordsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^[a-z][\w+.-]*:|^[\w./-]+$/i.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(wordsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(wordsIn);
  return [];
}

/** Everything the site may write in a font, for the subsets it needs: the content, the
 * interface, the owner's case studies and articles (any language's: one may stand in for
 * another's), the words of the owner's own screens (their source, read whole: a CJK family's
 * faces are cut to the characters found), and each of the site's languages by its own name
 * (the language switch). */
const siteText = (owner: OwnerContent) =>
  JSON.stringify(owner.current) +
  Object.values(textOf(owner.current)).join('') +
  ownerPagesText() +
  ownerScreensText() +
  ownerLanguages(owner)
    .map((language) => languageName(language.tag))
    .join(' ');

/** The source of the owner's own screens (owner/screens/), as written. */
function ownerScreensText(): string {
  const dir = join(ownerFolder(), 'screens');
  if (!existsSync(dir)) return '';
  return readdirSync(dir)
    .filter((name) => /\.(tsx?|jsx?)$/.test(name))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
}

/** The Markdown of the owner's case studies and articles, as written. */
function ownerPagesText(): string {
  return Object.values(pageFolders)
    .map((folder) => join(ownerFolder(), folder))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.md') && name !== 'README.md')
        .map((name) => readFileSync(join(dir, name), 'utf8')),
    )
    .join('\n');
}

/**
 * Serves the owner's font faces as `virtual:font-faces.css` (the entry imports it), and, on the
 * development server, preloads its Latin face as the build does (the build's preload is written
 * by scripts/build/prerender/prerender-plugin.ts). A font that is not installed
 * fails the build with the `npm install` line to run (the development server shows it).
 */
export function fontFaces(owner: OwnerContent): Plugin {
  return {
    name: 'portfolio-font-faces',
    resolveId(id) {
      return id === fontFacesModule ? `\0${fontFacesModule}` : undefined;
    },
    async load(id) {
      if (id !== `\0${fontFacesModule}`) return undefined;
      const problem = fontProblem(owner.current);
      if (problem) this.error(problem);
      const font = ownerFont(owner.current);
      // Chinese and Japanese set curly quotes full width; a page in another language takes a
      // family's wide ones from the next font.
      const leftOut = await quotesDrawnElsewhere(font, languageOf(owner.current));
      const text = [...siteText(owner)].filter((char) => !leftOut.includes(char)).join('');
      const subsets = subsetsFor(font, text);
      // The width of the family's average character, which text columns are measured in
      // (`measure` in src/theme/tokens.ts).
      const character = `:root{${characterWidth}:${await averageCharacter(font, pageText(owner.current))}em}`;
      return `${fontFaceCss(font, subsets, await cutFaces(font, subsets, text), leftOut)}\n${character}`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        if (fontProblem(owner.current)) return []; // the load above shows what to install
        const font = ownerFont(owner.current);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/node_modules/${font.name}/files/${preloadedFace(font)}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
