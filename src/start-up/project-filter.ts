// The filter of a long list of projects (src/features/projects/project-filter.tsx renders it):
// a link per technology, to the Projects screen's address with it (`#/projects?technology=Go`),
// so the address keeps the choice and a link shared shows the same. The start-up script
// (./boot.ts) applies the address's choice when the screen is shown and when the choice changes:
// the projects and repositories without that technology hidden, the chosen link marked, the
// count said to a screen reader. Part of the start-up script only for an owner with such a list.

/** Marks the filter, and carries what it says: its count's words, filled here. */
export const projectFilterAttribute = 'data-project-filter';
/** The technologies of a card's list item, as JSON. */
export const technologiesAttribute = 'data-technologies';
/** Marks a group of cards (a list and its heading), hidden when none of its cards is shown. */
export const projectGroupAttribute = 'data-project-group';
/** Marks the lists of the owner's projects (not their repositories): what the count counts. */
export const projectListAttribute = 'data-project-list';
/** The address's parameter that names the technology chosen. */
export const technologyParameter = 'technology';

/** The technology an address's query chooses, if any. */
export function chosenTechnology(search: string): string | null {
  return new URLSearchParams(search).get(technologyParameter);
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0;

/**
 * Shows the cards of `main`'s screen with the technology `search` chooses (every card without
 * one), marks its link, and, with `announce`, says the count in the filter's status.
 */
export function filterProjects(main: ParentNode, search: string, announce: boolean) {
  const filter = main.querySelector(`[${projectFilterAttribute}]`);
  if (!filter) return;
  const chosen = chosenTechnology(search);
  let shown = 0;
  let total = 0;
  for (const item of main.querySelectorAll<HTMLElement>(`[${technologiesAttribute}]`)) {
    const technologies = JSON.parse(item.getAttribute(technologiesAttribute) ?? '[]') as string[];
    item.hidden = chosen !== null && !technologies.some((each) => same(each, chosen));
    if (!item.closest(`[${projectListAttribute}]`)) continue;
    total += 1;
    if (!item.hidden) shown += 1;
  }
  for (const group of main.querySelectorAll<HTMLElement>(`[${projectGroupAttribute}]`))
    group.hidden = !group.querySelector(`[${technologiesAttribute}]:not([hidden])`);
  let name = chosen ?? '';
  for (const link of filter.querySelectorAll('a')) {
    const technology = chosenTechnology(link.hash.split('?')[1] ?? '') ?? '';
    const current = chosen === null ? technology === '' : same(technology, chosen);
    if (current) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
    // Said as the owner writes it, whatever the address's letter case.
    if (current && chosen !== null) name = link.textContent ?? chosen;
  }
  const status = filter.querySelector('[role="status"]');
  if (!announce || !status) return;
  const words = chosen
    ? (filter.getAttribute('data-chosen-words') ?? '').replace('{technology}', name)
    : (filter.getAttribute('data-all-words') ?? '');
  const number = new Intl.NumberFormat(document.documentElement.lang).format;
  status.textContent = words.replace('{count}', number(shown)).replace('{total}', number(total));
}
