import type { Plugin } from 'vite';
import { languageOf } from '../../../src/content/text.ts';
import { siteLanguages } from '../../../src/i18n/site-languages.ts';
import { resumeFiles } from '../../../src/shared/resume-files.ts';
import { builtContentFile, ownerFolder, type OwnerContent } from '../owner/owner-content.ts';
import { caseStudyAddresses } from '../written-pages/page-files.ts';
import { contentInLanguage } from '../owner/site-language.ts';
import { deploySiteUrl, resolveLanguageSiteUrl } from '../owner/site-url.ts';
import { toJsonResume } from './to-json-resume.ts';
import { fitResume, type ResumeLanguage } from './render-resume.ts';

/** The fittings of this process's builds, by what they were made from: a site's languages are
 * built one after another, each asking for the same choice (scripts/build/build.mjs). */
const fittings: Map<string, ReturnType<typeof fitResume>> = ((
  globalThis as { portfolioResumeFittings?: Map<string, ReturnType<typeof fitResume>> }
).portfolioResumeFittings ??= new Map());

/** The résumé of every language of the site, fitted once for them all. */
function fitted(languages: ResumeLanguage[]) {
  const key = JSON.stringify(languages);
  const kept = fittings.get(key) ?? fitResume(languages);
  fittings.set(key, kept);
  // The development server fits again on every edit: the last few are enough.
  for (const old of [...fittings.keys()].slice(0, -4)) fittings.delete(old);
  return kept;
}

/**
 * Writes the owner's résumé at the site's root, made from the content at every build:
 * resume.pdf and resume.json (JSON Resume 1.0.0), holding the same projects and bullets in every
 * language (./resume-choice.ts). The development server makes them on request. Text the résumé's
 * font cannot draw gives a warning, never silent empty boxes.
 */
export function resume(owner: OwnerContent): Plugin {
  let base = '/';
  async function make(warn: (message: string) => void) {
    const main = owner.main ?? owner.current;
    const folder = owner.language?.folder ?? '';
    // The main site's address; each other language's is in its folder (`…/de/`).
    const mainUrl = resolveLanguageSiteUrl({
      siteUrl: main.siteUrl,
      envSiteUrl: deploySiteUrl()?.url,
      base,
      folder,
    }).main;
    const languages = siteLanguages(languageOf(main), main.languages);
    const tags = languages.map((language) => language.tag);
    const inLanguages = await Promise.all(
      languages.map(async (language): Promise<ResumeLanguage> => {
        const siteUrl = new URL(language.folder, mainUrl).href;
        return {
          content:
            language.folder === folder
              ? owner.current
              : (await contentInLanguage(main, language, builtContentFile())).content,
          siteUrl,
          caseStudies: caseStudyAddresses(ownerFolder(), main, siteUrl, tags),
        };
      }),
    );
    const current = Math.max(
      0,
      languages.findIndex((language) => language.folder === folder),
    );
    const fitting = await fitted(inLanguages);
    const { pdf, warnings } = await fitting.resume(current);
    // Said once, by the main language's build.
    [...warnings, ...(current === 0 ? fitting.warnings : [])].forEach(warn);
    const here = inLanguages[current];
    if (!here) throw new Error(`résumé: no site in ${folder || 'the main folder'}`);
    const json = toJsonResume(
      here.content,
      here.siteUrl,
      undefined,
      here.caseStudies,
      fitting.choice,
    );
    return { pdf, json: `${JSON.stringify(json, null, 2)}\n` };
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
