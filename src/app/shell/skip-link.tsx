import Link from '@mui/material/Link';
import type { MouseEvent } from 'react';
import { useText } from '../../content';
import { mainContentId } from '../../start-up/contract';

/** First stop for keyboard users. Focuses <main> directly: following a plain "#main-content"
 * link would be read by the hash router as a route. */
export function SkipLink() {
  const text = useText();
  function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  }
  return (
    <Link
      href={`#${mainContentId}`}
      onClick={skipToMain}
      data-print="hide"
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {text.skipToMain}
    </Link>
  );
}
