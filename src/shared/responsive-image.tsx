import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ProcessedImage } from '../content/processed-image';

type ResponsiveImageProps = {
  image: ProcessedImage;
  alt: string;
  /** The width it is shown at, per layout, for the browser to pick 1x or 2x. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  sx?: SxProps<Theme>;
};

/** A processed image: AVIF where supported, else WebP, with its size set so nothing shifts. */
export function ResponsiveImage({ image, alt, sizes, loading = 'lazy', sx }: ResponsiveImageProps) {
  return (
    <Box component="picture" sx={{ display: 'block', flexShrink: 0 }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <Box
        component="img"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        sx={[
          { display: 'block', maxWidth: '100%', height: 'auto' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </Box>
  );
}
