import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useContent, useText } from '../../content';
import { switchScheme } from '../../start-up/scheme';
import { colorSchemeAttribute, colorSchemeToggleAttribute, ownerColorMode } from '../../theme';
import { schemeSettingsFor } from './scheme-settings';
import { SpriteIcon } from './sprite-icon';

/**
 * Switches between the dark and the light theme; the choice is remembered in the browser. A
 * toggle button named "Dark theme", pressed while the dark theme is on. Its icon follows the
 * scheme by CSS alone, so it is right from the first paint. A press does what it does before the
 * app is live (switchScheme, src/start-up/scheme.ts), and tells MUI's theme the scheme.
 */
export function ColorSchemeToggle() {
  const { colorScheme, setMode } = useColorScheme();
  const content = useContent();
  const text = useText();
  // Unknown in the prerendered page and until the app has read the visitor's choice: the
  // owner's scheme meanwhile (the start-up script corrects the painted page at once).
  const shown = colorScheme ?? (ownerColorMode(content) === 'light' ? 'light' : 'dark');
  const pressed = shown === 'dark';
  return (
    <IconButton
      {...{ [colorSchemeToggleAttribute]: '' }}
      aria-label={text.darkTheme}
      aria-pressed={pressed}
      onClick={() => setMode(switchScheme(schemeSettingsFor(content)))}
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
