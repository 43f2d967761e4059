import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export function SkillList({ skills }: { skills: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Chip label={skill} color="primary" variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
