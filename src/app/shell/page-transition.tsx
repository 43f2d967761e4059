import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { pageFadeMs, pageMaxWidth } from '../../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/** Centres a page at the maximum width and fades it in; keyed by route so each page fades. */
export function PageTransition({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="page"
      sx={{
        maxWidth: pageMaxWidth,
        mx: 'auto',
        animation: `${fadeIn} ${pageFadeMs}ms ease-in`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
