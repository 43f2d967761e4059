declare module 'fontkit' {
  /** A font file read by fontkit: what the résumé's glyph check and the site's font faces ask
   * of it. */
  export type Font = {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
    /** A text shaped as the font draws it: its width in font units. */
    layout(text: string): { advanceWidth: number };
    familyName: string;
    unitsPerEm: number;
  };
  export function create(data: Uint8Array): Font;
}
