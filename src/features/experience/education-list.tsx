import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText, type Education } from '../../content';

export function EducationList({ education }: { education: readonly Education[] }) {
  const text = useText();
  return (
    <Stack component="section" aria-labelledby="education-heading" spacing={2}>
      <Typography
        id="education-heading"
        variant="overline"
        component="h2"
        sx={{ color: 'text.secondary' }}
      >
        {text.education}
      </Typography>
      <Stack
        component="ul"
        spacing={2}
        aria-labelledby="education-heading"
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {education.map((entry, index) => (
          <li key={index}>
            <Card variant="outlined" component="article">
              <CardContent>
                <Typography variant="h4" component="h3">
                  {entry.degree}
                </Typography>
                <Typography sx={{ color: 'primary.main', fontWeight: 600 }}>
                  {entry.school}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {entry.period}
                </Typography>
                {entry.details && entry.details.length > 0 && (
                  <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5 }}>
                    {entry.details.map((detail, detailIndex) => (
                      <Typography component="li" key={detailIndex} sx={{ mb: 0.5 }}>
                        {detail}
                      </Typography>
                    ))}
                  </Box>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
