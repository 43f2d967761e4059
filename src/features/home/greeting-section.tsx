import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBuildData, useContent, useText } from '../../content';
import { splitAt } from '../../i18n';
import { ResponsiveImage } from '../../shared/responsive-image';
import { space } from '../../theme';

/**
 * The owner's name, job title and tagline, with their photo when they have one: above the
 * greeting on a phone, to its right from 600 px up, so the heading keeps every screen's left edge.
 */
export function GreetingSection() {
  const { owner } = useContent();
  const { photo } = useBuildData().images;
  const text = useText();
  // The greeting's own words around the name, which is in the owner's colour.
  const [before, after] = splitAt(text.greeting, 'name');
  const named = text.greeting.includes('{name}');
  const greeting = (
    <Stack spacing={space.stack} sx={{ minWidth: 0, flex: '0 1 auto' }}>
      <Typography variant="display" component="h1">
        {before}
        {named && (
          <Box component="span" sx={{ color: 'primary.main' }}>
            {owner.name}
          </Box>
        )}
        {after}
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontWeight: 'fontWeightMedium' }}>
        {owner.jobTitle}
      </Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary', maxWidth: '36rem' }}>
        {owner.tagline}
      </Typography>
    </Stack>
  );
  if (!owner.photo || !photo) return greeting;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      // A gap, not margins: the photo changes place (order) between a phone and a wider screen.
      useFlexGap
      spacing={{ xs: space.group, sm: space.block }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      {greeting}
      <Box sx={{ order: { xs: -1, sm: 0 }, flexShrink: 0 }}>
        <ResponsiveImage
          image={photo}
          alt={owner.name}
          sizes="(min-width: 600px) 160px, 120px"
          // Lazy (the default): index.html holds Home on every route, and an eager photo would be
          // fetched on the first visit to any screen, beside that screen's own file; on Home it is
          // in view and loads as soon as the page is laid out (Home's largest paint is its text).
          sx={{
            width: { xs: 120, sm: 160 },
            flexShrink: 0,
            borderRadius: '50%',
            outline: 1,
            outlineColor: 'surface.lineStrong',
            outlineOffset: 4,
          }}
        />
      </Box>
    </Stack>
  );
}
