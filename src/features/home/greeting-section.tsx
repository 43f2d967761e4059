import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBuildData, useContent, useText } from '../../content';
import { fillText } from '../../i18n';
import { ResponsiveImage } from '../../shared/responsive-image';

/** The owner's name, job title and tagline, beside their photo when they have one. */
export function GreetingSection() {
  const { owner } = useContent();
  const { photo } = useBuildData().images;
  const text = useText();
  const greeting = (
    <Stack spacing={2}>
      <Typography variant="h1">{fillText(text.greeting, { name: owner.name })}</Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{
          fontSize: { xs: '1.25rem', md: '1.5rem' },
          fontWeight: 500,
          color: 'text.secondary',
        }}
      >
        {owner.jobTitle}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', maxWidth: 720 }}>{owner.tagline}</Typography>
    </Stack>
  );
  if (!owner.photo || !photo) return greeting;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 2, sm: 4 }}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <ResponsiveImage
        image={photo}
        alt={owner.name}
        sizes="(min-width: 600px) 160px, 120px"
        // Lazy (the default): index.html holds Home on every route, and an eager photo would be
        // fetched on the first visit to any screen, beside that screen's own file; on Home it is
        // in view and loads as soon as the page is laid out (Home's largest paint is its text).
        sx={{ width: { xs: 120, sm: 160 }, flexShrink: 0, borderRadius: '50%' }}
      />
      {greeting}
    </Stack>
  );
}
