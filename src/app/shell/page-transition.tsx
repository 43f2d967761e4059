import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { motion, pageFadeMs, pageMaxWidth } from '../../theme';

// From 0.01, not 0: browsers do not count a fully transparent element as painted, which would
// push the Largest Contentful Paint of the prerendered first page back to the next repaint.
const fadeIn = keyframes`
  from { opacity: 0.01; }
`;

/** Centres a page at the maximum width and fades it in, each time a screen is put on the page. */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="page"
      sx={{
        maxWidth: pageMaxWidth,
        mx: 'auto',
        animation: `${fadeIn} ${pageFadeMs}ms ${motion.easing}`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
