import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useLanguage, useText } from '../../content';
import { Island } from '../../shared/island';
import { contactColumnMaxWidth, space } from '../../theme';
import ContactForm, { contactFormTextKeys, type ContactFormProps } from './contact-form';

export function ContactScreen() {
  const text = useText();
  const form: ContactFormProps = {
    text: Object.fromEntries(
      contactFormTextKeys.map((key) => [key, text[key]]),
    ) as ContactFormProps['text'],
    language: useLanguage(),
    email: useContent().externalLinks.find((link) => link.url.startsWith('mailto:'))?.url,
  };
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
      <Island name="contact-form" Component={ContactForm} props={form} />
    </Stack>
  );
}

export default ContactScreen;
