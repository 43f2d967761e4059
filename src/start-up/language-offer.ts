import { chooseLanguage, hasChosenLanguage, preferredLanguage } from './language-choice';
import { mainContentId } from './contract';

// The offer of another of the site's languages: one quiet line, in the visitor's language, when
// her browser prefers another of them than the page's and she has not chosen one (the site never
// moves her there itself). The build renders an offer for each language into a <template> in the
// shell (src/app/shell/language-offer.tsx); the start-up script (./boot.ts) puts the one she
// prefers on the page once it has had its largest paint, so it neither moves nor paints first.
// Following it or closing it is her choice, remembered (./language-choice.ts).

/** The attribute of the template holding a language's offer, by the language's tag. */
export const languageOfferAttribute = 'data-language-offer';

/**
 * While the offer floats at the window's foot, what the page brings into view (the contact
 * form's alert, a focused field) stops above it: the window's scroll padding is its height and
 * its distance from the foot.
 */
function keepClearOf(offer: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const fromFoot = parseFloat(getComputedStyle(offer).bottom) || 0;
    root.style.scrollPaddingBottom = `${offer.offsetHeight + fromFoot}px`;
  };
  update();
  const resized = new ResizeObserver(update);
  resized.observe(offer);
  addEventListener('resize', update);
  return () => {
    resized.disconnect();
    removeEventListener('resize', update);
    root.style.removeProperty('scroll-padding-bottom');
  };
}

/** Offers the visitor the language of `tags` her browser prefers over the page's (`current`). */
export function offerLanguage(tags: readonly string[], current: string) {
  if (hasChosenLanguage()) return;
  const tag = preferredLanguage(tags, current, navigator.languages ?? [navigator.language]);
  const template = document.querySelector<HTMLTemplateElement>(
    `template[${languageOfferAttribute}="${tag}"]`,
  );
  const offer = template?.content.firstElementChild?.cloneNode(true);
  if (!template || !(offer instanceof HTMLElement)) return;
  // Where the template is: early in the order of Tab and of reading.
  template.replaceWith(offer);
  const clear = keepClearOf(offer);
  offer.querySelector('button')?.addEventListener('click', () => {
    chooseLanguage(current);
    const hadFocus = offer.contains(document.activeElement);
    clear();
    offer.remove();
    // Focus was on the button that went: it moves on to the screen, not to the page's top.
    if (hadFocus) document.getElementById(mainContentId)?.focus({ preventScroll: true });
  });
}
