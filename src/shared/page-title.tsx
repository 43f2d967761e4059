import type { Content } from '../content';

export function pageTitle(owner: Content['owner'], page?: string): string {
  return page ? `${page} · ${owner.name}` : `${owner.name} · ${owner.jobTitle}`;
}
