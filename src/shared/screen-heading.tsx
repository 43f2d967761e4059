import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A screen's main heading, the page's one <h1>, with an optional line under it: as the
 * template's screens open. */
export function ScreenHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h1">{children}</Typography>
      {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
    </Stack>
  );
}
