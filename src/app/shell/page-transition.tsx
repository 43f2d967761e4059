import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { pageFadeMs, pageMaxWidth } from '../../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * Centres a page at the maximum width and fades it in; keyed by route so each page fades.
 * The first page does not fade: it is already painted from the prerendered HTML.
 */
export function PageTransition({ fade, children }: { fade: boolean; children: ReactNode }) {
  return (
    <Box
      data-testid="page"
      sx={{
        maxWidth: pageMaxWidth,
        mx: 'auto',
        animation: fade ? `${fadeIn} ${pageFadeMs}ms ease-in` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
