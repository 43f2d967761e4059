import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { radius, space } from '../../theme';
import { SkillList } from './skill-list';

/**
 * The skills on a panel of their own: a set the eye takes in at once rather than a wall of chips
 * across the page. Beside the greeting for an owner with no picture to show there (./home-screen.tsx).
 */
export function SkillsSection() {
  const { skills } = useContent();
  const text = useText();
  return (
    <Stack
      component="section"
      spacing={space.stack}
      aria-labelledby="key-skills-heading"
      sx={{
        position: 'relative',
        p: { xs: 2.5, sm: 3 },
        borderRadius: `${radius.lg + 8}px`,
        border: 1,
        borderColor: 'surface.line',
        // A pane of the page over its glow, lit along its top edge.
        bgcolor: 'surface.pane',
        backdropFilter: 'blur(12px)',
        boxShadow: (theme) => `inset 0 1px 0 ${(theme.vars ?? theme).palette.surface.line}`,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography
          id="key-skills-heading"
          variant="overline"
          component="h2"
          sx={{ color: 'text.secondary' }}
        >
          {text.keySkills}
        </Typography>
        {/* How many, at a glance; the list says so to a screen reader itself. */}
        <Typography
          aria-hidden="true"
          variant="overline"
          component="span"
          sx={{ color: 'surface.onTonal', fontVariantNumeric: 'tabular-nums' }}
        >
          {String(skills.length).padStart(2, '0')}
        </Typography>
      </Box>
      <SkillList skills={skills} />
    </Stack>
  );
}
