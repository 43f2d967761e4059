import { screenHeading, screenName, screenTable, shownScreens } from '../src/app/route-table.ts';
import { readOwnerScreens } from '../scripts/build/owner/owner-screens.ts';
import { languageOf, textOf } from '../src/content/text.ts';
import type { Content } from '../src/content/schema.ts';
import { addOwnerPacks, type Dictionary } from '../src/i18n/index.ts';
import { offersSchemeSwitch } from '../src/theme/color-scheme.ts';
import { loadOwnerPacks } from '../scripts/build/owner/language-plugin.ts';
import { builtContentFile, loadOwnerContent } from '../scripts/build/owner/owner-content.ts';
import { contentInLanguage } from '../scripts/build/owner/site-language.ts';
import { siteLanguages } from '../src/i18n/site-languages.ts';
import { builtIndex, builtScreens, type BuiltScreen } from './built-site.ts';
import { siteAddress } from './site-settings.ts';

/** What a screen of this owner's site must show, in their language. */
export type ExpectedScreen = BuiltScreen & {
  /** Its main heading, where the template words it (the owner's own screens word their own). */
  heading?: string;
  /** The owner's words it shows: name, tagline, skills, job titles, project titles… */
  texts: string[];
};

/** The owner's words a template screen shows (those the build does not select or shorten). */
function textsOf(part: string, content: Content, text: Dictionary): string[] {
  switch (part) {
    case 'home':
      return [content.owner.tagline, ...content.skills];
    case 'experience':
      return [
        ...content.jobs.flatMap((job) => [job.title, job.company]),
        ...(content.education ?? []).map((entry) => entry.degree),
        ...(content.certifications ?? []).map((certification) => certification.name),
      ];
    case 'projects':
      return content.projects.map((project) => project.title);
    case 'contact':
      return [text.sendMessage];
    default:
      return [];
  }
}

/**
 * Everything the checks compare the built site with, per language: the main one first, each
 * other its own site in its folder (`de/`), with the owner's translation as its build read it.
 */
export async function ownerSites() {
  // Read as the build reads it: owner/content.ts, or the content the build was pointed at.
  const main: Content = await loadOwnerContent();
  // Her language packs (owner/i18n/), over the template's, as the build adds them.
  addOwnerPacks(await loadOwnerPacks());
  const languages = siteLanguages(languageOf(main), main.languages);
  return Promise.all(
    languages.map(async (language) => {
      const { content } = await contentInLanguage(main, language, builtContentFile());
      return { ...ownerSite(content, language.folder), name: language.name, main: language.main };
    }),
  );
}

/** One language's site: what it must show, and its address. */
function ownerSite(content: Content, folder: string) {
  const text = textOf(content);
  const routes = shownScreens(screenTable(readOwnerScreens()), content);
  const screens: ExpectedScreen[] = builtScreens(builtIndex(folder)).map((built) => {
    const route = routes.find((each) => each.path === built.path);
    if (!route) return { ...built, texts: [] };
    return {
      ...built,
      // A template screen's heading in the owner's words; a screen of her own words its own.
      heading: screenHeading(route, content),
      texts: textsOf(route.part, content, text),
    };
  });
  return {
    content,
    text,
    language: languageOf(content),
    address: new URL(folder, siteAddress()).href,
    screens,
    /** The template's screens this content shows, with their names in its language. */
    required: routes.map((route) => ({ path: route.path, nav: screenName(route, content) })),
    /** The colour schemes a visitor can see: dark, and light too where the owner offers it. */
    schemes: offersSchemeSwitch(content) ? (['dark', 'light'] as const) : (['dark'] as const),
  };
}
