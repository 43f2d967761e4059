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
    // The same language in the same script (a region of its own is not another language;
    // Serbian in Latin letters on a Cyrillic page is).
    const article = new Intl.Locale(tag).maximize();
    const page = new Intl.Locale(pageLanguage).maximize();
    if (article.language === page.language && article.script === page.script) return {};
  } catch {
    return {};
  }
  return { lang: tag, dir: scriptDirection(tag) };
}
