import { scriptDirection, type Direction } from '../../i18n';

// In the Writing screen's part, the one that needs it, not in every route's code.
/** The attributes of a text written in `tag` on a page in `pageLanguage`: its language and its
 * direction, where that is another language than the page's (nothing where it is the same). */
export function writtenIn(
  tag: string | undefined,
  pageLanguage: string,
): { lang?: string; dir?: Direction } {
  if (!tag) return {};
  try {
    if (new Intl.Locale(tag).language === new Intl.Locale(pageLanguage).language) return {};
  } catch {
    return {};
  }
  return { lang: tag, dir: scriptDirection(tag) };
}
