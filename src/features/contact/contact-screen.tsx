import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../content';
import { contactColumnMaxWidth } from '../../theme';
import { ContactForm } from './contact-form';

export function ContactScreen() {
  const text = useText();
  return (
    <Stack
      spacing={3}
      component="article"
      data-testid="contact-column"
      sx={{ maxWidth: contactColumnMaxWidth, mx: 'auto' }}
    >
      <Typography variant="h1">{text.contactHeading}</Typography>
      <Typography sx={{ color: 'text.secondary' }}>{text.contactIntro}</Typography>
      <ContactForm />
    </Stack>
  );
}

export default ContactScreen;
