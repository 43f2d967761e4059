/** The names of the build-time settings that hold the EmailJS ids (see `.env.example`). */
export const emailEnvKeys = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const;

export type EmailConfig = Record<keyof typeof emailEnvKeys, string>;

/** The setting names that are empty in `env`; the build warns about them. */
export function missingEmailSettings(env: Record<string, string | undefined>): string[] {
  return Object.values(emailEnvKeys).filter((key) => !env[key]?.trim());
}
