import type { GitHubRepo } from '../content';

/** Repositories as a build hands them to the Projects screen: with and without a description,
 * language, topics and homepage; star counts that need a thousands separator and a singular. */
export const fetchedRepos: GitHubRepo[] = [
  {
    name: 'pager-calm',
    description: 'Alert grouping for on-call humans.',
    language: 'Go',
    stars: 1234,
    topics: ['alerting', 'sre'],
    url: 'https://github.com/mfoc/pager-calm',
    homepage: 'https://pager-calm.example.org/',
    pushedAt: '2026-10-01T10:00:00Z',
  },
  {
    name: 'slo-report',
    description: 'Weekly SLO reports as static pages.',
    language: 'Rust',
    stars: 45,
    topics: ['slo'],
    url: 'https://github.com/mfoc/slo-report',
  },
  {
    name: 'tiny-cli',
    stars: 1,
    topics: [],
    url: 'https://github.com/mfoc/tiny-cli',
  },
];
