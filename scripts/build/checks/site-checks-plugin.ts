import type { Plugin } from 'vite';
import { findContentProblems } from '../../../src/content/content-problems.ts';
import { type Content } from '../../../src/content/schema.ts';
import { missingEmailSettings } from '../../../src/services/email-settings.ts';
import { contrastProblems } from '../../../src/theme/contrast.ts';
import { schemesOf } from '../../../src/theme/color-scheme.ts';
import { buildHost } from '../owner/build-host.ts';
import { undrawnWarning } from '../fonts/font-coverage.ts';
import { fontProblem, ownerFont } from '../fonts/font-plugin.ts';
import { shownContentFile } from '../owner/owner-content.ts';
import { inPublicFolder, missingImages } from '../images/content-images.ts';

/** What keeps the owner's site from building: invalid content, a brand colour that does not
 * read on its background, a font that is not installed. One line each. */
export function siteProblems(content: unknown): string[] {
  const problems = findContentProblems(content);
  if (problems.length > 0) return problems;
  const valid = content as Content;
  const schemes = schemesOf(valid);
  const font = fontProblem(valid);
  return [...contrastProblems(valid.theme, schemes), ...(font ? [font] : [])];
}

/**
 * Fails the build on invalid content. Missing EmailJS ids make the contact form fail on every
 * send: a local build warns; a deploy (REQUIRE_EMAIL_SETTINGS=true, set by the deploy workflow,
 * or a build on Netlify, Vercel or Cloudflare Pages) stops with one message naming them.
 */
export function siteChecks(
  owner: { current: unknown },
  env: Record<string, string | undefined>,
): Plugin {
  let serving = false;
  return {
    name: 'portfolio-site-checks',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    buildStart() {
      if (this.environment.config.consumer === 'server') return; // checked once, by the client build
      // The development server shows content problems in its overlay (owner-content.ts).
      const { root, publicDir } = this.environment.config;
      const problems = serving ? [] : siteProblems(owner.current);
      if (problems.length > 0) {
        this.error(
          `${shownContentFile()} is not valid:\n  ${problems.join('\n  ')}\nFix these fields and build again.`,
        );
      }
      if (!serving) {
        const valid = owner.current as Content;
        // The images the content names, before any stage has worked on them (a missing photo
        // used to stop the build only once the fonts, the cards and the résumé were made).
        const missing = missingImages(valid, root, publicDir);
        if (missing.length > 0)
          this.error(
            `${missing.join('\n  ')}\nPut the file in ${inPublicFolder(root, publicDir, '')} or fix its name in ${shownContentFile(root)}.`,
          );
        const undrawn = undrawnWarning(valid, ownerFont(valid));
        if (undrawn) this.warn(undrawn);
      }
      const missing = missingEmailSettings(env);
      if (missing.length === 0) return;
      // A build on Netlify, Vercel or Cloudflare Pages is a deploy too: their settings files
      // leave nothing but these keys to set (docs/deploy.md).
      const host = buildHost(env);
      if (
        env.REQUIRE_EMAIL_SETTINGS === 'true' ||
        (host && env.REQUIRE_EMAIL_SETTINGS !== 'false')
      ) {
        const many = missing.length > 1;
        const message = host
          ? `The contact form cannot send: the environment variable${many ? 's' : ''} ${missing.join(', ')} ` +
            `${many ? 'are' : 'is'} not set. Add ${many ? 'them' : 'it'} in ${host.keysWhere}, ` +
            'as docs/contact-form.md says, then deploy again.'
          : `The contact form cannot send: the repository secret${many ? 's' : ''} ${missing.join(', ')} ` +
            `${many ? 'are' : 'is'} missing. Add ${many ? 'them' : 'it'} in Settings → Secrets and variables → Actions, ` +
            'as docs/contact-form.md says, then run the workflow again.';
        // One line GitHub shows on the run's summary page.
        if (env.GITHUB_ACTIONS === 'true')
          console.log(`::error title=EmailJS secrets missing::${message}`);
        this.error(message);
      }
      this.warn(
        `contact form: ${missing.join(', ')} not set, so messages cannot be sent ` +
          '(the form will show its error alert). Put them in .env or the deploy secrets; see docs/contact-form.md.',
      );
    },
  };
}
