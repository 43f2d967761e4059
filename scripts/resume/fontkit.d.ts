declare module 'fontkit' {
  /** A font file read by fontkit: what the résumé's glyph check asks of it. */
  export type Font = { hasGlyphForCodePoint(codePoint: number): boolean; familyName: string };
  export function create(data: Uint8Array): Font;
}
