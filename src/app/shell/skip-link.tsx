import Link from '@mui/material/Link';
import { useText } from '../../content';
import { mainContentId } from '../../start-up/contract';

/** First stop for keyboard users. The start-up script focuses <main> when it is followed: the
 * address's hash names the screen, so "#main-content" must not become one. */
export function SkipLink() {
  const text = useText();
  return (
    <Link
      href={`#${mainContentId}`}
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
