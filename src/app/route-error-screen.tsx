import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useText } from '../content';
import { fillText } from '../i18n';
import { isPartLoadError } from './part-load-error';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown instead of a screen that failed to load or to render: never a blank page. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const text = useText();
  const reload = () => window.location.reload();

  if (isPartLoadError(error)) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 720 }}>
        <Typography variant="h1">{text.partFailedHeading}</Typography>
        <Alert severity="error" variant="outlined">
          <AlertTitle>{fillText(text.partFailedTitle, { part: error.part })}</AlertTitle>
          <Typography variant="body2">
            {text.failureType} <strong>{error.type}</strong>
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {text.failureAddress} <code>{error.url ?? text.addressUnknown}</code>
          </Typography>
        </Alert>
        <Typography>{text.checkConnection}</Typography>
        <div>
          <Button variant="contained" onClick={reload}>
            {text.tryAgain}
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h1" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon aria-hidden="true" fontSize="inherit" color="error" />
        {text.errorHeading}
      </Typography>
      <Typography>{text.errorText}</Typography>
      <Alert severity="error" variant="outlined">
        <AlertTitle>{text.errorDetails}</AlertTitle>
        <code>{describe(error)}</code>
      </Alert>
      <div>
        <Button variant="contained" onClick={reload}>
          {text.reloadPage}
        </Button>
      </div>
    </Stack>
  );
}
