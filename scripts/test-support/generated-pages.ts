// The generated owner's case studies and articles (owner/projects/, owner/writing/): in about
// half of the seeds, for some projects (a private one among them when there is one) and a few
// articles, with pictures, tables and code in one or two languages, sometimes translated into
// another of the site's languages; now and then linking each other by their Markdown files'
// names, drawing a diagram, writing maths, and running to five sections or more.
import type { Content } from '../../src/content/schema.ts';
import { languageOf } from '../../src/content/text.ts';
import { projectSlug } from '../build/written-pages/page-files.ts';

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

/** What a page shows beside its text: a picture, links to other pages (by address or as a
 * Markdown file, as on GitHub), a diagram, maths, and how many sections it runs to. */
type Extras = {
  picture?: string | undefined;
  otherLink?: string | undefined;
  files?: string[];
  diagram?: boolean;
  maths?: boolean;
  /** Sections beyond the first two: three or more make a table of contents. */
  more?: number;
};

const diagrams = [
  [
    'flowchart LR',
    '  accTitle: The release pipeline',
    '  Commit --> Build --> Test{Green?}',
    '  Test -->|yes| Deploy[Deploy to production]',
    '  Test -->|no| Fix[Fix and retry]',
  ],
  [
    'sequenceDiagram',
    '  participant Client',
    '  participant API',
    '  Client->>API: POST /orders',
    '  API-->>Client: 201 Created',
  ],
].map((lines) => lines.join('\n'));

/** Sections a long page adds, one of them with a section of its own. */
const moreSections = [
  ['## How we measured', '', 'Every run was timed, ten times over.', ''],
  ['## The numbers', '', '### Before and after', '', 'The median fell by three quarters.', ''],
  ['## What went wrong', '', 'The cache hid a slow test for a week.', ''],
  ['## What I would keep', '', 'Measuring first.', ''],
];

function body(random: Random, extras: Extras = {}) {
  const code = random.some(snippets, 1, 2);
  return [
    '## The problem',
    '',
    'Releases took a day and **broke often**; nobody knew *why*. Raw HTML such as <script>alert(1)</script> stays text.',
    ...(extras.maths
      ? ['', 'Sorting the builds cost $O(n \\log n)$ a day, and a runner from $5 to $10 a month.']
      : []),
    '',
    ...(extras.picture
      ? [`![A diagram of the pipeline](${extras.picture} "The pipeline after the change")`, '']
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
    ...(extras.maths ? ['$$', 'p_{99} = \\frac{t_{slow}}{\\sum_{i=1}^{n} t_i}', '$$', ''] : []),
    ...(extras.diagram ? ['```mermaid', random.pick(diagrams), '```', ''] : []),
    ...code.flatMap(([language, source]) => [`\`\`\`${language}`, source, '```', '']),
    '> Small steps, each measured.',
    '',
    ...moreSections.slice(0, extras.more ?? 0).flat(),
    ...(extras.otherLink
      ? [`More in [the other page](${extras.otherLink}) and on the [contact screen](#/contact).`]
      : []),
    ...(extras.files?.length
      ? ['', `See also ${extras.files.map((file, at) => `[note ${at + 1}](${file})`).join(', ')}.`]
      : []),
    '',
  ].join('\n');
}

/** What the owner's pages draw, write and link, each now and then. */
function extrasOf(random: Random) {
  return {
    diagram: random.chance(0.4),
    maths: random.chance(0.4),
    more: random.chance(0.5) ? random.int(1, moreSections.length) : 0,
  };
}

/** Adds the owner's pages (files and pictures); returns the summary's line. */
export function addPages(
  random: Random,
  content: Content,
  owner: {
    files: Record<string, string>;
    images: { path: string; width: number; height: number }[];
  },
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
  // Now and then the last article is written in the second language only: it stands in on
  // every site, marked with its language.
  const onlyInSecond = second && articles > 0 && random.chance(0.4) ? articles : 0;
  const studyFiles = studied.map(
    (project, index) =>
      `projects/${projectSlug(project)}${index === onlyInSecondStudy ? `.${second}` : ''}.md`,
  );
  const articleFiles = Array.from(
    { length: articles },
    (_, at) => `writing/article-${at + 1}${at + 1 === onlyInSecond ? `.${second}` : ''}.md`,
  );
  // Links to the owner's other Markdown files, as GitHub links them: by name, now and then to a
  // section (each page has the two first sections of `body`).
  const fileLinks = (from: string) =>
    random
      .some(
        [...studyFiles, ...articleFiles].filter((file) => file !== from),
        0,
        2,
      )
      .map((file) => {
        const [folder, name] = file.split('/') as [string, string];
        const written = from.startsWith(`${folder}/`) ? name : `../${file}`;
        return written + random.pick(['', '#the-problem', '#what-i-did']);
      });
  const drawn = { diagram: 0, maths: 0, long: 0, links: 0 };
  const extrasFor = (from: string): Extras => {
    const extras = { ...extrasOf(random), files: fileLinks(from) };
    drawn.diagram += Number(extras.diagram);
    drawn.maths += Number(extras.maths);
    drawn.long += Number(extras.more >= 3);
    drawn.links += extras.files.length;
    return extras;
  };
  studied.forEach((project, index) => {
    const slug = projectSlug(project);
    const file = studyFiles[index] ?? `projects/${slug}.md`;
    const front = random.chance(0.5)
      ? `---\ntitle: How ${project.title} got fast\nsummary: From a day to ten minutes.\n---\n\n`
      : '';
    const extras = extrasFor(file);
    owner.files[file] =
      front +
      body(random, {
        ...extras,
        picture: index === 0 ? picture : undefined,
        otherLink: articles > 0 ? '../../writing/article-1/' : undefined,
      });
    if (second && index !== onlyInSecondStudy && random.chance(0.5)) {
      owner.files[`projects/${slug}.${second}.md`] =
        `---\ntitle: ${project.title} (${second})\n---\n\n${body(random, extras)}`;
      translated.push(`projects/${slug}.${second}`);
    }
  });
  for (let index = 1; index <= articles; index++) {
    const tags = random.some(['ci', 'testing', 'go', 'teams', 'speed'], 0, 3);
    const file = articleFiles[index - 1] ?? `writing/article-${index}.md`;
    owner.files[file] = [
      '---',
      `title: Notes on shipping, part ${index}`,
      `date: 2026-0${index}-1${index}`,
      `summary: What part ${index} of the work taught me about measuring every step, cutting the slowest ones first and writing down what we learned for the next team.`,
      ...(tags.length > 0 ? [`tags: [${tags.join(', ')}]`] : []),
      '---',
      '',
      body(random, {
        ...extrasFor(file),
        picture: index === 1 && studied.length === 0 ? picture : undefined,
      }),
    ].join('\n');
  }
  return (
    `case studies for ${studied.map((project) => project.title).join(', ') || 'no project'}` +
    `${privateOne && studied.includes(privateOne) ? ' (one private)' : ''}, ${articles} article(s), ` +
    `picture ${withPicture ? 'yes' : 'no'}, translated ${translated.join(', ') || 'none'}` +
    (onlyInSecond ? `, writing/article-${onlyInSecond} in ${second} only` : '') +
    (studied[0] && onlyInSecondStudy === 0
      ? `, projects/${projectSlug(studied[0])} in ${second} only`
      : '') +
    `; diagrams ${drawn.diagram}, with maths ${drawn.maths}, of five sections or more ${drawn.long}, links to Markdown files ${drawn.links}`
  );
}
