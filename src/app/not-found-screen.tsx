import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { PageTitle } from '../shared/page-title';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle page="Page not found" />
      <Typography variant="h1">Page not found</Typography>
      <Typography>
        There is no page at <code>{pathname}</code>. It may have moved, or the address may have a
        typo.
      </Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/">
          Back to Home
        </Button>
      </div>
    </Stack>
  );
}
