// The language a visitor chose, remembered across the site's languages (one origin, so one
// storage): by following a link to another language (the navigation's switcher or the offer of
// one, as ./boot.ts sees it followed), or by dismissing that offer (./language-offer.ts).
// Once she has chosen, the site offers her no language again (./language-offer.ts).

export const languageChoiceKey = 'portfolio:language-choice';

/** Remembers `tag` as her choice. */
export function chooseLanguage(tag: string) {
  try {
    localStorage.setItem(languageChoiceKey, tag);
  } catch {
    // Storage blocked: the offer may come again, nothing worse.
  }
}

/** Her choice, if she made one (or storage cannot tell: then none is offered either). */
export function hasChosenLanguage(): boolean {
  try {
    return localStorage.getItem(languageChoiceKey) !== null;
  } catch {
    return true;
  }
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
 * The site's language (of `tags`) the visitor's browser prefers (`navigator.languages`, in her
 * order): the same tag, else the same language in the same script (her 'sr-RS' is the site's
 * Cyrillic 'sr', not its 'sr-Latn'), else the same language (her 'de-CH' is the site's 'de');
 * none when the first of her languages the site has is this page's (`current`).
 */
export function preferredLanguage(
  tags: readonly string[],
  current: string,
  preferences: readonly string[],
): string | undefined {
  for (const preference of preferences) {
    const match =
      tags.find((tag) => tag.toLowerCase() === preference.toLowerCase()) ??
      tags.find((tag) => likelyScript(tag) === likelyScript(preference)) ??
      tags.find((tag) => primary(tag) === primary(preference));
    if (match) return match === current ? undefined : match;
  }
  return undefined;
}
