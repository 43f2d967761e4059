import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useText, type Job } from '../../content';

const dotSize = 16;

/** A vertical timeline (newest first) built from stable MUI parts: a list with a rail and dots. */
export function JobTimeline({ jobs }: { jobs: readonly Job[] }) {
  const text = useText();
  return (
    <Box component="ol" aria-label={text.workHistory} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job, index) => (
        <Box
          component="li"
          key={index}
          sx={{ position: 'relative', pl: { xs: 4, sm: 5 }, pb: index === jobs.length - 1 ? 0 : 4 }}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: 0,
              top: 20,
              width: dotSize,
              height: dotSize,
              borderRadius: '50%',
              bgcolor: index === 0 ? 'primary.main' : 'background.default',
              border: 3,
              borderColor: 'primary.main',
            }}
          />
          {index < jobs.length - 1 && (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: dotSize / 2 - 1,
                top: 20 + dotSize,
                bottom: -20,
                width: 2,
                bgcolor: 'divider',
              }}
            />
          )}
          <Card variant="outlined" component="article">
            <CardContent>
              <Typography variant="h4" component="h2">
                {job.title}
              </Typography>
              <Typography sx={{ color: 'primary.main', fontWeight: 600 }}>{job.company}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                {job.period}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {job.description.map((bullet, bulletIndex) => (
                  <Typography component="li" key={bulletIndex} sx={{ mb: 0.5 }}>
                    {bullet}
                  </Typography>
                ))}
              </Box>
            </CardContent>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
