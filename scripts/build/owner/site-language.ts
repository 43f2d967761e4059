// Which of the site's languages a build makes: the main one at the base address, or another
// (PORTFOLIO_LANGUAGE, set by scripts/build/build.mjs for each) in its folder, with the owner's
// words from owner/content.<tag>.ts over the main language's.
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { runnerImport } from 'vite';
import type { Content } from '../../../src/content/schema.ts';
import { languageOf } from '../../../src/content/text.ts';
import { siteLanguages, type SiteLanguage } from '../../../src/i18n/site-languages.ts';
import { periodsInLanguage } from './translated-periods.ts';
import { translateContent } from './translation.ts';

/** The language PORTFOLIO_LANGUAGE names, if any: a build (or development server) of that site. */
export function builtLanguageTag(): string | undefined {
  return process.env.PORTFOLIO_LANGUAGE?.trim() || undefined;
}

/** The language this build makes, of the main content's languages; the main one by default. */
export function builtLanguage(main: Content, tag = builtLanguageTag()): SiteLanguage {
  const all = siteLanguages(languageOf(main), main.languages);
  if (!tag) return all[0];
  const found = all.find((each) => each.tag.toLowerCase() === tag.toLowerCase());
  if (!found)
    throw new ContentError(
      `PORTFOLIO_LANGUAGE=${tag} is not one of the site's languages (${all.map((each) => each.tag).join(', ')}): add it to \`languages\` in the content`,
    );
  return found;
}

/** The translation file beside a content file: content.ts → content.de.ts. */
export function translationFile(contentFile: string, tag: string): string {
  return contentFile.replace(/(\.[cm]?[jt]s)?$/, `.${tag}$1`);
}

/** A language's name in the build's own messages: 'French'. */
function english(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A problem in the owner's files, said in full (the build shows its message alone). */
export class ContentError extends Error {
  readonly code = 'PORTFOLIO_CONTENT';
}

/**
 * The content in `language`: the main content itself for the main language; else its translation
 * file over it, or, without one, the owner's words as written (`missing` says so); either way
 * with the dates it leaves as the main content writes them in that language.
 */
export async function contentInLanguage(
  main: Content,
  language: SiteLanguage,
  contentFile: string,
  root = process.cwd(),
): Promise<{ content: Content; missing?: string }> {
  if (language.main) return { content: main };
  const file = resolve(root, translationFile(contentFile, language.tag));
  const shown = relative(root, file);
  if (!existsSync(file))
    return {
      content: periodsInLanguage(translateContent(main, undefined, language.tag).content, main),
      missing: `${shown} does not exist: the ${english(language.tag)} site (${language.folder}) shows the interface in ${english(language.tag)} and your words as written`,
    };
  const { module } = await runnerImport<{ translation?: unknown }>(file, {
    configFile: false,
    logLevel: 'error',
    root,
  });
  if (!('translation' in module))
    throw new ContentError(
      `${shown} must export \`translation\`: the content's fields in ${language.name}`,
    );
  const { content, problems } = translateContent(main, module.translation, language.tag);
  if (problems.length > 0)
    throw new ContentError(
      `${shown} is not valid:\n  ${problems.join('\n  ')}\nFix these fields and build again.`,
    );
  return { content: periodsInLanguage(content, main) };
}
