import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { directionOfContent, languageOf, useContent } from '../content';
import { useBuildData } from '../content/build-data';
import { themeFor } from '../theme';

export function AppProviders({ children }: { children: ReactNode }) {
  const content = useContent();
  const { fontKind } = useBuildData();
  return (
    <ThemeProvider
      theme={themeFor(content, fontKind, {
        language: languageOf(content),
        direction: directionOfContent(content),
      })}
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
