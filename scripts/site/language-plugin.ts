import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { languageOf } from '../../src/content/text.ts';
import type { OwnerContent } from './owner-content.ts';

const packsModule = resolve('src/i18n/language-packs.ts');

/**
 * Ships the interface's words in the owner's language only (and English, every pack's model):
 * the site's src/i18n/language-packs.ts, as the build and the development server load it, lists
 * just those two. Unit tests, which render owners in every language, load all of them.
 */
export function ownerLanguageOnly(owner: OwnerContent): Plugin {
  return {
    name: 'portfolio-owner-language',
    enforce: 'pre',
    load(id) {
      if (id !== packsModule) return undefined;
      const language = languageOf(owner.current).toLowerCase().split('-')[0] ?? 'en';
      const packs = [...new Set(['en', language])];
      return [
        ...packs.map((code) => `import { ${code} } from './${code}.ts';`),
        `export const languagePacks = { ${packs.join(', ')} };`,
      ].join('\n');
    },
    // The development server's page (the build writes its own, scripts/site/prerender.ts).
    transformIndexHtml(html) {
      return html.replace(/<html lang="[^"]*">/, `<html lang="${languageOf(owner.current)}">`);
    },
  };
}
