import { describe, expect, it } from 'vitest';
import {
  chosenTechnology,
  filterProjects,
  projectFilterAttribute,
  projectGroupAttribute,
  projectListAttribute,
  technologiesAttribute,
} from './project-filter';

// The filter as the start-up script applies it to the screen the build rendered
// (src/features/projects/project-filter.tsx, projects-screen.tsx).

const item = (technologies: string[]) =>
  `<li ${technologiesAttribute}='${JSON.stringify(technologies)}'>${technologies.join(' ')}</li>`;

function screen() {
  document.documentElement.lang = 'en';
  document.body.innerHTML = `<main>
    <div ${projectFilterAttribute} data-chosen-words="Projects with {technology}: {count} of {total}" data-all-words="All projects: {count}">
      <ul>
        <li><a href="#/projects" aria-current="true">All</a></li>
        <li><a href="#/projects?technology=Go">Go</a></li>
        <li><a href="#/projects?technology=C%2B%2B">C++</a></li>
      </ul>
      <p role="status"></p>
    </div>
    <section ${projectGroupAttribute}><ul ${projectListAttribute}>${item(['Go', 'Kafka'])}${item(['React'])}</ul></section>
    <section ${projectGroupAttribute}><h2>More</h2><ul ${projectListAttribute}>${item(['React', 'TypeScript'])}${item(['C++'])}</ul></section>
    <section ${projectGroupAttribute}><h2>GitHub</h2><ul>${item(['go', 'cli'])}</ul></section>
  </main>`;
  const main = document.querySelector('main')!;
  const shown = () =>
    [...main.querySelectorAll(`[${technologiesAttribute}]`)]
      .filter((element) => !(element as HTMLElement).hidden)
      .map((element) => element.textContent);
  const groups = () =>
    [...main.querySelectorAll<HTMLElement>(`[${projectGroupAttribute}]`)].map(
      (group) => !group.hidden,
    );
  const current = () => main.querySelector('a[aria-current]')?.textContent;
  const status = () => main.querySelector('[role="status"]')!.textContent;
  return { main, shown, groups, current, status };
}

describe('the filter of a long list of projects', () => {
  it('shows only the cards with the technology the address chooses, in any letter case, and says how many', () => {
    const { main, shown, groups, current, status } = screen();
    filterProjects(main, '?technology=go', true);
    expect(shown()).toEqual(['Go Kafka', 'go cli']);
    // A group none of whose cards is shown goes, heading and all.
    expect(groups()).toEqual([true, false, true]);
    expect(current()).toBe('Go');
    // The repositories are narrowed too, but the count is of the projects.
    expect(status()).toBe('Projects with Go: 1 of 4');
  });

  it('reads a technology with signs in it, as its link writes it', () => {
    const { main, shown, current } = screen();
    expect(chosenTechnology('?technology=C%2B%2B')).toBe('C++');
    filterProjects(main, '?technology=C%2B%2B', false);
    expect(shown()).toEqual(['C++']);
    expect(current()).toBe('C++');
  });

  it('shows every card without a choice, the first link current, and says nothing unless asked', () => {
    const { main, shown, groups, current, status } = screen();
    filterProjects(main, '?technology=Go', true);
    filterProjects(main, '', false);
    expect(shown()).toHaveLength(5);
    expect(groups()).toEqual([true, true, true]);
    expect(current()).toBe('All');
    expect(status()).toBe('Projects with Go: 1 of 4');
    filterProjects(main, '', true);
    expect(status()).toBe('All projects: 4');
  });

  it('does nothing on a screen without a filter', () => {
    document.body.innerHTML = `<main><ul>${item(['Go'])}</ul></main>`;
    filterProjects(document.querySelector('main')!, '?technology=Rust', true);
    expect(document.querySelector('li')!.hidden).toBe(false);
  });
});
