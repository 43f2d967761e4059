import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useText } from '../content';
import { pointingIcon } from './pointing-icon';
import { VisuallyHidden } from './visually-hidden';

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return <VisuallyHidden>{` ${useText().opensInNewTab}`}</VisuallyHidden>;
}

/** A text link that opens a new tab, and says so: an icon for the eye, words for the ear. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNewIcon
        aria-hidden="true"
        sx={(theme) => ({
          fontSize: '1em',
          ml: 0.5,
          verticalAlign: '-0.125em',
          ...pointingIcon(theme),
        })}
      />
      <NewTabHint />
    </Link>
  );
}
