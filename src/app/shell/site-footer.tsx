import Box from '@mui/material/Box';
import { useContent, useLanguage } from '../../content';
import { loadingAttribute } from '../../start-up/contract';
import { footerHeight, pageMaxWidth, pagePadding } from '../../theme';

/** A short colophon under every screen: the year and the owner's name, on the page's left edge. */
export function SiteFooter() {
  const { owner } = useContent();
  const year = new Intl.NumberFormat(useLanguage(), { useGrouping: false });
  return (
    <Box
      component="footer"
      data-print="hide"
      sx={{
        px: pagePadding.x,
        mx: 'auto',
        width: '100%',
        maxWidth: pageMaxWidth + pagePadding.x.md * 16,
        height: footerHeight,
        typography: 'caption',
        color: 'text.secondary',
        // Unseen while the screen is on its way, so that it does not move when the screen comes.
        [`main[${loadingAttribute}] + &`]: { visibility: 'hidden' },
      }}
    >
      {/* The build's year: the site is built again at least weekly (the deploy's schedule). */}©{' '}
      <span>{year.format(new Date().getFullYear())}</span> · {owner.name}
    </Box>
  );
}
