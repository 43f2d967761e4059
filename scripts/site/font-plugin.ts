import type { Plugin } from 'vite';
import type { Content } from '../../src/content/schema.ts';
import type { OwnerContent } from './owner-content.ts';
import { textOf } from '../../src/content/text.ts';
import { defaultFont } from '../../src/theme/tokens.ts';
import {
  findFontPackage,
  fontFaceCss,
  preloadedFace,
  subsetsFor,
  type FontPackage,
} from './font-package.ts';

export const fontFacesModule = 'virtual:font-faces.css';

/** The owner's font (content.theme.font, else Inter), or what to install when it is missing. */
export function ownerFont(content: Content): FontPackage | string {
  return findFontPackage(content.theme?.font ?? defaultFont);
}

/** Everything the site may write in a font, for the subsets it needs. */
const siteText = (content: Content) =>
  JSON.stringify(content) + Object.values(textOf(content)).join('');

/**
 * Serves the owner's font faces as `virtual:font-faces.css` (the entry imports it), and, on the
 * development server, preloads its Latin face as the build does (the build's preload is written
 * by scripts/site/prerender-plugin.ts). A font that is not installed
 * fails the build with the `npm install` line to run (the development server shows it).
 */
export function fontFaces(owner: OwnerContent): Plugin {
  return {
    name: 'portfolio-font-faces',
    resolveId(id) {
      return id === fontFacesModule ? `\0${fontFacesModule}` : undefined;
    },
    load(id) {
      if (id !== `\0${fontFacesModule}`) return undefined;
      const font = ownerFont(owner.current);
      if (typeof font === 'string') this.error(font);
      return fontFaceCss(font, subsetsFor(font, siteText(owner.current)));
    },
    transformIndexHtml: {
      order: 'pre',
      handler() {
        const font = ownerFont(owner.current);
        if (typeof font === 'string') return [];
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
