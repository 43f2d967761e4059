import Box from '@mui/material/Box';
import { print, radius, space, typeScale } from '../theme/tokens';

const rem = (px: number) => `${px / 16}rem`;

/**
 * Short labels drawn as chips: the owner's skills (`tone="primary"`, the owner's colour), a
 * project's technologies or a page's tags (neutral, `size="small"`). Never interactive: each is
 * a list item styled as a pill, not a chip component with click, delete and avatar states whose
 * styles every page would carry. A long label wraps inside its pill, never past the list's width.
 */
export function TagList({
  tags,
  label,
  tone = 'neutral',
  size = 'medium',
}: {
  tags: readonly string[];
  /** Names the list for screen readers ("<title> technologies"). */
  label?: string;
  tone?: 'primary' | 'neutral';
  size?: 'medium' | 'small';
}) {
  const [fontSize] = (size === 'small' ? typeScale.overline : typeScale.caption).xs;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: space.tight,
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': {
          display: 'flex',
          alignItems: 'center',
          maxWidth: '100%',
          minHeight: size === 'small' ? 24 : 28,
          px: 1.5,
          py: '4px',
          borderRadius: `${radius.pill}px`,
          fontSize: rem(fontSize),
          lineHeight: 1.5,
          fontWeight: 'fontWeightMedium',
          overflowWrap: 'anywhere',
          ...(tone === 'primary'
            ? { bgcolor: 'surface.tonal', color: 'surface.onTonal' }
            : { bgcolor: 'action.hover', color: 'surface.onTag' }),
          '@media print': { border: `1px solid ${print.rule} !important` },
        },
      }}
    >
      {tags.map((tag, index) => (
        <li key={index}>{tag}</li>
      ))}
    </Box>
  );
}
