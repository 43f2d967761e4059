import IconButton from '@mui/material/IconButton';
import { useContent, useText } from '../../content';
import { colorSchemeAttribute, colorSchemeToggleAttribute, ownerColorMode } from '../../theme';
import { SpriteIcon } from './sprite-icon';

/**
 * Switches between the dark and the light theme; the choice is remembered in the browser. A
 * toggle button named "Dark theme", pressed while the dark theme is on. Its icon follows the
 * scheme by CSS alone, so it is right from the first paint. The page's script works it
 * (src/start-up/color-scheme.ts, with ./scheme.ts); rendered for the owner's scheme, which the
 * script corrects at once for the visitor's.
 */
export function ColorSchemeToggle() {
  const content = useContent();
  const text = useText();
  const pressed = ownerColorMode(content) !== 'light';
  return (
    <IconButton
      {...{ [colorSchemeToggleAttribute]: '' }}
      aria-label={text.darkTheme}
      aria-pressed={pressed}
      sx={{
        ml: 'auto',
        color: 'text.secondary',
        [`[${colorSchemeAttribute}="light"] & .dark-icon`]: { display: 'none' },
        [`html:not([${colorSchemeAttribute}="light"]) & .light-icon`]: { display: 'none' },
      }}
    >
      <SpriteIcon name="dark-mode" className="dark-icon" />
      <SpriteIcon name="light-mode" className="light-icon" />
    </IconButton>
  );
}
