import type { EmailConfig } from './email-settings';

/** The EmailJS ids, fixed into the bundle at build time from the VITE_EMAILJS_* settings (read
 * at each send, so a test can set them as a build without them would have them). */
export const emailConfig = (): EmailConfig => ({
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY ?? '',
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID ?? '',
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID ?? '',
});
