// The content's problems as an owner reads them: one line each, the field first, a mistyped key
// named with the one meant; and what the schema alone cannot say (a featured project that is not
// one of the projects).
import { z } from 'zod';
import { textKeys } from '../i18n/index.ts';
import { type Content, contentSchema } from './schema.ts';

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, 'content');
}

/** The edit distance of two words, to suggest the key an owner meant. */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

function closest(key: string, known: readonly string[]): string | undefined {
  const [best] = known
    .map((name) => ({ name, cost: distance(key, name) }))
    .sort((a, b) => a.cost - b.cost);
  return best && best.cost <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined;
}

const typeNames: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'an object { … }',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** One line per issue, the field first; a stray key is named itself, with the one meant. */
function describeIssue(issue: z.core.$ZodIssue): string[] {
  const path = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const isText = issue.path.length === 1 && issue.path[0] === 'text';
    return issue.keys.map((key) => {
      const meant = isText ? closest(key, textKeys) : undefined;
      const what = isText
        ? 'is not an interface text (src/i18n/en.ts names them)'
        : 'is not a field the site knows';
      return `${formatPath([...issue.path, key])}: ${what}${meant ? `; did you mean ${meant}?` : ''}`;
    });
  }
  const missing = issue.input === undefined;
  if (missing && ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code))
    return [`${path}: is missing`];
  if (issue.code === 'invalid_type') {
    // Zod's own wording ("Invalid input: expected …") says less than the field's own message.
    if (!issue.message.startsWith('Invalid input')) return [`${path}: ${issue.message}`];
    return [`${path}: must be ${typeNames[issue.expected] ?? issue.expected}`];
  }
  return [`${path}: ${issue.message}`];
}

/** Every problem in the content, one line each, naming the field: `content.jobs[2].period: ...`. */
export function findContentProblems(candidate: unknown): string[] {
  const result = contentSchema.safeParse(candidate, { reportInput: true });
  if (result.success)
    return [
      ...experienceProblems(result.data),
      ...featuredProjectProblems(result.data),
      ...resumeProjectProblems(result.data),
    ];
  return result.error.issues.flatMap(describeIssue);
}

/** Experience has something to show: a job, else education or a certification. */
function experienceProblems(content: Content): string[] {
  if (content.jobs.length > 0 || content.education?.length || content.certifications?.length)
    return [];
  return [
    'content.jobs: needs at least one job (or, before the first, education or a certification)',
  ];
}

/** The featured project is one of the projects, and has a picture to show. */
function featuredProjectProblems(content: Content): string[] {
  const title = content.home?.featuredProject;
  if (title === undefined) return [];
  const project = content.projects.find((each) => each.title === title);
  const field = 'content.home.featuredProject';
  if (!project)
    return [
      `${field}: names no project; the projects are ${content.projects.map((each) => `'${each.title}'`).join(', ')}`,
    ];
  return project.image ? [] : [`${field}: '${title}' has no image to feature (give it one)`];
}

/** Each project the résumé names is one of the projects, by its title. */
function resumeProjectProblems(content: Content): string[] {
  const titles = content.projects.map((each) => each.title);
  return (content.resume?.projects ?? []).flatMap((title, index) =>
    titles.includes(title)
      ? []
      : [
          `content.resume.projects[${index}]: '${title}' is no project's title; the projects are ${titles.map((each) => `'${each}'`).join(', ')}`,
        ],
  );
}
