import GitHubIcon from '@mui/icons-material/GitHub';
import LaunchIcon from '@mui/icons-material/Launch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Project } from '../../content';
import { NewTabHint } from '../../shared/new-tab-hint';
import { VisuallyHidden } from '../../shared/visually-hidden';

export function ProjectCard({ project }: { project: Project }) {
  const { title, description, technologies, githubUrl, liveUrl } = project;
  return (
    <Card
      variant="outlined"
      component="article"
      sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" component="h2" gutterBottom>
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{description}</Typography>
        <Box
          component="ul"
          aria-label={`${title} technologies`}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {technologies.map((technology, index) => (
            <li key={index}>
              <Chip label={technology} size="small" />
            </li>
          ))}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button
          variant="outlined"
          href={githubUrl}
          target="_blank"
          rel="noopener noreferrer"
          startIcon={<GitHubIcon aria-hidden="true" />}
        >
          GitHub
          <VisuallyHidden>: {title} source code</VisuallyHidden>
          <NewTabHint />
        </Button>
        {liveUrl && (
          <Button
            variant="contained"
            href={liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            startIcon={<LaunchIcon aria-hidden="true" />}
          >
            Live Demo
            <VisuallyHidden>: {title}</VisuallyHidden>
            <NewTabHint />
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
