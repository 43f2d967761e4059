import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { directionOfContent, languageOf, useContent, type Content } from '../content';
import { useBuildData } from '../content/build-data';
import { applyScheme } from '../start-up/scheme';
import {
  colorModeStorage,
  colorSchemeStorageKey,
  offersSchemeSwitch,
  ownerColorMode,
  themeFor,
} from '../theme';
import { schemeSettingsFor } from './shell/scheme-settings';

export function AppProviders({ children }: { children: ReactNode }) {
  const content = useContent();
  const { fontKind } = useBuildData();
  return (
    <ThemeProvider
      theme={themeFor(content, fontKind, {
        language: languageOf(content),
        direction: directionOfContent(content),
      })}
      // With the owner's `theme` setting, the visitor's scheme, kept where the page's start-up
      // scripts read it (src/theme/color-scheme.ts).
      defaultMode={ownerColorMode(content)}
      modeStorageKey={colorSchemeStorageKey}
      storageManager={colorModeStorage}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {offersSchemeSwitch(content) && <SchemeInForce content={content} />}
      {children}
    </ThemeProvider>
  );
}

/** Keeps the page on the scheme MUI's theme has in force (also when the device's changes, for
 * 'system'), as the start-up script applies it: the browser's theme colour (its address bar on a
 * phone) and the switch's state. */
function SchemeInForce({ content }: { content: Content }) {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme === 'dark' || colorScheme === 'light')
      applyScheme(schemeSettingsFor(content), colorScheme);
  }, [colorScheme, content]);
  return null;
}
