declare module 'wawoff2' {
  /** WOFF2 to the TTF or OTF font it packs. */
  export function decompress(data: Uint8Array): Promise<Uint8Array>;
}
