import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText, type Certification } from '../../content';
import { NewTabHint } from '../../shared/new-tab-hint';

export function CertificationList({
  certifications,
}: {
  certifications: readonly Certification[];
}) {
  const text = useText();
  return (
    <Stack component="section" aria-labelledby="certifications-heading" spacing={2}>
      <Typography id="certifications-heading" variant="h2">
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
  return (
    <Link href={certification.url} target="_blank" rel="noopener noreferrer">
      {certification.name}
      <OpenInNewIcon
        aria-hidden="true"
        sx={{ fontSize: '1em', ml: 0.5, verticalAlign: '-0.125em' }}
      />
      <NewTabHint />
    </Link>
  );
}
