import Box from '@mui/material/Box';
import { useBuildData, useContent, useText } from '../../content';
import { ResponsiveImage } from '../../shared/responsive-image';
import { space } from '../../theme';
import { LocalTime } from './local-time';
import { featuredProjectOf } from './featured-project';

/**
 * Above the greeting: what the owner does, on a pill (with "open to work" beside it where the
 * owner said so), and the small personal touches they chose: their photo as a small portrait
 * when a featured project takes the space beside the greeting, and where they are with their
 * local time (last, as the page's script writes it).
 */
export function OwnerTouches() {
  const content = useContent();
  const { owner } = content;
  const { photo } = useBuildData().images;
  const text = useText();
  const portrait = owner.photo && photo && featuredProjectOf(content) ? photo : undefined;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: space.stack,
        fontSize: 13,
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
            flexShrink: 0,
            borderRadius: '50%',
            outline: 1,
            outlineColor: 'surface.lineStrong',
            outlineOffset: 2,
          }}
        />
      )}
      {/* The pill and the place wrap together, beside the portrait. */}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: space.stack,
          rowGap: space.tight,
          minWidth: 0,
        }}
      >
        <Box
          component="p"
          sx={{
            display: 'inline-flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.25,
            m: 0,
            minHeight: 32,
            paddingBlock: 0.5,
            paddingInline: 1.75,
            borderRadius: 4,
            border: 1,
            borderColor: 'surface.lineStrong',
            color: 'text.primary',
            fontWeight: 'fontWeightMedium',
            // A live dot in the owner's colour.
            '&::before': {
              content: '""',
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'primary.main',
            },
          }}
        >
          <span>{owner.jobTitle}</span>
          {owner.openToWork && (
            <Box
              component="span"
              sx={{
                paddingInlineStart: 1.25,
                borderInlineStart: 1,
                borderColor: 'surface.lineStrong',
                color: 'surface.onTonal',
              }}
            >
              {text.openToWork}
            </Box>
          )}
        </Box>
        {owner.location && (
          <span>
            {owner.location.place} <span aria-hidden="true">·</span>{' '}
            <LocalTime timeZone={owner.location.timeZone} />
          </span>
        )}
      </Box>
    </Box>
  );
}
