import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useContent, useContentImages, useText } from '../../content';
import { fillText } from '../../i18n';
import { ResponsiveImage } from '../../shared/responsive-image';
import { SkillList } from './skill-list';

export function HomeScreen() {
  const { owner, skills } = useContent();
  const { photo } = useContentImages();
  const text = useText();
  const greeting = (
    <Stack spacing={2}>
      <Typography variant="h1">{fillText(text.greeting, { name: owner.name })}</Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{
          fontSize: { xs: '1.25rem', md: '1.5rem' },
          fontWeight: 500,
          color: 'text.secondary',
        }}
      >
        {owner.jobTitle}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', maxWidth: 720 }}>{owner.tagline}</Typography>
    </Stack>
  );
  return (
    <Stack spacing={4} component="article">
      {owner.photo && photo ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 2, sm: 4 }}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <ResponsiveImage
            image={photo}
            alt={owner.name}
            sizes="(min-width: 600px) 160px, 120px"
            loading="eager"
            fetchPriority="high"
            sx={{ width: { xs: 120, sm: 160 }, flexShrink: 0, borderRadius: '50%' }}
          />
          {greeting}
        </Stack>
      ) : (
        greeting
      )}
      <Stack component="section" spacing={2} aria-labelledby="key-skills-heading">
        <Typography id="key-skills-heading" variant="h3" component="h2">
          {text.keySkills}
        </Typography>
        <SkillList skills={skills} />
      </Stack>
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
    </Stack>
  );
}
