import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Dictionary } from '../../i18n';
import { sendContactMessage, type ContactMessage } from '../../services/email';
import { characterCount, counterAttribute, draftAttribute } from '../../start-up/drafts';
import { contactFields, trimMessage } from './contact-fields';
import { draftStorageKey, draftStore } from './draft-store';
import { FormIcon } from './form-icons';
import { Honeypot, honeypotName } from './honeypot';
import { OutlinedField } from './outlined-field';

/** The words the form says, out of the owner's dictionary (src/i18n/). */
export const contactFormTextKeys = [
  'contactForm',
  'nameField',
  'emailField',
  'titleField',
  'messageField',
  'characterCount',
  'sendMessage',
  'sending',
  'sent',
  'sendFailed',
  'closeAlert',
  'honeypot',
  'messageNotSent',
  'typedTextKept',
] as const satisfies readonly (keyof Dictionary)[];

export type ContactFormProps = {
  text: Pick<Dictionary, (typeof contactFormTextKeys)[number]>;
  /** The page's language, for the counter's digits. */
  language: string;
  /** The owner's e-mail address, where they give one: the way on when the site cannot send. */
  email?: string;
};

/** After a send: sent; not sent, worth another try (the service or the network failed); or not
 * sent and never will be from this site (its e-mail ids are missing: the SDK refuses). */
type Notice = 'success' | 'error' | 'unavailable' | null;

/**
 * The contact form: an island, the one part of the site that renders in the visitor's browser
 * (src/shared/island.tsx). What is typed is kept from the first keystroke (./draft-store.ts,
 * by the start-up script until the form is live); a send goes through src/services/email.ts.
 */
export default function ContactForm({ text, language, email }: ContactFormProps) {
  const draft = useSyncExternalStore(
    draftStore.subscribe,
    draftStore.get,
    draftStore.getServerSnapshot,
  );
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // State updates are async; the ref stops a second Enter or click before the re-render.
  const sendingRef = useRef(false);
  useEffect(() => draftStore.sync(), []);

  function update(name: keyof ContactMessage, value: string) {
    draftStore.change(name, value);
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
    <form
      className="contact-form"
      onSubmit={submit}
      aria-label={text.contactForm}
      {...{ [draftAttribute]: draftStorageKey }}
    >
      <div className="contact-form-stack">
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
                // The start-up script writes it too, for a text put back before the form is
                // live: the form's first render may find the start-up script's count there.
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
        <Honeypot label={text.honeypot} />
        <div>
          <button type="submit" className="send-button" disabled={sending} aria-busy={sending}>
            {sending ? text.sending : text.sendMessage}
            <span className="send-button-icon">
              <FormIcon name="send" />
            </span>
            {sending && (
              <span className="send-button-progress" aria-hidden="true">
                <svg viewBox="22 22 44 44">
                  <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
                </svg>
              </span>
            )}
          </button>
        </div>
        {notice && (
          <div
            ref={inView}
            role="alert"
            className={`form-alert ${notice === 'success' ? 'form-alert-success' : 'form-alert-error'}`}
          >
            <div className="form-alert-icon">
              <FormIcon name={notice === 'success' ? 'success' : 'error'} />
            </div>
            <div className="form-alert-message">
              {notice === 'success' && text.sent}
              {notice === 'error' && text.sendFailed}
              {notice === 'unavailable' && <NotSendable text={text} email={email} />}
            </div>
            <div className="form-alert-action">
              <button
                type="button"
                className="form-alert-close"
                aria-label={text.closeAlert}
                title={text.closeAlert}
                onClick={() => setNotice(null)}
              >
                <FormIcon name="close" />
              </button>
            </div>
          </div>
        )}
      </div>
    </form>
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
function NotSendable({ text, email }: Pick<ContactFormProps, 'text' | 'email'>) {
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
          <a href={email}>{email.slice('mailto:'.length).split('?')[0]}</a>
        </>
      )}
    </>
  );
}
