import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLanguage, useText } from '../../content';
import { sendContactMessage, type ContactMessage } from '../../services/email';
import { pointingIcon } from '../../shared/pointing-icon';
import { contactFields, trimMessage } from './contact-fields';
import { characterCount, counterAttribute, draftAttribute } from '../../start-up/drafts';
import { draftStorageKey, draftStore } from './draft-store';
import { Honeypot, honeypotName } from './honeypot';
import { OutlinedField } from './outlined-field';

type Notice = 'success' | 'error' | null;

const notices = {
  success: { severity: 'success', text: 'sent' },
  error: { severity: 'error', text: 'sendFailed' },
} as const;

export function ContactForm() {
  const draft = useSyncExternalStore(
    draftStore.subscribe,
    draftStore.get,
    draftStore.getServerSnapshot,
  );
  const text = useText();
  const language = useLanguage();
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // State updates are async; the ref stops a second Enter or click before the re-render.
  const sendingRef = useRef(false);
  useEffect(() => draftStore.sync(), []);

  function update(name: keyof ContactMessage, value: string) {
    draftStore.set({ ...draftStore.get(), [name]: value });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const message = trimMessage(draftStore.get());

    if (Object.values(message).some((value) => value === '')) {
      // Only whitespace in a required field: clear it and let the browser say it is required.
      flushSync(() => draftStore.set(message));
      form.reportValidity();
      return;
    }

    if (new FormData(form).get(honeypotName)) {
      draftStore.clear();
      setNotice('success');
      return;
    }

    sendingRef.current = true;
    setSending(true);
    setNotice(null);
    const result = await sendContactMessage(message);
    sendingRef.current = false;
    setSending(false);
    if (result.status === 'success') draftStore.clear();
    setNotice(result.status === 'success' ? 'success' : 'error');
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={text.contactForm}
      {...{ [draftAttribute]: draftStorageKey }}
      sx={{ position: 'relative' }}
    >
      <Stack spacing={2.5}>
        {contactFields.map((field) => (
          <OutlinedField
            key={field.name}
            id={`contact-${field.name}`}
            name={field.name}
            label={text[field.label]}
            type={field.type}
            autoComplete={field.autoComplete}
            rows={field.rows}
            value={draft[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
            helperText={
              field.rows === undefined ? undefined : (
                // The start-up script writes it too, for a text put back before the app is
                // live: the app's first render may find the start-up script's count there.
                <span {...{ [counterAttribute]: '' }} suppressHydrationWarning>
                  {characterCount(
                    text.characterCount,
                    language,
                    draft[field.name].length,
                    field.maxLength,
                  )}
                </span>
              )
            }
            htmlInput={{ maxLength: field.maxLength, dir: 'auto' }}
          />
        ))}
        <Honeypot />
        <div>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={sending}
            loadingPosition="end"
            endIcon={<SendIcon aria-hidden="true" sx={pointingIcon} />}
          >
            {sending ? text.sending : text.sendMessage}
          </Button>
        </div>
        {notice && (
          <Alert
            severity={notices[notice].severity}
            onClose={() => setNotice(null)}
            closeText={text.closeAlert}
          >
            {text[notices[notice].text]}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
