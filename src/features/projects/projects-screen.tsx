import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent } from '../../content';
import { PageTitle } from '../../shared/page-title';
import { ProjectCard } from './project-card';

export function ProjectsScreen() {
  const { projects } = useContent();
  return (
    <Stack spacing={4} component="article">
      <PageTitle page="Projects" />
      <Stack spacing={1}>
        <Typography variant="h1">Projects</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Things I have built, with their source code and, where there is one, a live demo.
        </Typography>
      </Stack>
      <Box
        component="ul"
        aria-label="Projects"
        data-testid="project-grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          '@media print': { gridTemplateColumns: '1fr' },
          gap: 3,
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {projects.map((project, index) => (
          <Box component="li" key={index} sx={{ display: 'flex' }}>
            <ProjectCard project={project} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

export default ProjectsScreen;
