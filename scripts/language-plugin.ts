import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Content } from '../src/content/schema.ts';
import { languageOf } from '../src/content/text.ts';

const packsModule = resolve('src/i18n/language-packs.ts');

/**
 * Ships the interface's words in the owner's language only (and English, every pack's model):
 * the site's src/i18n/language-packs.ts, as the build and the development server load it, lists
 * just those two. Unit tests, which render owners in every language, load all of them.
 */
export function ownerLanguageOnly(content: Content): Plugin {
  const language = languageOf(content).toLowerCase().split('-')[0] ?? 'en';
  return {
    name: 'portfolio-owner-language',
    enforce: 'pre',
    load(id) {
      if (id !== packsModule) return undefined;
      const packs = [...new Set(['en', language])];
      return [
        ...packs.map((code) => `import { ${code} } from './${code}.ts';`),
        `export const languagePacks = { ${packs.join(', ')} };`,
      ].join('\n');
    },
  };
}
