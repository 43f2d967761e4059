// What the résumé holds of the owner's projects and jobs' bullets: the owner's choice
// (`content.resume`), else as much as fits its page budget, the projects with a case study or a
// picture first. One choice for the PDF and JSON Resume of every language
// (docs/decisions/0046-a-resume-that-fits.md).
import type { Content, Job, Project } from '../../../src/content/schema.ts';

/** A recruiter reads one or two pages. */
export const pageBudget = 2;

export type ResumeChoice = {
  /** The projects it lists, by their place in the content, in the order listed. */
  projects: number[];
  /** The most bullets a job shows; every one when unset. */
  bulletsPerJob?: number;
};

/** Each project's case study address, by its place in the content. */
type CaseStudies = Readonly<Record<number, string>>;

/** Everything: every project in the content's order, every bullet. */
export const everything = (content: Pick<Content, 'projects'>): ResumeChoice => ({
  projects: content.projects.map((_, index) => index),
});

/** The projects in the order the résumé keeps them: those with a case study or a picture (the
 * work the owner shows most) first, then the rest, each in the content's order. */
export function projectsByPriority(content: Pick<Content, 'projects'>, caseStudies: CaseStudies) {
  const places = content.projects.map((_, index) => index);
  const shown = (index: number) =>
    caseStudies[index] !== undefined || content.projects[index]?.image !== undefined;
  return [...places.filter(shown), ...places.filter((index) => !shown(index))];
}

/** The owner's own choice, from `content.resume` (its titles are the content's). */
export function ownersChoice(content: Pick<Content, 'projects' | 'resume'>) {
  const titles = content.resume?.projects;
  return {
    projects: titles?.flatMap((title) => {
      const index = content.projects.findIndex((project) => project.title === title);
      return index < 0 ? [] : [index];
    }),
    bulletsPerJob: content.resume?.bulletsPerJob,
  };
}

/**
 * The choices to try, from the fullest to the sparest, each holding less than the one before:
 * the projects without a case study or a picture go first, the last first (two stay, where no
 * project has either); then the jobs' bullets, down to two each; then the other projects, down
 * to one; then the bullets, down to one. What the owner chose stays as chosen.
 */
export function candidateChoices(
  content: Pick<Content, 'projects' | 'resume' | 'jobs'>,
  caseStudies: CaseStudies,
): ResumeChoice[] {
  const own = ownersChoice(content);
  const order = own.projects ?? projectsByPriority(content, caseStudies);
  const showcased = order.filter(
    (index) => caseStudies[index] !== undefined || content.projects[index]?.image !== undefined,
  ).length;
  const most = Math.max(0, ...content.jobs.map((job) => job.description.length));
  /** from, from - 1, … to; none where the owner chose, or from is below to. */
  const down = (chosen: unknown, from: number, to: number) =>
    chosen === undefined
      ? Array.from({ length: Math.max(0, from - to + 1) }, (_, step) => from - step)
      : [];
  let projects = order.length;
  let bullets = own.bulletsPerJob ?? most;
  const steps: [projects: number, bullets: number][] = [[projects, bullets]];
  // A career without a case study or a picture keeps two projects while bullets go.
  for (const each of down(own.projects, projects - 1, Math.max(showcased, 2)))
    steps.push([(projects = each), bullets]);
  for (const each of down(own.bulletsPerJob, bullets - 1, 2))
    steps.push([projects, (bullets = each)]);
  for (const each of down(own.projects, projects - 1, 1)) steps.push([(projects = each), bullets]);
  for (const each of down(own.bulletsPerJob, bullets - 1, 1))
    steps.push([projects, (bullets = each)]);
  return steps.map(([kept, shown]) => ({
    // Listed in the owner's order: theirs where they chose, else the content's.
    projects: own.projects ? order.slice(0, kept) : order.slice(0, kept).sort((a, b) => a - b),
    ...((shown < most || own.bulletsPerJob !== undefined) && { bulletsPerJob: shown }),
  }));
}

/**
 * The fullest choice whose résumé fits the budget, `pagesOf` each tried (the pages of the
 * longest of its languages): found by halving, since each choice holds less than the one before.
 * Where none fits, the sparest, and its pages.
 */
export async function fittingChoice(
  choices: readonly ResumeChoice[],
  pagesOf: (choice: ResumeChoice) => Promise<number>,
  budget = pageBudget,
): Promise<{ choice: ResumeChoice; pages: number }> {
  const [first] = choices;
  if (!first) throw new Error('résumé: no choice to try');
  const firstPages = await pagesOf(first);
  if (firstPages <= budget || choices.length === 1) return { choice: first, pages: firstPages };
  const last = choices.at(-1) ?? first;
  const lastPages = await pagesOf(last);
  if (lastPages > budget) return { choice: last, pages: lastPages };
  // choices[low] does not fit, choices[high] does.
  let [low, high, highPages] = [0, choices.length - 1, lastPages];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const pages = await pagesOf(choices[middle] ?? last);
    if (pages <= budget) [high, highPages] = [middle, pages];
    else low = middle;
  }
  return { choice: choices[high] ?? last, pages: highPages };
}

/** The projects a choice lists, with their places in the content. */
export function chosenProjects(content: Pick<Content, 'projects'>, choice?: ResumeChoice) {
  return (choice?.projects ?? everything(content).projects).flatMap((index) => {
    const project: Project | undefined = content.projects[index];
    return project ? [{ project, index }] : [];
  });
}

/** A job's bullets a choice shows. */
export const chosenBullets = (job: Job, choice?: ResumeChoice) =>
  choice?.bulletsPerJob === undefined
    ? job.description
    : job.description.slice(0, choice.bulletsPerJob);
