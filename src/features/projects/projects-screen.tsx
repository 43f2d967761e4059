import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBuildData, useContent, useText } from '../../content';
import { revealOnScroll, space } from '../../theme';
import { ProjectCard } from './project-card';
import { RepoCard } from './repo-card';

export function ProjectsScreen() {
  const { projects } = useContent();
  const {
    images: { projects: images },
    gitHubRepos: repos,
  } = useBuildData();
  const text = useText();
  // The first screenshot's shape, for the covers of the cards without one.
  const shot = projects.map((project) => images[project.image ?? '']).find(Boolean);
  const coverRatio = shot && `${shot.width} / ${shot.height}`;
  return (
    <Stack spacing={space.block} component="article">
      <Stack spacing={space.stack}>
        <Typography variant="h1">{text.projectsHeading}</Typography>
        <Typography
          variant="lead"
          component="p"
          sx={{ color: 'text.secondary', maxWidth: '40rem' }}
        >
          {text.projectsIntro}
        </Typography>
      </Stack>
      <CardGrid label={text.projectList} testId="project-grid">
        {projects.map((project, index) => (
          <Box component="li" key={index} sx={{ display: 'flex', ...revealOnScroll }}>
            <ProjectCard project={project} first={index === 0} coverRatio={coverRatio} />
          </Box>
        ))}
      </CardGrid>
      {repos.length > 0 && (
        <Stack component="section" aria-labelledby="github-repos-heading" spacing={space.group}>
          <Typography
            variant="overline"
            component="h2"
            id="github-repos-heading"
            sx={{ color: 'text.secondary' }}
          >
            {text.gitHubRepos}
          </Typography>
          <CardGrid label={text.gitHubRepos} testId="github-repo-grid">
            {repos.map((repo) => (
              <Box component="li" key={repo.url} sx={{ display: 'flex', ...revealOnScroll }}>
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
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
        gap: 3,
        // Each card as tall as its content: a short one beside a long one has no hole inside.
        alignItems: 'start',
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
