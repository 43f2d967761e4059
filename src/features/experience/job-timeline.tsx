import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useText, type Job } from '../../content';
import { measure, revealOnScroll, space } from '../../theme';

const dot = 12;
/** A period that breaks only after its dash: each date held together, its month with its year
 * and the year with a mark after it (Ukrainian "2023 р."), the dash with the start. */
export const unbroken = (period: string) =>
  period
    .replace(/(\p{L}\.?) (?=\d)/gu, '$1\u00a0')
    .replace(/(\d) (?=\p{L}{1,3}\.)/gu, '$1\u00a0')
    .replace(/\s+([–—])\s+/u, '\u00a0$1 ');

/** From `md` up, the period has a column of its own left of the rail, px. */
const periodColumn = 152;
const railGutter = { xs: 32, sm: 40 };
/** Where a dot sits: level with the middle of the job's title. */
const dotTop = 24 + 14 - dot / 2;

/** A vertical timeline (newest first): a list with a rail and dots, the current job filled. */
export function JobTimeline({ jobs }: { jobs: readonly Job[] }) {
  const text = useText();
  const railLeft = { xs: 0, md: periodColumn + 24 };
  return (
    <Box component="ol" aria-label={text.workHistory} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {jobs.map((job, index) => (
        <Box
          component="li"
          key={index}
          sx={{
            position: 'relative',
            pl: {
              xs: `${railGutter.xs}px`,
              sm: `${railGutter.sm}px`,
              md: `${periodColumn + 24 + railGutter.sm}px`,
            },
            pb: index === jobs.length - 1 ? 0 : space.group,
            ...revealOnScroll,
          }}
        >
          <Box
            aria-hidden="true"
            sx={{
              position: 'absolute',
              left: railLeft,
              top: dotTop,
              width: dot,
              height: dot,
              boxSizing: 'border-box',
              borderRadius: '50%',
              border: 2,
              borderColor: 'primary.main',
              bgcolor: index === 0 ? 'primary.main' : 'background.default',
              // The current job: a soft halo.
              boxShadow: (theme) =>
                index === 0 ? `0 0 0 5px ${(theme.vars ?? theme).palette.surface.tonal}` : 'none',
              zIndex: 1,
            }}
          />
          {index < jobs.length - 1 && (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: { xs: dot / 2 - 0.5, md: periodColumn + 24 + dot / 2 - 0.5 },
                top: dotTop + dot,
                bottom: -dotTop,
                width: '1px',
                bgcolor: 'surface.lineStrong',
              }}
            />
          )}
          <Card
            variant="outlined"
            component="article"
            sx={{ position: 'relative', overflow: 'visible' }}
          >
            <CardContent>
              <Typography variant="h4" component="h2">
                {job.title}
              </Typography>
              <Typography
                sx={{ color: 'primary.main', fontWeight: 'fontWeightBold', maxWidth: measure(76) }}
              >
                {job.company}
              </Typography>
              <Typography
                variant="caption"
                component="p"
                sx={{
                  color: 'text.secondary',
                  fontVariantNumeric: 'tabular-nums',
                  // A period too long for its column ("January 2021 – February 2023") breaks
                  // into two even lines, at the dash, not before its last year.
                  textWrap: 'balance',
                  mt: 0.5,
                  // From `md` up, in its own column left of the rail.
                  '@media (min-width:900px)': {
                    position: 'absolute',
                    top: 28,
                    right: `calc(100% + ${24 + railGutter.sm}px)`,
                    width: periodColumn,
                    mt: 0,
                  },
                }}
              >
                {unbroken(job.period)}
              </Typography>
              <Box
                component="ul"
                sx={{
                  m: 0,
                  mt: 1.5,
                  pl: 2.5,
                  maxWidth: measure(76),
                  '& li::marker': { color: 'primary.main' },
                }}
              >
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
