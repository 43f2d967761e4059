import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useContent, useLanguage, useText } from '../../content';
import { sendContactMessage, type ContactMessage } from '../../services/email';
import { pointingIcon } from '../../shared/pointing-icon';
import { contactFields, trimMessage } from './contact-fields';
import { characterCount, counterAttribute, draftAttribute } from '../../start-up/drafts';
import { draftStorageKey, draftStore } from './draft-store';
import { Honeypot, honeypotName } from './honeypot';
import { OutlinedField } from './outlined-field';

/** After a send: sent; not sent, worth another try (the service or the network failed); or not
 * sent and never will be from this site (its e-mail ids are missing: the SDK refuses). */
type Notice = 'success' | 'error' | 'unavailable' | null;

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
    setNotice(
      result.status === 'success'
        ? 'success'
        : result.reason === 'refused'
          ? 'unavailable'
          : 'error',
    );
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
            ref={inView}
            severity={notice === 'success' ? 'success' : 'error'}
            onClose={() => setNotice(null)}
            closeText={text.closeAlert}
            // A long address wraps inside the alert rather than run off a phone's screen.
            sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
          >
            {notice === 'success' && text.sent}
            {notice === 'error' && text.sendFailed}
            {notice === 'unavailable' && <NotSendable />}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}

/** The alert a send ends with, brought into view where it appears below the window's fold (or
 * under what floats at its foot: the language offer's scroll padding). */
function inView(alert: HTMLElement | null) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  alert?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/** A text that ends in an ideograph, kana or full-width punctuation: no space after it. */
const wideEnd =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]$/u;

/** A site that cannot send (no e-mail ids in its build): no "try again", which would never
 * work; what was typed is kept, and the owner's address, where they give one, is the way on. */
function NotSendable() {
  const text = useText();
  const { externalLinks } = useContent();
  const email = externalLinks.find((link) => link.url.startsWith('mailto:'));
  // Sentences follow one another after a space, but not after a full-width stop (。).
  const next = (sentence: string) => (wideEnd.test(sentence) ? '' : ' ');
  return (
    <>
      {text.messageNotSent}
      {next(text.messageNotSent)}
      {text.typedTextKept}
      {email && (
        <>
          {next(text.typedTextKept)}
          <Link href={email.url}>{email.url.slice('mailto:'.length).split('?')[0]}</Link>
        </>
      )}
    </>
  );
}
