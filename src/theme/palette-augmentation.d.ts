import '@mui/material/styles';

// The theme's own colours, one per scheme (src/theme/tokens.ts).
declare module '@mui/material/styles' {
  interface Palette {
    focusRing: string;
    scrollbar: { thumb: string; track: string };
  }
  interface PaletteOptions {
    focusRing?: string;
    scrollbar?: { thumb: string; track: string };
  }
}
