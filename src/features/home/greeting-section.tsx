import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useContent, useText } from '../../content';
import { splitAt } from '../../i18n';
import { space } from '../../theme';
import { nameFit } from './name-fit';
import { OwnerTouches } from './owner-touches';

/** The greeting's own words around the name: a line of their own, at the scale's second step
 * (a size of its own would be one more on the page). */
const greetingWords = {
  display: 'block',
  fontSize: (theme: Theme) => theme.typography.h2.fontSize,
  letterSpacing: (theme: Theme) => theme.typography.h2.letterSpacing,
} as const;

/** The owner's job title (./owner-touches.tsx), the greeting with their name as its focal
 * point, and their tagline. */
export function GreetingSection() {
  const { owner } = useContent();
  const text = useText();
  const [before, after] = splitAt(text.greeting, 'name');
  const named = text.greeting.includes('{name}');
  // Punctuation after the name ("!") goes with it; words ("です") on a line of their own.
  const afterInline = /^[\s\p{P}]*$/u.test(after);
  return (
    <Stack spacing={space.stack} sx={{ minWidth: 0, containerType: 'inline-size' }}>
      <OwnerTouches />
      <Typography variant="display" component="h1">
        {named && before.trim() ? (
          <Box component="span" sx={greetingWords}>
            {before}
          </Box>
        ) : (
          before
        )}
        {named && (
          // The name stays in one piece where it fits, so the greeting breaks before it.
          <Box
            component="span"
            sx={{
              color: 'primary.main',
              display: 'inline-block',
              fontSize: nameFit(owner.name),
              // The display type's tracking at the name's own size (inherited, it would be the
              // greeting's, in pixels).
              letterSpacing: (theme) => theme.typography.display.letterSpacing,
            }}
          >
            {owner.name}
            {afterInline && after}
          </Box>
        )}
        {named && !afterInline && (
          <Box component="span" sx={greetingWords}>
            {after}
          </Box>
        )}
        {!named && after}
      </Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary', maxWidth: '36rem' }}>
        {owner.tagline}
      </Typography>
    </Stack>
  );
}
