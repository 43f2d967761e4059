import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useText } from '../../content';
import { contactColumnMaxWidth, space } from '../../theme';
import { ContactForm } from './contact-form';

export function ContactScreen() {
  const text = useText();
  return (
    <Stack
      spacing={space.group}
      component="article"
      data-testid="contact-column"
      // On the same left edge as every other screen's content.
      sx={{ maxWidth: contactColumnMaxWidth }}
    >
      <Typography variant="h1">{text.contactHeading}</Typography>
      <Typography variant="lead" component="p" sx={{ color: 'text.secondary' }}>
        {text.contactIntro}
      </Typography>
      <ContactForm />
    </Stack>
  );
}

export default ContactScreen;
