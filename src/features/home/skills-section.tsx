import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { space } from '../../theme';
import { SkillList } from './skill-list';

/**
 * The skills as a band under a hairline: the label in a column of its own from `md` (as the
 * timeline's periods are), the chips beside it, so they read as one set, not a wall across the
 * page.
 */
export function SkillsSection() {
  const { skills } = useContent();
  const text = useText();
  return (
    <Box
      component="section"
      aria-labelledby="key-skills-heading"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '10rem minmax(0, 1fr)' },
        gap: space.stack,
        alignItems: 'baseline',
        borderTop: 1,
        borderColor: 'surface.line',
        pt: space.group,
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
      <SkillList skills={skills} />
    </Box>
  );
}
