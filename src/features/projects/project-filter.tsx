import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText, type Project } from '../../content';
import { visuallyHiddenSx } from '../../shared/visually-hidden';
import { projectFilterAttribute } from '../../start-up/project-filter';
import { filteredAddress, technologiesOf } from './technologies';
import { motion, radius, space } from '../../theme';

/**
 * The technologies of a long list of projects, each a link to the screen narrowed to it, the
 * first to every project; the one the address chooses marked current, and what it shows said to
 * a screen reader. The start-up script applies it (src/start-up/project-filter.ts): without it,
 * every project shows.
 */
export function ProjectFilter({ path, projects }: { path: string; projects: readonly Project[] }) {
  const text = useText();
  const headingId = useId();
  const choices = [
    { label: text.allTechnologies, href: filteredAddress(path) },
    ...technologiesOf(projects).map((technology) => ({
      label: technology,
      href: filteredAddress(path, technology),
    })),
  ];
  return (
    <Box
      {...{
        [projectFilterAttribute]: '',
        'data-chosen-words': text.projectsWith,
        'data-all-words': text.allProjectsShown,
      }}
      data-print="hide"
    >
      <Typography
        id={headingId}
        variant="overline"
        component="p"
        sx={{ display: 'block', color: 'text.secondary', mb: space.tight }}
      >
        {text.technologyFilter}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space.tight,
          listStyle: 'none',
          m: 0,
          p: 0,
          '& a': {
            display: 'flex',
            alignItems: 'center',
            minHeight: 32,
            px: 1.5,
            borderRadius: `${radius.pill}px`,
            border: 1,
            borderColor: 'surface.lineStrong',
            color: 'text.primary',
            typography: 'body2',
            fontWeight: 'fontWeightMedium',
            textDecoration: 'none',
            overflowWrap: 'anywhere',
            transition: ['color', 'background-color', 'border-color']
              .map((property) => `${property} ${motion.color}ms ${motion.easing}`)
              .join(', '),
            '&:hover': { bgcolor: 'action.hover' },
            // The choice shown, filled as the site's main actions are: it reads as chosen at a
            // glance, beside the outlined others.
            '&[aria-current="true"]': {
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderColor: 'primary.main',
            },
          },
        }}
      >
        {choices.map(({ label, href }, index) => (
          <li key={href}>
            {/* The first, every project, current until the address chooses another. */}
            <a href={href} aria-current={index === 0 ? 'true' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </Box>
      {/* What is shown, said to a screen reader; the eye sees the cards. */}
      <Box component="p" role="status" sx={visuallyHiddenSx} />
    </Box>
  );
}
