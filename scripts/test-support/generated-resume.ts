// The résumé choices a generated owner (./generated-owner.ts) makes now and then
// (content.resume): the projects it lists, by title, in an order of their own (now and then
// none), and the most bullets a job shows (now and then none). Drawn from the seed, not the
// random stream, so that the rest of the owner stays as it is.
import type { Content } from '../../src/content/schema.ts';

/** Sets the owner's résumé choices, if any; returns the summary's line. */
export function addResumeChoices(seed: number, content: Content): string {
  const kind = seed % 8;
  // Most owners leave it to the build: as many as fit two pages.
  if (kind < 5) return 'résumé: as many projects and bullets as fit two pages';
  const projects =
    kind === 6
      ? undefined
      : content.projects
          .filter((_, index) => index % 2 === seed % 2)
          .map((project) => project.title)
          .reverse();
  const bulletsPerJob = kind === 5 ? undefined : seed % 3;
  content.resume = {
    ...content.resume,
    ...(projects && { projects }),
    ...(bulletsPerJob !== undefined && { bulletsPerJob }),
  };
  return `résumé: projects ${projects ? JSON.stringify(projects) : 'as fit'}, bullets per job ${bulletsPerJob ?? 'as fit'}`;
}
