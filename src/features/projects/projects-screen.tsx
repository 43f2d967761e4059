import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useContent } from '../../content';
import { useGitHubRepos } from './github-repos-context';
import { ProjectCard } from './project-card';
import { RepoCard } from './repo-card';

export const gitHubSectionHeading = 'Open source on GitHub';

export function ProjectsScreen() {
  const { projects } = useContent();
  const repos = useGitHubRepos();
  return (
    <Stack spacing={4} component="article">
      <Stack spacing={1}>
        <Typography variant="h1">Projects</Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Things I have built, with their source code and, where there is one, a live demo.
        </Typography>
      </Stack>
      <CardGrid label="Projects" testId="project-grid">
        {projects.map((project, index) => (
          <Box component="li" key={index} sx={{ display: 'flex' }}>
            <ProjectCard project={project} first={index === 0} />
          </Box>
        ))}
      </CardGrid>
      {repos.length > 0 && (
        <Stack component="section" aria-labelledby="github-repos-heading" spacing={3}>
          <Typography variant="h2" id="github-repos-heading">
            {gitHubSectionHeading}
          </Typography>
          <CardGrid label={gitHubSectionHeading} testId="github-repo-grid">
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
