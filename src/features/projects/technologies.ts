import type { Project } from '../../content/schema.ts';
import { technologyParameter } from '../../start-up/project-filter.ts';

// What the filter of a long list of projects offers (./project-filter.tsx draws it): plain data,
// which the browser tests read too.

/** From how many projects a recruiter is offered to narrow them to a technology. */
export const filteredFrom = 6;

/** The technologies the projects use, the most used first, then in the order they first come. */
export function technologiesOf(projects: readonly Project[]): string[] {
  const counts = new Map<string, { name: string; count: number }>();
  for (const technology of projects.flatMap((project) => project.technologies)) {
    const key = technology.toLowerCase();
    const seen = counts.get(key);
    counts.set(key, { name: seen?.name ?? technology, count: (seen?.count ?? 0) + 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).map((each) => each.name);
}

/** The address of the Projects screen at `path` narrowed to `technology` (every project without). */
export function filteredAddress(path: string, technology?: string) {
  return technology === undefined
    ? `#${path}`
    : `#${path}?${new URLSearchParams({ [technologyParameter]: technology })}`;
}
