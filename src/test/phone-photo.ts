import sharp from 'sharp';

/** A photo straight from a phone: 12 megapixels, noisy enough to weigh several megabytes. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
}
