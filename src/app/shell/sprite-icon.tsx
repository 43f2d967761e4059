import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { Theme } from '@mui/material/styles';
import type { ExternalLinkIcon } from '../../content';
import { pointingIcon } from '../../shared/pointing-icon';
import { routeIcons } from '../route-icons';
// The icons whose drawings would weigh on every page (one per link an owner lists, the theme
// switch's pair) are symbols of one cacheable file: the page holds a reference to each, a few
// bytes, and the file arrives beside the font (docs/decisions/0017-icons-from-one-file.md).
import icons from './icons.svg?no-inline';

/** The symbols of icons.svg: an icon for each kind of link (the content's `externalLinkIcons`),
 * and these. */
export const shellIcons = ['dark-mode', 'light-mode', 'open-in-new', ...routeIcons] as const;
export type SpriteIconName = ExternalLinkIcon | (typeof shellIcons)[number];

/** The icons that point along the line, mirrored on a page written right to left. */
const pointingIcons = new Set<SpriteIconName>(['open-in-new']);

/** A caller's style as one object (an icon's style is a plain object or a function of the theme). */
function stylesOf(sx: SvgIconProps['sx'], theme: Theme): object {
  const styles = typeof sx === 'function' ? sx(theme) : sx;
  return typeof styles === 'object' && styles !== null && !Array.isArray(styles) ? styles : {};
}

/** The address of an icon's drawing: its symbol in icons.svg. */
export function spriteIconHref(name: SpriteIconName): string {
  return `${icons}#${name}`;
}

/** An icon drawn from icons.svg: its box is laid out from the first paint, so nothing moves as
 * the drawing arrives. Decorative: what it stands for is said in words beside it. */
export function SpriteIcon({ name, sx, ...props }: { name: SpriteIconName } & SvgIconProps) {
  return (
    <SvgIcon
      aria-hidden="true"
      sx={
        pointingIcons.has(name)
          ? (theme) => ({ ...stylesOf(sx, theme), ...pointingIcon(theme) })
          : sx
      }
      {...props}
    >
      <use href={spriteIconHref(name)} />
    </SvgIcon>
  );
}
