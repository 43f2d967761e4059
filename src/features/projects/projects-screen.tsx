import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBuildData, useContent, useText } from '../../content';
import { ProjectCard } from './project-card';
import { RepoCard } from './repo-card';

export function ProjectsScreen() {
  const { projects } = useContent();
  const repos = useBuildData().gitHubRepos;
  const text = useText();
  return (
    <Stack spacing={4} component="article">
      <Stack spacing={1}>
        <Typography variant="h1">{text.projectsHeading}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{text.projectsIntro}</Typography>
      </Stack>
      <CardGrid label={text.projectList} testId="project-grid">
        {projects.map((project, index) => (
          <Box component="li" key={index} sx={{ display: 'flex' }}>
            <ProjectCard project={project} first={index === 0} />
          </Box>
        ))}
      </CardGrid>
      {repos.length > 0 && (
        <Stack component="section" aria-labelledby="github-repos-heading" spacing={3}>
          <Typography variant="h2" id="github-repos-heading">
            {text.gitHubRepos}
          </Typography>
          <CardGrid label={text.gitHubRepos} testId="github-repo-grid">
            {repos.map((repo) => (
              <Box component="li" key={repo.url} sx={{ display: 'flex' }}>
                <RepoCard repo={repo} />
              </Box>
            ))}
          </CardGrid>
        </Stack>
      )}
    </Stack>
  );
}

function CardGrid({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
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
      {children}
    </Box>
  );
}

export default ProjectsScreen;
