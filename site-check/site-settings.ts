import { resolveBasePath } from '../scripts/site/base-path.ts';

// What the check is told, from the same settings the build was given (docs/deploy.md).

/** The folder the build wrote: SITE_DIR, else the build's own default, dist/. */
export function siteFolder(): string {
  return process.env.SITE_DIR || 'dist';
}

/** The sub-folder the site was built for: BASE_PATH, as for the build. */
export function siteBase(): string {
  return resolveBasePath(process.env.BASE_PATH);
}

/** The address of the served site (set by serve-site.ts before any check runs). */
export function siteAddress(): string {
  const url = process.env.SITE_CHECK_URL;
  if (!url) throw new Error('SITE_CHECK_URL is not set: run the check with `npm run check:site`.');
  return url;
}
