// The sites of the owner's languages as the suite's build made them (scripts/build/build.mjs): the
// main one at the base, each other in its folder with the owner's translation over the main
// content, for specs that read a language's texts.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Content } from '../src/content/schema.ts';
import { languageOf, textOf } from '../src/content/text.ts';
import type { Dictionary } from '../src/i18n/index.ts';
import { siteLanguages, type SiteLanguage } from '../src/i18n/site-languages.ts';
import { translationFile } from '../scripts/build/owner/site-language.ts';
import { periodsInLanguage } from '../scripts/build/owner/translated-periods.ts';
import { translateContent } from '../scripts/build/owner/translation.ts';

export type LanguageSite = SiteLanguage & {
  /** The content in this language, as its build made it. */
  content: Content;
  /** The interface's words in it, with the owner's own. */
  text: Dictionary;
  /** Its address under the suite's base path (`/portfolio/de/`), and its public address. */
  base: string;
  url: string;
};

/**
 * Every language's site of the content in `folder` (its content.ts and content.<tag>.ts), the
 * main one first. `base` and `siteUrl` are the main site's.
 */
export async function languageSitesOf(
  main: Content,
  folder: string,
  { base, siteUrl }: { base: string; siteUrl: string },
): Promise<LanguageSite[]> {
  const languages = siteLanguages(languageOf(main), main.languages);
  return Promise.all(
    languages.map(async (language) => {
      let content = main;
      if (!language.main) {
        const file = resolve(translationFile(resolve(folder, 'content.ts'), language.tag));
        const translation = existsSync(file)
          ? ((await import(pathToFileURL(file).href)) as { translation: unknown }).translation
          : undefined;
        const translated = translateContent(main, translation, language.tag);
        if (translated.problems.length > 0)
          throw new Error(`${file}: ${translated.problems.join('; ')}`);
        content = periodsInLanguage(translated.content, main);
      }
      return {
        ...language,
        content,
        text: textOf(content),
        base: `${base}${language.folder}`,
        url: new URL(language.folder, siteUrl).href,
      };
    }),
  );
}
