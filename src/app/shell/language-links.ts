import { useLocation } from 'react-router';
import { useSiteLanguages } from '../../content';
import type { SiteLanguage, SiteLanguages } from '../../i18n';
import { screenAddress } from '../../start-up/screen-change';

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
  const { pathname, search } = useLocation();
  const { current } = useSiteLanguages();
  return (language) => screenAddress(languageBase(language, current), pathname, search);
}

const primary = (tag: string) => tag.toLowerCase().split('-')[0];

/** A tag's language in the script it is likely written in: 'sr-Cyrl' for 'sr-RS', 'sr-Latn' for
 * 'sr-ME', 'zh-Hant' for 'zh-TW'. */
function likelyScript(tag: string): string {
  try {
    const { language, script } = new Intl.Locale(tag).maximize();
    return `${language}-${script ?? ''}`;
  } catch {
    return primary(tag) ?? tag;
  }
}

/**
 * The site's language the visitor's browser prefers (`navigator.languages`, in her order): the
 * same tag, else the same language in the same script (her 'sr-RS' is the site's Cyrillic 'sr',
 * not its 'sr-Latn'), else the same language (her 'de-CH' is the site's 'de'); none when the
 * first of her languages the site has is this page's.
 */
export function preferredLanguage(
  all: SiteLanguages,
  current: SiteLanguage,
  preferences: readonly string[],
): SiteLanguage | undefined {
  for (const preference of preferences) {
    const match =
      all.find((language) => language.tag.toLowerCase() === preference.toLowerCase()) ??
      all.find((language) => likelyScript(language.tag) === likelyScript(preference)) ??
      all.find((language) => primary(language.tag) === primary(preference));
    if (match) return match.tag === current.tag ? undefined : match;
  }
  return undefined;
}
