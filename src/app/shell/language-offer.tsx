import CloseIcon from '@mui/icons-material/Close';
import TranslateIcon from '@mui/icons-material/Translate';
import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { useId } from 'react';
import { useSiteLanguages } from '../../content';
import { fillText, languageNameInText, packTag, type SiteLanguage } from '../../i18n';
import { offerTexts } from '../../i18n/offer-texts';
import { languageOfferAttribute } from '../../start-up/language-offer';
import { motion, pagePadding, radius, space } from '../../theme';
import { useLanguageAddress } from './language-links';

const riseIn = keyframes`
  from { opacity: 0; transform: translateY(8px); }
`;

/** The words of a language's offer: its own pack's (src/i18n/offer-texts.ts), else English. */
function offerTextIn(tag: string) {
  return offerTexts[packTag(tag, offerTexts)] ?? offerTexts.en;
}

/**
 * One quiet line, in the visitor's language, offering the screen shown in it. It floats at the
 * foot of the window until she follows it or closes it. Early in the order of Tab and of reading,
 * it is shown after the page (`order`) and sticks to the window's foot there, so at the page's
 * end it stands under the footer and covers nothing, whatever its height in the visitor's words.
 */
function Offer({ offered }: { offered: SiteLanguage }) {
  const addressIn = useLanguageAddress();
  const linkId = useId();
  const words = offerTextIn(offered.tag);
  if (!words) return null;
  return (
    <Box
      component="aside"
      // The page's script points its link at the screen shown (src/start-up/screen-change.ts).
      {...{ [languageOfferAttribute]: offered.tag }}
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
        sx={{ flexGrow: 1, py: 1 }}
      >
        {fillText(words.languageOffer, { language: languageNameInText(offered.tag) })}
      </Link>
      <IconButton size="small" aria-label={words.closeLanguageOffer}>
        <CloseIcon fontSize="small" aria-hidden="true" />
      </IconButton>
    </Box>
  );
}

/**
 * The offers of the site's other languages, each in a <template> that the start-up script puts
 * on the page for a visitor whose browser prefers that language (src/start-up/language-offer.ts).
 * Nothing for a site in one language.
 */
export function LanguageOffer() {
  const { all, current } = useSiteLanguages();
  if (all.length < 2) return null;
  return all
    .filter((language) => language.tag !== current.tag)
    .map((language) => (
      <template key={language.tag} {...{ [languageOfferAttribute]: language.tag }}>
        <Offer offered={language} />
      </template>
    ));
}
