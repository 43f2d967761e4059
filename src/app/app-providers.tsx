import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useContent } from '../content';
import {
  colorModeStorage,
  colorSchemeStorageKey,
  ownerColorMode,
  themeColorsFor,
  themeFor,
} from '../theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const content = useContent();
  return (
    <ThemeProvider
      theme={themeFor(content)}
      // With the owner's `theme` setting, the visitor's scheme, kept where the page's start-up
      // scripts read it (src/theme/color-scheme.ts).
      defaultMode={ownerColorMode(content)}
      modeStorageKey={colorSchemeStorageKey}
      storageManager={colorModeStorage}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <BrowserThemeColor themeColors={themeColorsFor(content.theme)} />
      {children}
    </ThemeProvider>
  );
}

/** Keeps the browser's theme colour (its address bar on a phone) on the scheme in force. */
function BrowserThemeColor({ themeColors }: { themeColors: Record<'dark' | 'light', string> }) {
  const { colorScheme } = useColorScheme();
  useEffect(() => {
    if (colorScheme !== 'dark' && colorScheme !== 'light') return;
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', themeColors[colorScheme]);
  }, [colorScheme, themeColors]);
  return null;
}
