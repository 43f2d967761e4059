/** The résumé the build makes from the content (scripts/build/resume/), at the site's root. */
export const resumeFiles = { pdf: 'resume.pdf', json: 'resume.json' } as const;

/** Where "Get my Resume" leads: the owner's own résumé, else the one the build made. */
export function resumeAddress(resumeUrl: string | undefined, base: string): string {
  return resumeUrl ?? `${base}${resumeFiles.pdf}`;
}
