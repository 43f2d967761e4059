// The language a visitor chose, remembered across the site's languages (one origin, so one
// storage): by following a link to another language (the navigation's switcher, before the app
// is live by ./boot.ts, after by the app) or by the offer of one, or by dismissing that offer.
// Once she has chosen, the site offers her no language again (src/app/shell/language-offer.tsx).

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

const primary = (tag: string) => tag.slice(0, 2).toLowerCase();

/**
 * Whether the app may offer this visitor another of the site's languages (`tags`): one of her
 * browser's languages is one of them, not the page's (`current`), and she has made no choice.
 * The app's offer (src/app/shell/language-offer.tsx) weighs her order; this only starts it.
 */
export function offerWaiting(tags: readonly string[], current: string): boolean {
  return (
    tags.some(
      (tag) =>
        primary(tag) !== primary(current) &&
        navigator.languages?.some((preference) => primary(preference) === primary(tag)),
    ) && !hasChosenLanguage()
  );
}
