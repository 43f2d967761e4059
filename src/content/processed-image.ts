/** An image from public/ as the build made it: modern formats at the sizes it is shown. */
export type ProcessedImage = {
  /** Its box at 1x, in CSS pixels: the width and height attributes, so nothing shifts. */
  width: number;
  height: number;
  /** For browsers that take no <source>: the 1x WebP. */
  src: string;
  /** Best first (AVIF, then WebP), each at 1x and 2x width. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
};

/** What the build made of the content's images. */
export type ContentImages = {
  photo?: ProcessedImage;
  /** By the path the content names them with (projects[n].image). */
  projects: Record<string, ProcessedImage>;
};
