import type { Content, Job, Project } from '../content';

/**
 * A senior owner with twenty years of work to show: 12 jobs of 4 bullets, 9 projects, 30
 * skills and 5 links, in English, with the template's colours and font. Its pages are far larger
 * than the sample's, so it is the owner the speed targets are measured with
 * (`npm run bench -- --content src/test/long-career-owner.ts`); the heaviest owner the browser
 * suite builds (./heavy-owner.ts, e2e/first-round-trip.spec.ts) is this one with more.
 */
const companies = [
  ['Northwind Logistics', 'Staff Platform Engineer'],
  ['Helio Payments', 'Principal Engineer, Ledger'],
  ['Brightline Health', 'Senior Backend Engineer'],
  ['Cobalt Analytics', 'Tech Lead, Data Platform'],
  ['Fjord Mobility', 'Senior Software Engineer'],
  ['Quartz Media Group', 'Software Engineer, Video Delivery'],
  ['Tern Robotics', 'Software Engineer, Fleet Control'],
  ['Larkspur Insurance', 'Software Engineer'],
  ['Vantage Retail Systems', 'Junior Software Engineer'],
  ['Kestrel Networks', 'Systems Engineer'],
  ['Orchard University IT', 'Web Developer'],
  ['Pinecone Studio', 'Intern, Web Team'],
] as const;

const achievements = [
  'Led the move of {n} services from virtual machines to Kubernetes without a customer-facing outage, halving deploy times.',
  'Designed an event pipeline on Kafka that carries {n} million messages a day with end-to-end tracing.',
  'Cut the monthly cloud bill by {n}% by right-sizing databases and moving cold data to object storage.',
  'Mentored {n} engineers through their first on-call rotations and wrote the runbooks they now maintain.',
  'Replaced a nightly batch job with incremental updates, so reports are fresh within {n} minutes instead of a day.',
  'Introduced contract tests between {n} teams, which caught breaking API changes before they reached staging.',
  'Rebuilt the search index in Rust, bringing p99 latency down from 900 ms to {n} ms.',
  'Ran the incident review process for {n} quarters and turned its findings into a reliability roadmap.',
  'Shipped an offline-first mobile sync protocol used by {n} thousand field workers.',
  'Automated database failover drills, now run every {n} weeks with no manual steps.',
  'Wrote the accessibility guidelines adopted across {n} product teams and audited every release against them.',
  'Built the feature-flag service that lets {n} squads release behind toggles and roll back in seconds.',
];

const jobs: Job[] = companies.map(([company, title], index) => {
  const year = 2025 - index * 2;
  return {
    title,
    company,
    period: index === 0 ? `Mar ${year} – Present` : `Mar ${year} – Feb ${year + 2}`,
    description: [0, 1, 2, 3].map((bullet) =>
      (achievements[(index + bullet * 5) % achievements.length] ?? '').replace(
        '{n}',
        String(3 + ((index * 7 + bullet * 11) % 40)),
      ),
    ),
  };
});

const projectIdeas = [
  [
    'tracewise',
    'Distributed tracing for small teams: one binary, a SQLite store and a fast web UI.',
  ],
  [
    'quietpager',
    'An on-call scheduler that balances load fairly and respects time zones and holidays.',
  ],
  [
    'ledgerlite',
    'A double-entry bookkeeping library with exact decimal arithmetic and audit trails.',
  ],
  [
    'kube-budget',
    'Shows what each Kubernetes namespace costs per day, from the cluster’s own metrics.',
  ],
  [
    'feedsmith',
    'Turns any changelog or release page into a clean RSS feed, with caching and retries.',
  ],
  [
    'shapeshift',
    'Schema migrations for PostgreSQL that can be rolled back and rehearsed on a copy.',
  ],
  ['a11y-lens', 'A browser extension that overlays contrast, focus order and landmark problems.'],
  ['pocket-loadtest', 'Load tests written as plain TypeScript scenarios, run from a laptop or CI.'],
  ['datebook', 'A tiny calendar component with keyboard navigation and twelve languages.'],
] as const;

const stacks = [
  ['Go', 'SQLite', 'React'],
  ['TypeScript', 'Node.js'],
  ['Rust'],
  ['Go', 'Prometheus', 'Kubernetes'],
  ['TypeScript', 'Redis'],
  ['Rust', 'PostgreSQL'],
  ['TypeScript', 'WebExtensions'],
  ['TypeScript', 'Node.js', 'Docker'],
  ['TypeScript', 'React'],
] as const;

const projects: Project[] = projectIdeas.map(([name, description], index) => ({
  title: name,
  description,
  technologies: [...(stacks[index] ?? ['Go'])],
  githubUrl: `https://github.com/jordan-ellery-okafor/${name}`,
  ...(index % 2 === 0 ? { liveUrl: `https://${name}.example.dev/` } : {}),
}));

export const longCareerOwner: Content = {
  owner: {
    name: 'Jordan Ellery Okafor',
    jobTitle: 'Principal Software Engineer',
    tagline:
      'Twenty years of building calm, fast systems: platforms, payments and the teams that run them.',
    description:
      'Jordan Ellery Okafor, principal software engineer: twenty years of platforms, payments and data systems.',
  },
  skills: [
    'Go',
    'Rust',
    'TypeScript',
    'Python',
    'Java',
    'Kotlin',
    'SQL',
    'PostgreSQL',
    'MySQL',
    'Redis',
    'Kafka',
    'RabbitMQ',
    'Elasticsearch',
    'Kubernetes',
    'Docker',
    'Terraform',
    'AWS',
    'GCP',
    'Prometheus',
    'Grafana',
    'OpenTelemetry',
    'gRPC',
    'GraphQL',
    'React',
    'Node.js',
    'Linux',
    'CI/CD',
    'Distributed Systems',
    'System Design',
    'Mentoring',
  ],
  jobs,
  projects,
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/jordan-ellery-okafor', icon: 'github' },
    { text: 'LinkedIn', url: 'https://www.linkedin.com/in/jordan-ellery-okafor', icon: 'linkedin' },
    { text: 'Mastodon', url: 'https://hachyderm.io/@jordanokafor', icon: 'mastodon' },
    { text: 'Blog', url: 'https://jordanokafor.example.dev/', icon: 'website' },
    { text: 'E-mail', url: 'mailto:jordan@jordanokafor.example.dev', icon: 'email' },
  ],
};

/** The name `npm run bench -- --content` and the build read an owner's content by. */
export const content = longCareerOwner;
