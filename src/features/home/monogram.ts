import type { Theme } from '@mui/material/styles';
import { besideGreeting } from './showcase-section';

/**
 * For an owner with no photo and no featured project: their initials, large, in a gradient of
 * their colour, inside rings of it under a glow, in the place beside the greeting. Drawn by CSS
 * from the article's `data-initials` (its ::before is a cell of Home's grid), so it costs no
 * request and no words of the page, and only where there is room for it.
 */
export const monogram = (theme: Theme) => {
  const { primary, surface } = (theme.vars ?? theme).palette;
  return {
    '&::before': {
      content: 'attr(data-initials)',
      display: 'none',
      placeItems: 'center',
      gridArea: '1 / 2 / span 2',
      placeSelf: 'center',
      width: 'min(100%, 24rem)',
      aspectRatio: '1',
      borderRadius: '50%',
      background: [
        `linear-gradient(170deg, ${primary.main} 25%, color-mix(in srgb, ${primary.main} 12%, transparent) 95%) text`,
        `radial-gradient(closest-side, ${surface.tonal}, transparent)`,
        `repeating-radial-gradient(circle, transparent 0 47px, ${surface.lineStrong} 47px 48px)`,
      ].join(', '),
      color: 'transparent',
      maskImage: 'radial-gradient(closest-side, #000 60%, transparent)',
      fontSize: '9rem',
      fontWeight: 800,
      letterSpacing: '-0.06em',
    },
    [besideGreeting]: { '&&::before': { display: 'grid' } },
  };
};
