import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { horizon, space } from '../../theme';
import { hasShowcase } from './showcase-section';
import { TagList } from '../../shared/tag-list';

/**
 * The skills as a band: the label in a column of its own from `md` (as the timeline's periods
 * are), the chips beside it, so they read as one set, not a wall across the page. Under a lit
 * horizon where the owner's name has the first view alone (nothing of theirs to show beside it);
 * else under a hairline.
 */
export function SkillsSection() {
  const content = useContent();
  const { skills } = content;
  const lit = !hasShowcase(content);
  const text = useText();
  return (
    <Box
      component="section"
      aria-labelledby="key-skills-heading"
      sx={(theme) => {
        const { palette } = theme.vars ?? theme;
        return {
          ...(lit
            ? horizon(palette.surface, palette.primary.main)
            : { borderTop: 1, borderColor: 'surface.line' }),
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' },
          gap: space.stack,
          alignItems: 'baseline',
          pt: lit ? space.block : space.group,
        };
      }}
    >
      <Typography
        id="key-skills-heading"
        variant="overline"
        component="h2"
        sx={{ color: 'text.secondary' }}
      >
        {text.keySkills}
      </Typography>
      <TagList tags={skills} tone="primary" />
    </Box>
  );
}
