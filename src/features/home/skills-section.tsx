import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { space } from '../../theme';
import { SkillList } from './skill-list';

/** The skills as a band under the first view: a hairline, the label, the chips. */
export function SkillsSection() {
  const { skills } = useContent();
  const text = useText();
  return (
    <Stack
      component="section"
      spacing={space.stack}
      aria-labelledby="key-skills-heading"
      sx={{ borderTop: 1, borderColor: 'surface.line', pt: space.group }}
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
    </Stack>
  );
}
