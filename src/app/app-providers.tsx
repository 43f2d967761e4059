import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { directionOfContent, languageOf, useContent } from '../content';
import { useBuildData } from '../content/build-data';
import { colorModeStorage, colorSchemeStorageKey, ownerColorMode, themeFor } from '../theme';

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
      {children}
    </ThemeProvider>
  );
}
