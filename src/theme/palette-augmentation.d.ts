import '@mui/material/styles';
import '@mui/material/Typography';
import type { CSSProperties } from 'react';
import type { Surfaces } from './surfaces';

// The theme's own colours, one per scheme (src/theme/tokens.ts, src/theme/surfaces.ts), and its
// own type styles (src/theme/tokens.ts).
declare module '@mui/material/styles' {
  interface Palette {
    focusRing: string;
    scrollbar: { thumb: string; track: string };
    surface: Surfaces;
  }
  interface PaletteOptions {
    focusRing?: string;
    scrollbar?: { thumb: string; track: string };
    surface?: Surfaces;
  }
  interface TypographyVariants {
    display: CSSProperties;
    lead: CSSProperties;
  }
  interface TypographyVariantsOptions {
    display?: CSSProperties;
    lead?: CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    display: true;
    lead: true;
  }
}
