import { useText } from '../content';
import { VisuallyHidden } from './visually-hidden';

/** Tells screen-reader users that a link opens a new tab. */
export function NewTabHint() {
  return <VisuallyHidden>{` ${useText().opensInNewTab}`}</VisuallyHidden>;
}
