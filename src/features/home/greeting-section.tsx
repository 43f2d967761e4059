import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { splitAt } from '../../i18n';
import { space } from '../../theme';
import { OwnerTouches } from './owner-touches';

/** The owner's job title (./owner-touches.tsx), name and tagline. */
export function GreetingSection() {
  const { owner } = useContent();
  const text = useText();
  // The greeting's own words around the name, which is in the owner's colour.
  const [before, after] = splitAt(text.greeting, 'name');
  const named = text.greeting.includes('{name}');
  return (
    <Stack spacing={space.stack} sx={{ minWidth: 0 }}>
      <OwnerTouches />
      <Typography variant="display" component="h1">
        {before}
        {named && (
          // The name stays in one piece where it fits, so the greeting breaks before it.
          <Box component="span" sx={{ color: 'primary.main', display: 'inline-block' }}>
            {owner.name}
          </Box>
        )}
        {after}
      </Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary', maxWidth: '36rem' }}>
        {owner.tagline}
      </Typography>
    </Stack>
  );
}
