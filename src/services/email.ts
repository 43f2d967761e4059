import { send } from '@emailjs/browser';
import { countEvent, messageSent } from './analytics';
import { emailConfig } from './email-config';
import type { EmailConfig } from './email-settings';

/** The four fields of the contact form, named as the EmailJS template expects them. */
export type ContactMessage = {
  user_name: string;
  user_email: string;
  title: string;
  message: string;
};

export type SendFailure =
  /** The service answered with a non-2xx status. */
  | { status: 'error'; reason: 'rejected'; httpStatus: number; detail: string }
  /** The request never got an answer (offline, DNS, CORS...). */
  | { status: 'error'; reason: 'network'; detail: string }
  /** The SDK refused before sending, e.g. an id is missing. */
  | { status: 'error'; reason: 'refused'; detail: string };

export type SendResult = { status: 'success' } | SendFailure;

function isResponseStatus(error: unknown): error is { status: number; text: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { text?: unknown }).text === 'string'
  );
}

function toFailure(error: unknown): SendFailure {
  if (isResponseStatus(error)) {
    return { status: 'error', reason: 'rejected', httpStatus: error.status, detail: error.text };
  }
  // The SDK does not wrap fetch failures: they arrive as the raw TypeError.
  if (error instanceof Error) {
    return { status: 'error', reason: 'network', detail: `${error.name}: ${error.message}` };
  }
  return { status: 'error', reason: 'refused', detail: String(error) };
}

/**
 * Sends the contact message through EmailJS. The only place that talks to the e-mail
 * service; it never throws, and logs the service's answer on failure.
 */
export async function sendContactMessage(
  message: ContactMessage,
  config: EmailConfig = emailConfig(),
  sentAt: Date = new Date(),
): Promise<SendResult> {
  try {
    // The key goes with the call: init() would also reset the SDK's storage provider.
    await send(
      config.serviceId,
      config.templateId,
      { ...message, send_time: sentAt.toLocaleString() },
      { publicKey: config.publicKey },
    );
    countEvent(messageSent);
    return { status: 'success' };
  } catch (error: unknown) {
    const failure = toFailure(error);
    console.error(`Contact message not sent (${failure.reason}):`, failure.detail);
    return failure;
  }
}
