import SvgIcon from '@mui/material/SvgIcon';
import type { ExternalLinkIcon as IconName } from '../../content';
// One cacheable file holds every link icon's drawing, so no page carries the path data: each
// icon is a reference to its symbol, a few bytes however many links an owner has (decision 0017).
import linkIcons from './link-icons.svg?no-inline';

/** The address of a link icon's drawing: its symbol, named as the icon, in link-icons.svg. */
export function linkIconHref(name: IconName): string {
  return `${linkIcons}#${name}`;
}

/** A link's icon; its 1em box is drawn from the first paint, the mark as the file arrives. */
export function ExternalLinkIcon({ name }: { name: IconName }) {
  return (
    <SvgIcon aria-hidden="true">
      <use href={linkIconHref(name)} />
    </SvgIcon>
  );
}
