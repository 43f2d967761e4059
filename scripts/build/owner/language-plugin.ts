import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { directionOfContent, languageOf } from '../../../src/content/text.ts';
import {
  languagePacks as templatePacks,
  packFor,
  packTag,
  type OwnerPack,
} from '../../../src/i18n/index.ts';
import { offerTextOf } from '../../../src/i18n/offer-text.ts';
import { checkOwnerPack, ownerPackTag, withOwnerPack } from '../../../src/i18n/owner-packs.ts';
import { ownerFolder, ownerLanguages, type OwnerContent } from './owner-content.ts';

const packsModule = resolve('src/i18n/language-packs.ts');
const ownerPacksHelper = resolve('src/i18n/owner-packs.ts');
const offerTextsModule = resolve('src/i18n/offer-texts.ts');

/** The owner's language packs, owner/i18n/<tag>.ts, by tag. */
export function ownerPackFiles(folder = ownerFolder()): Record<string, string> {
  const dir = resolve(folder, 'i18n');
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .sort()) {
    const tag = basename(name, '.ts');
    if (!ownerPackTag.test(tag))
      throw new Error(
        `${relative('.', join(dir, name))}: a language pack is named by its language's subtag in lower case, e.g. it.ts or nl.ts (with its script for a language written in more than one: sr-latn.ts)`,
      );
    files[tag] = join(dir, name);
  }
  return files;
}

/** Reads the owner's packs (their default exports), checking each: an unknown or empty text
 * fails the build, naming it. */
export async function loadOwnerPacks(root = process.cwd()): Promise<Record<string, OwnerPack>> {
  const packs: Record<string, OwnerPack> = {};
  for (const [tag, file] of Object.entries(ownerPackFiles(resolve(root, ownerFolder())))) {
    const { module } = await runnerImport<{ default?: unknown }>(file, {
      configFile: false,
      logLevel: 'error',
      root,
    });
    const pack = module.default;
    const where = relative(root, file);
    if (typeof pack !== 'object' || pack === null || Array.isArray(pack))
      throw new Error(`${where}: its default export must be an object of texts by name`);
    const { unknown, retired, empty, badDirection } = checkOwnerPack(
      pack as Record<string, unknown>,
      packFor(tag),
    );
    if (retired.length > 0)
      console.warn(
        `warning: ${where}: ${retired.join(', ')}: the site no longer shows ${retired.length > 1 ? 'these texts' : 'this text'}; you may remove ${retired.length > 1 ? 'them' : 'it'}`,
      );
    const problems = [
      ...(badDirection === undefined
        ? []
        : [`direction: is 'ltr' or 'rtl', not ${JSON.stringify(badDirection)}`]),
      ...unknown.map((key) => `${key}: is not an interface text (src/i18n/en.ts names them)`),
      ...empty.map((key) => `${key}: must be a text, not empty`),
    ];
    if (problems.length > 0) throw new Error(`${where} is not valid:\n  ${problems.join('\n  ')}`);
    packs[tag] = pack as OwnerPack;
  }
  return packs;
}

/**
 * Serves src/i18n/language-packs.ts with the owner's packs (owner/i18n/) over the template's.
 * The site ships the interface's words in the owner's language only (and English, every pack's
 * fallback); unit tests, which render owners in every language, get all of them. The build
 * warns about each text of the site's language that falls back to English.
 */
export function languagePacks(owner: OwnerContent, { all }: { all: boolean }): Plugin {
  const siteLanguage = () => packOf(languageOf(owner.current), owner);
  return {
    name: 'portfolio-language-packs',
    enforce: 'pre',
    buildStart() {
      if (all || this.environment.config.consumer === 'server') return;
      const language = siteLanguage();
      const file = ownerPackFiles()[language];
      if (!file) return;
      const pack = owner.packs[language] ?? {};
      const { english } = checkOwnerPack(pack, templatePack(language));
      if (english.length > 0)
        this.warn(
          `${relative(process.cwd(), file)} leaves out ${english.length} text${english.length > 1 ? 's' : ''}, shown in English: ${english.join(', ')}`,
        );
    },
    load(id) {
      if (id === offerTextsModule && !all) return offerTextsSource(owner);
      if (id !== packsModule) return undefined;
      const owned = Object.entries(ownerPackFiles());
      let source: string;
      let shipped: string[];
      if (all) {
        source = readFileSync(packsModule, 'utf8');
        shipped = owned.map(([tag]) => tag);
      } else {
        shipped = [...new Set(['en', siteLanguage()])];
        const template = shipped.filter((code) => existsSync(resolve(`src/i18n/${code}.ts`)));
        // A pack's export is named for its tag: zh-hant.ts exports `zhHant`.
        const name = (code: string) =>
          code.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
        source = [
          ...template.map((code) => `import { ${name(code)} } from './${code}.ts';`),
          `export const languagePacks = { ${template.map((code) => `${JSON.stringify(code)}: ${name(code)}`).join(', ')} };`,
        ].join('\n');
      }
      const added = owned.filter(([tag]) => shipped.includes(tag));
      if (added.length === 0) return source;
      return [
        source,
        `import { withOwnerPack as ownerOver } from ${JSON.stringify(ownerPacksHelper)};`,
        ...added.map(([tag, file], index) =>
          [
            `import ownerPack${index} from ${JSON.stringify(file)};`,
            `languagePacks[${JSON.stringify(tag)}] = ownerOver(ownerPack${index}, languagePacks[${JSON.stringify(tag)}]);`,
          ].join('\n'),
        ),
      ].join('\n');
    },
    // A language added or removed is one more for the content's check: the development server
    // starts anew (an edit to a pack is an ordinary update of the module that imports it).
    configureServer(server) {
      const dir = resolve(ownerFolder(), 'i18n');
      server.watcher.add(dir);
      const restart = (file: string) => file.startsWith(dir) && void server.restart();
      server.watcher.on('add', restart).on('unlink', restart);
    },
    // The development server's page (the build writes its own, scripts/build/prerender/prerender.ts).
    transformIndexHtml(html) {
      const dir = directionOfContent(owner.current) === 'rtl' ? ' dir="rtl"' : '';
      return html.replace(
        /<html lang="[^"]*">/,
        `<html lang="${languageOf(owner.current)}"${dir}>`,
      );
    },
  };
}

/** The offers of the site's languages (src/i18n/offer-texts.ts), each in its own words: the
 * owner's pack over the template's, else English. */
function offerTextsSource(owner: OwnerContent): string {
  const tags = new Set(['en', ...ownerLanguages(owner).map(({ tag }) => packOf(tag, owner))]);
  const texts = Object.fromEntries(
    [...tags].map((tag) => [
      tag,
      offerTextOf(withOwnerPack(owner.packs[tag] ?? {}, templatePack(tag))),
    ]),
  );
  return `export const offerTexts = ${JSON.stringify(texts)};`;
}

/** The template's own pack of a language, before the owner's went over it. */
function templatePack(language: string) {
  return existsSync(resolve(`src/i18n/${language}.ts`)) ? packFor(language) : undefined;
}

/** The pack a language tag of the site reads (`packTag`), among the template's and the owner's. */
function packOf(tag: string, owner: OwnerContent): string {
  return packTag(tag, { ...templatePacks, ...owner.packs });
}
