import CloseIcon from '@mui/icons-material/Close';
import TranslateIcon from '@mui/icons-material/Translate';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useId, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { useSiteLanguages } from '../../content';
import { fillText, languageNameInText, packTag, type SiteLanguage } from '../../i18n';
import { offerTexts } from '../../i18n/offer-texts';
import { mainContentId } from '../../start-up/contract';
import { chooseLanguage, hasChosenLanguage } from '../../start-up/language-choice';
import { motion, pagePadding, radius, space } from '../../theme';
import { preferredLanguage, useLanguageAddress } from './language-links';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
`;

const nothingToWatch = () => () => {};

/** The language to offer: the visitor's browser's first of the site's languages when it is not
 * the page's, unless she has chosen one already. Read in the browser only, after the app has
 * started: the prerendered page has no offer, so it neither moves nor paints it first. */
function useOfferedLanguage(): SiteLanguage | undefined {
  const { all, current } = useSiteLanguages();
  return useSyncExternalStore(
    nothingToWatch,
    () =>
      all.length < 2 || hasChosenLanguage()
        ? undefined
        : preferredLanguage(all, current, navigator.languages ?? [navigator.language]),
    () => undefined,
  );
}

/**
 * While the offer floats at the window's foot, what the page brings into view (the contact
 * form's alert, a focused field) stops above it: the window's scroll padding is its height and
 * its distance from the foot. A callback ref, its return the cleanup when the offer goes.
 */
function keepClearOf(offer: HTMLElement | null) {
  if (!offer) return;
  const root = document.documentElement;
  const update = () => {
    const fromFoot = parseFloat(getComputedStyle(offer).bottom) || 0;
    root.style.scrollPaddingBottom = `${offer.offsetHeight + fromFoot}px`;
  };
  update();
  const resized = new ResizeObserver(update);
  resized.observe(offer);
  window.addEventListener('resize', update);
  return () => {
    resized.disconnect();
    window.removeEventListener('resize', update);
    root.style.removeProperty('scroll-padding-bottom');
  };
}

/** The words of a language's offer: its own pack's (src/i18n/offer-texts.ts), else English. */
function offerTextIn(tag: string) {
  return offerTexts[packTag(tag, offerTexts)] ?? offerTexts.en;
}

/**
 * One quiet line, in the visitor's language, offering the screen shown in it when her browser
 * prefers another of the site's languages: the site never moves her there itself. It floats at
 * the foot of the window until she follows it or closes it; either is remembered
 * (src/start-up/language-choice.ts). Early in the order of Tab and of reading, it is shown after
 * the page (`order`) and sticks to the window's foot there, so at the page's end it stands under
 * the footer and covers nothing, whatever its height in the visitor's words.
 */
export function LanguageOffer() {
  const offered = useOfferedLanguage();
  const { current } = useSiteLanguages();
  const addressIn = useLanguageAddress();
  const [closed, setClosed] = useState(false);
  const linkId = useId();
  const words = offered && offerTextIn(offered.tag);
  if (!offered || !words || closed) return null;

  function close(event: MouseEvent<HTMLElement>) {
    chooseLanguage(current.tag);
    setClosed(true);
    // Focus was on the button that goes: it moves on to the screen, not to the page's top.
    if (event.currentTarget.contains(document.activeElement))
      document.getElementById(mainContentId)?.focus({ preventScroll: true });
  }

  return (
    <Box
      component="aside"
      ref={keepClearOf}
      lang={offered.tag}
      aria-labelledby={linkId}
      data-print="hide"
      sx={{
        position: 'sticky',
        order: 1,
        zIndex: 'snackbar',
        bottom: { xs: space.stack * 8, sm: space.group * 8 },
        alignSelf: { xs: 'stretch', sm: 'flex-start' },
        mx: pagePadding.x,
        mb: { xs: space.stack, sm: space.group },
        maxWidth: 520,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 0.5,
        pl: 2,
        pr: 0.5,
        borderRadius: `${radius.md}px`,
        border: 1,
        borderColor: 'surface.line',
        bgcolor: 'background.paper',
        boxShadow: 8,
        typography: 'body2',
        '@media (prefers-reduced-motion: no-preference)': {
          animation: `${riseIn} ${motion.page}ms ${motion.easing}`,
        },
      }}
    >
      <TranslateIcon aria-hidden="true" fontSize="small" sx={{ color: 'text.secondary' }} />
      <Link
        id={linkId}
        href={addressIn(offered)}
        hrefLang={offered.tag}
        onClick={() => chooseLanguage(offered.tag)}
        sx={{ flexGrow: 1, py: 1 }}
      >
        {fillText(words.languageOffer, { language: languageNameInText(offered.tag) })}
      </Link>
      <IconButton size="small" aria-label={words.closeLanguageOffer} onClick={close}>
        <CloseIcon fontSize="small" aria-hidden="true" />
      </IconButton>
    </Box>
  );
}
