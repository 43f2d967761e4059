import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { contactColumnMaxWidth } from '../../theme';
import { ContactForm } from './contact-form';

export function ContactScreen() {
  return (
    <Stack
      spacing={3}
      component="article"
      data-testid="contact-column"
      sx={{ maxWidth: contactColumnMaxWidth, mx: 'auto' }}
    >
      <Typography variant="h1">Have a Project in Mind? Let's Connect!</Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        Whether it is a role, a collaboration or a question about my work, fill out the form below
        and I will get back to you soon.
      </Typography>
      <ContactForm />
    </Stack>
  );
}

export default ContactScreen;
