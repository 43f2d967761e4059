import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { space } from '../../theme';

export function SkillList({ skills }: { skills: readonly string[] }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: space.tight,
        listStyle: 'none',
        m: 0,
        p: 0,
        '& > li': { maxWidth: '100%' },
        // The chips' primary tone (a card's tags keep the neutral one).
        '& .MuiChip-root': { bgcolor: 'surface.tonal', color: 'surface.onTonal' },
      }}
    >
      {skills.map((skill) => (
        <li key={skill}>
          <Chip label={skill} />
        </li>
      ))}
    </Box>
  );
}
