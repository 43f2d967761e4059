import type { Plugin } from 'vite';
import { findContentProblems } from '../src/content/schema.ts';
import { missingEmailSettings } from '../src/services/email-settings.ts';

/** Fails the build on invalid content and warns when the contact form has no EmailJS ids. */
export function siteChecks(content: unknown, env: Record<string, string | undefined>): Plugin {
  return {
    name: 'portfolio-site-checks',
    buildStart() {
      if (this.environment.config.consumer === 'server') return; // checked once, by the client build
      const problems = findContentProblems(content);
      if (problems.length > 0) {
        this.error(
          `src/content/content.ts is not valid:\n  ${problems.join('\n  ')}\nFix these fields and build again.`,
        );
      }
      const missing = missingEmailSettings(env);
      if (missing.length > 0) {
        this.warn(
          `contact form: ${missing.join(', ')} not set, so messages cannot be sent ` +
            '(the form will show its error alert). Put them in .env or the deploy secrets; see README.',
        );
      }
    },
  };
}
