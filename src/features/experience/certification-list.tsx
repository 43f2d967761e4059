import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText, type Certification } from '../../content';
import { NewTabLink } from '../../shared/new-tab-hint';

export function CertificationList({
  certifications,
}: {
  certifications: readonly Certification[];
}) {
  const text = useText();
  return (
    <Stack component="section" aria-labelledby="certifications-heading" spacing={2}>
      <Typography
        id="certifications-heading"
        variant="overline"
        component="h2"
        sx={{ color: 'text.secondary' }}
      >
        {text.certifications}
      </Typography>
      <Card variant="outlined">
        <List aria-labelledby="certifications-heading">
          {certifications.map((certification, index) => (
            <ListItem key={index} divider={index < certifications.length - 1}>
              <ListItemText
                primary={<CertificationName certification={certification} />}
                secondary={`${certification.issuer} · ${certification.date}`}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    </Stack>
  );
}

function CertificationName({ certification }: { certification: Certification }) {
  if (!certification.url) return certification.name;
  return <NewTabLink href={certification.url}>{certification.name}</NewTabLink>;
}
