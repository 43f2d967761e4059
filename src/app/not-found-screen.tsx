import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useText } from '../content';
import { splitAt } from '../i18n';
import { PageTitle } from '../shared/page-title';
import { missingAddressAttribute } from '../start-up/contract';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  const text = useText();
  const [before, after] = splitAt(text.notFoundText, 'path');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle page={text.notFoundTitle} />
      <Typography variant="h1">{text.notFoundTitle}</Typography>
      <Typography>
        {before}
        <code {...{ [missingAddressAttribute]: '' }}>{pathname}</code>
        {after}
      </Typography>
      <div>
        <Button variant="contained" component={RouterLink} to="/">
          {text.backHome}
        </Button>
      </div>
    </Stack>
  );
}
