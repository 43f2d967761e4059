import type { Content, Project } from '../content';
import { longCareerOwner } from './long-career-owner';

/**
 * A backend engineer with sixteen projects, six of them with a screenshot and his dotfiles the
 * last, nine jobs, a place and a domain of his own: an owner whose résumé, listing everything,
 * runs to three pages. The résumé's tests hold it to two by default (scripts/build/resume/), and to
 * the projects and bullets he chooses when he chooses.
 */
const names = [
  ['queue-keeper', 'A durable job queue on PostgreSQL with exactly-once handlers and retries.'],
  ['ledger-sync', 'Keeps two ledgers in step across regions, reconciling every minute.'],
  ['tracewise', 'Distributed tracing for small teams: one binary and a fast web UI.'],
  ['kube-budget', 'What each Kubernetes namespace costs a day, from the cluster’s own metrics.'],
  ['shapeshift', 'Schema migrations for PostgreSQL that can be rolled back and rehearsed.'],
  ['rate-gate', 'A rate limiter as a sidecar, with quotas per tenant and a dashboard.'],
  ['feedsmith', 'Turns any changelog into a clean RSS feed, with caching and retries.'],
  ['pocket-loadtest', 'Load tests written as TypeScript scenarios, run from a laptop or CI.'],
  ['grpc-mirror', 'Replays production gRPC traffic against a staging build, diffing answers.'],
  ['pg-snapshots', 'Point-in-time copies of a PostgreSQL database for every pull request.'],
  ['logtail', 'Follows logs from a hundred pods at once, coloured by service.'],
  ['cron-watch', 'Says when a scheduled job did not run, before anyone asks.'],
  ['kafka-lens', 'Browse Kafka topics and consumer lag from the terminal.'],
  ['schema-doc', 'Documentation from a database schema, with diagrams, on every merge.'],
  ['home-lab', 'Ansible for a three-node home cluster: backups, DNS and monitoring.'],
  ['dotfiles', 'My shell, editor and terminal settings.'],
] as const;

/** The projects with a screenshot, by their place: six, spread among the rest. */
const pictured = [1, 3, 5, 8, 10, 13];

const projects: Project[] = names.map(([title, description], index) => ({
  title,
  description,
  technologies: index % 3 === 0 ? ['Go', 'PostgreSQL', 'Kubernetes'] : ['Go', 'Docker'],
  githubUrl: `https://github.com/oleksandr-dev/${title}`,
  ...(pictured.includes(index) ? { image: `screenshots/${title}.png` } : {}),
  ...(index % 4 === 0 ? { liveUrl: `https://${title}.oleksandr.example/` } : {}),
}));

export const manyProjectsOwner: Content = {
  ...longCareerOwner,
  owner: {
    ...longCareerOwner.owner,
    name: 'Oleksandr Petrenko',
    jobTitle: 'Senior Backend Engineer',
    location: { place: 'Kyiv, Ukraine', timeZone: 'Europe/Kyiv' },
  },
  siteUrl: 'https://oleksandr.example/',
  jobs: longCareerOwner.jobs.slice(0, 9),
  projects,
  home: { featuredProject: names[1][0] },
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/oleksandr-dev', icon: 'github' },
    { text: 'LinkedIn', url: 'https://www.linkedin.com/in/oleksandr-dev', icon: 'linkedin' },
    { text: 'E-mail', url: 'mailto:hello@oleksandr.example', icon: 'email' },
  ],
};

/** The name the build reads an owner's content by (`npm run bench -- --content`). */
export const content = manyProjectsOwner;
