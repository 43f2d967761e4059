import { resolveBasePath, servedBase } from '../scripts/build/owner/base-path.mjs';

// What the check is told: the folder the build wrote, and the base path that build recorded.

/** The folder the build wrote: SITE_DIR, else the build's own default, dist/. */
export function siteFolder(): string {
  return process.env.SITE_DIR || 'dist';
}

/** The sub-folder the site was built for, as the build recorded it (else BASE_PATH, as for the
 * build); `note` says when BASE_PATH asks for another. */
export function siteBase(): { base: string; note?: string } {
  const served = servedBase(siteFolder(), process.env.BASE_PATH);
  return served.base
    ? { base: served.base, ...(served.note && { note: served.note }) }
    : { base: resolveBasePath(process.env.BASE_PATH) };
}

/** The address of the served site (set by serve-site.ts before any check runs). */
export function siteAddress(): string {
  const url = process.env.SITE_CHECK_URL;
  if (!url) throw new Error('SITE_CHECK_URL is not set: run the check with `npm run check:site`.');
  return url;
}
