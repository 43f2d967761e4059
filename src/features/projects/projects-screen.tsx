import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBuildData, useContent, useText, type Project } from '../../content';
import {
  projectGroupAttribute,
  projectListAttribute,
  technologiesAttribute,
} from '../../start-up/project-filter';
import { revealOnScroll, space } from '../../theme';
import { ProjectCard } from './project-card';
import { ProjectFilter } from './project-filter';
import { filteredFrom } from './technologies';
import { RepoCard } from './repo-card';

/** The Projects screen's route (src/app/route-table.ts), which its filter's links narrow. */
const projectsPath = '/projects';

/** A card's list item, with what the filter reads of it; hidden when it narrows it out. */
const itemSx = { display: 'flex', '&[hidden]': { display: 'none' }, ...revealOnScroll } as const;
const technologiesOf = (technologies: readonly string[]) => ({
  [technologiesAttribute]: JSON.stringify(technologies),
});

/**
 * The owner's projects: those with a picture first, as media cards, then the others as compact
 * cards under a heading of their own (each group in the owner's order), so that neither has a
 * placeholder for a picture nor a hole beside one; then their GitHub repositories. From six
 * projects, a filter by technology above them.
 */
export function ProjectsScreen() {
  const { projects } = useContent();
  const {
    images: { projects: images },
    gitHubRepos: repos,
  } = useBuildData();
  const text = useText();
  const pictured = projects.filter((project) => images[project.image ?? '']);
  const plain = projects.filter((project) => !images[project.image ?? '']);
  const groups: { projects: Project[]; heading?: string }[] =
    pictured.length > 0 && plain.length > 0
      ? [{ projects: pictured }, { projects: plain, heading: text.moreProjects }]
      : [{ projects }];
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
      {projects.length >= filteredFrom && <ProjectFilter path={projectsPath} projects={projects} />}
      {groups.map((group, at) => (
        <Group key={at} heading={group.heading} headingId={`project-group-${at}`}>
          <CardGrid label={group.heading ?? text.projectList} testId="project-grid" projects>
            {group.projects.map((project) => (
              <Box
                component="li"
                key={projects.indexOf(project)}
                {...technologiesOf(project.technologies)}
                sx={itemSx}
              >
                <ProjectCard project={project} first={project === group.projects[0] && at === 0} />
              </Box>
            ))}
          </CardGrid>
        </Group>
      ))}
      {repos.length > 0 && (
        <Group heading={text.gitHubRepos} headingId="github-repos-heading">
          <CardGrid label={text.gitHubRepos} testId="github-repo-grid">
            {repos.map((repo) => (
              <Box
                component="li"
                key={repo.url}
                {...technologiesOf([...(repo.language ? [repo.language] : []), ...repo.topics])}
                sx={itemSx}
              >
                <RepoCard repo={repo} />
              </Box>
            ))}
          </CardGrid>
        </Group>
      )}
    </Stack>
  );
}

/** A list of cards and its heading, if any: hidden as a whole when the filter leaves it empty. */
function Group({
  heading,
  headingId,
  children,
}: {
  heading?: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <Stack
      component="section"
      aria-labelledby={heading ? headingId : undefined}
      spacing={space.group}
      {...{ [projectGroupAttribute]: '' }}
      sx={{ '&[hidden]': { display: 'none' } }}
    >
      {heading && (
        <Typography
          variant="overline"
          component="h2"
          id={headingId}
          sx={{ color: 'text.secondary' }}
        >
          {heading}
        </Typography>
      )}
      {children}
    </Stack>
  );
}

function CardGrid({
  label,
  testId,
  projects = false,
  children,
}: {
  label: string;
  testId: string;
  /** A list of the owner's projects, which the filter counts (not their repositories). */
  projects?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid={testId}
      {...(projects && { [projectListAttribute]: '' })}
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
