import Box from '@mui/material/Box';
import { useBuildData, useContent, useText } from '../../content';
import { ResponsiveImage } from '../../shared/responsive-image';
import { space } from '../../theme';
import { LocalTime } from './local-time';
import { featuredProjectOf } from './featured-project';

/**
 * Small personal touches above the greeting, each only where the owner set it: their photo as
 * a small portrait when a featured project takes the space beside the greeting, whether they
 * are open to work, and where they are with their local time (last, as it arrives with the app).
 */
export function OwnerTouches() {
  const content = useContent();
  const { owner } = content;
  const { photo } = useBuildData().images;
  const text = useText();
  const portrait = owner.photo && photo && featuredProjectOf(content) ? photo : undefined;
  if (!portrait && !owner.openToWork && !owner.location) return null;
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: space.stack,
        rowGap: space.tight,
        typography: 'caption',
        color: 'text.secondary',
      }}
    >
      {portrait && (
        <ResponsiveImage
          image={portrait}
          alt={owner.name}
          sizes="48px"
          sx={{
            width: 48,
            borderRadius: '50%',
            outline: 1,
            outlineColor: 'surface.lineStrong',
            outlineOffset: 2,
          }}
        />
      )}
      {owner.openToWork && (
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            minHeight: 28,
            paddingInline: 1.5,
            borderRadius: 999,
            bgcolor: 'surface.tonal',
            color: 'surface.onTonal',
            fontWeight: 'fontWeightMedium',
            // A live dot in the owner's colour.
            '&::before': {
              content: '""',
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'currentColor',
              boxShadow: '0 0 0 3px color-mix(in srgb, currentColor 24%, transparent)',
            },
          }}
        >
          {text.openToWork}
        </Box>
      )}
      {owner.location && (
        <span>
          {owner.location.place} <span aria-hidden="true">·</span>{' '}
          <LocalTime timeZone={owner.location.timeZone} />
        </span>
      )}
    </Box>
  );
}
