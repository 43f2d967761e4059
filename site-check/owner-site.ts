import {
  screenHeading,
  screenName,
  screenTable,
  shownScreens,
  type ScreenRoute,
} from '../src/app/route-table.ts';
import { readOwnerScreens } from '../scripts/site/owner-screens.ts';
import { languageOf, textOf } from '../src/content/text.ts';
import type { Content } from '../src/content/schema.ts';
import type { Dictionary } from '../src/i18n/index.ts';
import { offersSchemeSwitch } from '../src/theme/color-scheme.ts';
import { loadOwnerContent } from '../scripts/site/owner-content.ts';
import { builtScreens, type BuiltScreen } from './built-site.ts';

/** What a screen of this owner's site must show, in their language. */
export type ExpectedScreen = BuiltScreen & {
  /** Its main heading, where the template words it (the owner's own screens word their own). */
  heading?: string;
  /** The owner's words it shows: name, tagline, skills, job titles, project titles… */
  texts: string[];
};

/** A template screen's heading in the owner's words (the route table names it); a screen of
 * the owner's own words its own. */
function headingOf(route: ScreenRoute, content: Content): string | undefined {
  return screenHeading(route, content);
}

/** The owner's words a template screen shows (those the build does not select or shorten). */
function textsOf(part: string, content: Content, text: Dictionary): string[] {
  switch (part) {
    case 'home':
      return [content.owner.tagline, ...content.skills];
    case 'experience':
      return content.jobs.flatMap((job) => [job.title, job.company]);
    case 'projects':
      return content.projects.map((project) => project.title);
    case 'contact':
      return [text.sendMessage];
    default:
      return [];
  }
}

/** Everything the checks compare the built site with. */
export async function ownerSite() {
  // Read as the build reads it: owner/content.ts, or the content the build was pointed at.
  const content: Content = await loadOwnerContent();
  const text = textOf(content);
  const routes = shownScreens(screenTable(readOwnerScreens()), content);
  const screens: ExpectedScreen[] = builtScreens().map((built) => {
    const route = routes.find((each) => each.path === built.path);
    if (!route) return { ...built, texts: [] };
    return {
      ...built,
      heading: headingOf(route, content),
      texts: textsOf(route.part, content, text),
    };
  });
  return {
    content,
    text,
    language: languageOf(content),
    screens,
    /** The template's screens this content shows, with their names in its language. */
    required: routes.map((route) => ({ path: route.path, nav: screenName(route, content) })),
    /** The colour schemes a visitor can see: dark, and light too where the owner offers it. */
    schemes: offersSchemeSwitch(content) ? (['dark', 'light'] as const) : (['dark'] as const),
  };
}
