import Box from '@mui/material/Box';
import { useContent } from '../../content';
import { footerHeight, pageMaxWidth, pagePadding } from '../../theme';

/** A short colophon under every screen: the year and the owner's name. */
export function SiteFooter() {
  const { owner } = useContent();
  return (
    <Box
      component="footer"
      data-print="hide"
      sx={{ px: pagePadding.x, height: footerHeight, boxSizing: 'border-box' }}
    >
      <Box
        component="p"
        sx={{ maxWidth: pageMaxWidth, mx: 'auto', my: 0, typography: 'caption' }}
        color="text.secondary"
      >
        {/* The build's year in the page, the visitor's once the app runs: the same but at New Year. */}
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> · {owner.name}
      </Box>
    </Box>
  );
}
