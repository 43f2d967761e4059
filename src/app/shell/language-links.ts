import { useSiteLanguages } from '../../content';
import type { SiteLanguage } from '../../i18n';
import { screenAddress } from '../../start-up/screen-change';
import { useShownPath } from './shown-path';

/** The address of a language's site from this page's base (the base of this language's build):
 * the main site's base, this language's folder taken off, with the other's folder on. */
export function languageBase(
  language: SiteLanguage,
  current: SiteLanguage,
  base: string = import.meta.env.BASE_URL,
) {
  const main =
    current.folder && base.endsWith(current.folder) ? base.slice(0, -current.folder.length) : base;
  return main + language.folder;
}

/** The address of the screen shown, in another of the site's languages. */
export function useLanguageAddress(): (language: SiteLanguage) => string {
  const path = useShownPath();
  const { current } = useSiteLanguages();
  return (language) => screenAddress(languageBase(language, current), path);
}
