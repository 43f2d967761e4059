import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../content';

/** The two ways on: the work history and the projects. */
export function JourneySection() {
  const text = useText();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button variant="contained" size="large" component={RouterLink} to="/experience">
        {text.journeyButton}
      </Button>
      <Button variant="outlined" size="large" component={RouterLink} to="/projects">
        {text.workButton}
      </Button>
    </Stack>
  );
}
