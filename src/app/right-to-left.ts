import rtlPlugin from '@mui/stylis-plugin-rtl';
import { DECLARATION, type Middleware } from 'stylis';

/** Swaps the inline sides of a four-value `inset` (top right bottom left), which cssjanus, made
 * before the property, leaves as it is. */
function mirroredInset(value: string): string {
  const sides = value.trim().split(/\s+/);
  if (sides.length !== 4) return value;
  const [top, right, bottom, left] = sides;
  return `${top} ${left} ${bottom} ${right}`;
}

/** What mirroring needs beyond cssjanus's flips (margin-left, left, border-right,
 * translateX): the newer `inset`. */
export const mirrorRest: Middleware = (element) => {
  if (element.type !== DECLARATION || element.props !== 'inset') return;
  if (typeof element.children !== 'string') return;
  const mirrored = mirroredInset(element.children);
  if (mirrored !== element.children) element.return = `inset:${mirrored};`;
};

/**
 * The plugins that mirror the styles of a page written right to left as the build collects them
 * (src/entry-server.tsx), after the prefixer: Material UI's components are written with physical
 * sides (margin-left), which cssjanus swaps; the template's own styles use logical properties
 * (margin-inline-start), which it leaves alone and the browser places by `dir`
 * (docs/decisions/0034-direction-from-the-language.md).
 */
export const rightToLeftPlugins = [rtlPlugin, mirrorRest];
