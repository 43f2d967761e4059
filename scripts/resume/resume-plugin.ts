import type { Plugin } from 'vite';
import { resumeFiles } from '../../src/shared/resume-files.ts';
import { ownerFolder, type OwnerContent } from '../site/owner-content.ts';
import { caseStudyAddresses } from '../site/owner-pages/owner-pages.ts';
import { deploySiteUrl, resolveLanguageSiteUrl } from '../site/site-url.ts';
import { toJsonResume } from './to-json-resume.ts';
import { renderResumePdf } from './render-resume.ts';

/**
 * Writes the owner's résumé at the site's root, made from the content at every build:
 * resume.pdf and resume.json (JSON Resume 1.0.0). The development server makes them on request.
 * Text the résumé's font cannot draw gives a warning, never silent empty boxes.
 */
export function resume(owner: OwnerContent): Plugin {
  let base = '/';
  async function make(warn: (message: string) => void) {
    const content = owner.current;
    // In another language's site, its own address (`…/de/`).
    const siteUrl = resolveLanguageSiteUrl({
      siteUrl: content.siteUrl,
      envSiteUrl: deploySiteUrl()?.url,
      base,
      folder: owner.language?.folder ?? '',
    }).url;
    const caseStudies = caseStudyAddresses(ownerFolder(), owner.main ?? content, siteUrl);
    const { pdf, warnings } = await renderResumePdf(content, siteUrl, caseStudies);
    warnings.forEach(warn);
    const json = `${JSON.stringify(toJsonResume(content, siteUrl, undefined, caseStudies), null, 2)}\n`;
    return { pdf, json };
  }
  return {
    name: 'portfolio-resume',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      const started = Date.now();
      const { pdf, json } = await make((message) => this.warn(message));
      this.emitFile({ type: 'asset', fileName: resumeFiles.pdf, source: pdf });
      this.emitFile({ type: 'asset', fileName: resumeFiles.json, source: json });
      this.info(
        `résumé: ${resumeFiles.pdf} (${(pdf.length / 1024).toFixed(1)} KB) and ${resumeFiles.json} in ${Date.now() - started} ms`,
      );
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = request.url?.split('?')[0]?.slice(server.config.base.length);
        if (file !== resumeFiles.pdf && file !== resumeFiles.json) return next();
        make((message) => server.config.logger.warn(message)).then(({ pdf, json }) => {
          const isPdf = file === resumeFiles.pdf;
          response.setHeader('Content-Type', isPdf ? 'application/pdf' : 'application/json');
          response.end(isPdf ? pdf : json);
        }, next);
      });
    },
  };
}
