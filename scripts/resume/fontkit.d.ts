declare module 'fontkit' {
  /** A font file read by fontkit: what the résumé's glyph check and the site's font faces ask
   * of it. */
  export type Font = {
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
    familyName: string;
    unitsPerEm: number;
  };
  export function create(data: Uint8Array): Font;
}
