import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useText } from '../../content';
import { SkillList } from './skill-list';

export function SkillsSection() {
  const { skills } = useContent();
  const text = useText();
  return (
    <Stack component="section" spacing={2} aria-labelledby="key-skills-heading">
      <Typography id="key-skills-heading" variant="h3" component="h2">
        {text.keySkills}
      </Typography>
      <SkillList skills={skills} />
    </Stack>
  );
}
