import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isPartLoadError } from './part-load-error';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown instead of a screen that failed to load or to render: never a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reload = () => window.location.reload();

  if (isPartLoadError(error)) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography variant="h1">This part of the site failed to load</Typography>
        <Alert severity="error" variant="outlined">
          <AlertTitle>Loading part “{error.part}” failed</AlertTitle>
          <Typography variant="body2">
            Failure type: <strong>{error.type}</strong>
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            Address: <code>{error.url ?? 'unknown'}</code>
          </Typography>
        </Alert>
        <Typography>Check your connection, then try again.</Typography>
        <div>
          <Button variant="contained" onClick={reload}>
            Try again
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon aria-hidden="true" fontSize="inherit" color="error" />
        Something went wrong
      </Typography>
      <Typography>Sorry, this page hit an unexpected error. Reloading usually fixes it.</Typography>
      <Alert severity="error" variant="outlined">
        <AlertTitle>Error details</AlertTitle>
        <code>{describe(error)}</code>
      </Alert>
      <div>
        <Button variant="contained" onClick={reload}>
          Reload the page
        </Button>
      </div>
    </Stack>
  );
}
