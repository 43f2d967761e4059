import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useText } from '../../content';
import { pointingIcon } from '../../shared/pointing-icon';
import { space } from '../../theme';

/** The two ways on: the work history (the main action) and the projects. */
export function JourneySection() {
  const text = useText();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={space.stack}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Button
        variant="contained"
        size="large"
        href="#/experience"
        endIcon={<ArrowForwardIcon aria-hidden="true" sx={pointingIcon} />}
      >
        {text.journeyButton}
      </Button>
      <Button variant="outlined" size="large" href="#/projects">
        {text.workButton}
      </Button>
    </Stack>
  );
}
