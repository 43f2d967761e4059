// The generated owner's case studies and articles (owner/projects/, owner/writing/): in about
// half of the seeds, for some projects (a private one among them when there is one) and a few
// articles, with pictures, tables and code in one or two languages, sometimes translated into
// another of the site's languages.
import type { Content } from '../../src/content/schema.ts';
import { languageOf } from '../../src/content/text.ts';
import { projectSlug } from '../site/owner-pages/owner-pages.ts';
import type { GeneratedOwner } from './generated-owner.ts';

type Random = {
  int: (min: number, max: number) => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  some: <T>(list: readonly T[], min: number, max: number) => T[];
};

const snippets = [
  [
    'ts',
    'export function retry<T>(run: () => Promise<T>, times = 3): Promise<T> {\n  // Try again, at most `times` times.\n  return run().catch((error) => (times > 1 ? retry(run, times - 1) : Promise.reject(error)));\n}',
  ],
  [
    'python',
    'def backoff(attempt: int) -> float:\n    """Seconds to wait before the next try."""\n    return min(30.0, 0.5 * 2 ** attempt)',
  ],
  [
    'go',
    'func Sum(values []int) (total int) {\n\tfor _, v := range values {\n\t\ttotal += v\n\t}\n\treturn\n}',
  ],
  ['sql', "SELECT owner, count(*) AS builds\nFROM deploys\nWHERE status = 'ok'\nGROUP BY owner;"],
  ['shell', 'npm ci && npm run build'],
] as const;

function body(random: Random, picture: string | undefined, otherLink: string | undefined) {
  const code = random.some(snippets, 1, 2);
  return [
    '## The problem',
    '',
    'Releases took a day and **broke often**; nobody knew *why*. Raw HTML such as <script>alert(1)</script> stays text.',
    '',
    ...(picture
      ? [`![A diagram of the pipeline](${picture} "The pipeline after the change")`, '']
      : []),
    '## What I did',
    '',
    '1. Measured every step',
    '2. Cut the slowest three',
    '3. Wrote it down',
    '',
    '| Step | Before | After |',
    '| ---- | -----: | ----: |',
    '| Build | 14 min | 3 min |',
    '| Tests | 40 min | 9 min |',
    '',
    ...code.flatMap(([language, source]) => [`\`\`\`${language}`, source, '```', '']),
    '> Small steps, each measured.',
    '',
    ...(otherLink
      ? [`More in [the other page](${otherLink}) and on the [contact screen](#/contact).`]
      : []),
    '',
  ].join('\n');
}

/** Adds the owner's pages (files and pictures); returns the summary's line. */
export function addPages(
  random: Random,
  content: Content,
  owner: Pick<GeneratedOwner, 'files' | 'images'>,
): string {
  if (!random.chance(0.5)) return 'no case studies or articles';
  const languages = [languageOf(content), ...(content.languages ?? [])];
  const [, second] = languages;
  const privateOne = content.projects.find((project) => !project.githubUrl);
  const studied = [
    ...new Set([...(privateOne ? [privateOne] : []), ...random.some(content.projects, 0, 2)]),
  ];
  const articles = random.int(studied.length === 0 ? 1 : 0, 3);
  const withPicture = random.chance(0.6);
  if (withPicture) owner.images.push({ path: 'pages/pipeline.png', width: 1600, height: 900 });
  const picture = withPicture ? 'pages/pipeline.png' : undefined;
  const translated: string[] = [];
  // Now and then the first case study is written in the second language only (an English one on
  // a Ukrainian-first site): every site has its page, every résumé its link.
  const onlyInSecondStudy = second && studied.length > 0 && random.chance(0.4) ? 0 : -1;
  studied.forEach((project, index) => {
    const slug = projectSlug(project);
    const own = index === onlyInSecondStudy ? `.${second}` : '';
    const front = random.chance(0.5)
      ? `---\ntitle: How ${project.title} got fast\nsummary: From a day to ten minutes.\n---\n\n`
      : '';
    owner.files[`projects/${slug}${own}.md`] =
      front +
      body(
        random,
        index === 0 ? picture : undefined,
        articles > 0 ? '../../writing/article-1/' : undefined,
      );
    if (second && !own && random.chance(0.5)) {
      owner.files[`projects/${slug}.${second}.md`] =
        `---\ntitle: ${project.title} (${second})\n---\n\n${body(random, undefined, undefined)}`;
      translated.push(`projects/${slug}.${second}`);
    }
  });
  // Now and then the last article is written in the second language only: it stands in on
  // every site, marked with its language.
  const onlyInSecond = second && articles > 0 && random.chance(0.4) ? articles : 0;
  for (let index = 1; index <= articles; index++) {
    const tags = random.some(['ci', 'testing', 'go', 'teams', 'speed'], 0, 3);
    const tag = index === onlyInSecond ? `.${second}` : '';
    owner.files[`writing/article-${index}${tag}.md`] = [
      '---',
      `title: Notes on shipping, part ${index}`,
      `date: 2026-0${index}-1${index}`,
      `summary: What part ${index} of the work taught me about measuring every step, cutting the slowest ones first and writing down what we learned for the next team.`,
      ...(tags.length > 0 ? [`tags: [${tags.join(', ')}]`] : []),
      '---',
      '',
      body(random, index === 1 && studied.length === 0 ? picture : undefined, undefined),
    ].join('\n');
  }
  return (
    `case studies for ${studied.map((project) => project.title).join(', ') || 'no project'}` +
    `${privateOne && studied.includes(privateOne) ? ' (one private)' : ''}, ${articles} article(s), ` +
    `picture ${withPicture ? 'yes' : 'no'}, translated ${translated.join(', ') || 'none'}` +
    (onlyInSecond ? `, writing/article-${onlyInSecond} in ${second} only` : '') +
    (studied[0] && onlyInSecondStudy === 0
      ? `, projects/${projectSlug(studied[0])} in ${second} only`
      : '')
  );
}
