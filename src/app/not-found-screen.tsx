import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguage, useText } from '../content';
import { splitAt } from '../i18n';
import { pointingIcon } from '../shared/pointing-icon';
import { missingAddressAttribute } from '../start-up/contract';
import { space } from '../theme';

/** The screen of an address with nothing at it: the status in Home's display type and colour
 * (in the page's digits), what happened, and the way home. The address is the page's script's
 * to write (missingAddressAttribute): the build renders one screen for every address. */
export function NotFoundScreen() {
  const text = useText();
  const language = useLanguage();
  const [before, after] = splitAt(text.notFoundText, 'path');
  return (
    <Stack spacing={space.stack} sx={{ maxWidth: 720 }}>
      <Typography
        variant="display"
        component="p"
        aria-hidden="true"
        sx={{ color: 'primary.main', lineHeight: 1 }}
      >
        {new Intl.NumberFormat(language, { useGrouping: false }).format(404)}
      </Typography>
      <Typography variant="h1">{text.notFoundTitle}</Typography>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {before}
        {/* An address reads left to right, on a page written either way. */}
        <code dir="ltr" {...{ [missingAddressAttribute]: '' }}>
          /…
        </code>
        {after}
      </Typography>
      <div>
        <Button
          variant="contained"
          size="large"
          href="#/"
          startIcon={<ArrowBackIcon aria-hidden="true" sx={pointingIcon} />}
        >
          {text.backHome}
        </Button>
      </div>
    </Stack>
  );
}
