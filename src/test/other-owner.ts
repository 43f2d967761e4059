import type { Content } from '../content';
import { content as ownerContent } from '../../owner/content';

/**
 * Another owner's content, unlike the shipped sample in every count and with the edge cases of
 * real content and every optional field: a long name, a photo, many skills, a job with a single
 * bullet, education and certifications (with and without details or a link), projects with and
 * without a live demo or a screenshot, a link of every kind, no siteUrl (the deploy supplies it),
 * no résumé of their own (the build makes one), the colour scheme of the visitor's device, articles
 * (two feeds and one by hand), and GitHub repositories to show (an exclusion
 * written in another letter case); and a brand of their own: Brazilian Portuguese with one text
 * in their own words, amber, Roboto. Component tests
 * render it, and the browser suite builds a whole site from it (its images are made by
 * e2e/a-fork.spec.ts) against a stand-in for GitHub's API.
 */
export const otherOwner: Content = {
  owner: {
    name: 'Maria-Fernanda Oyelaran-Castellanos',
    jobTitle: 'Site Reliability Engineer',
    tagline:
      'I keep busy systems fast and calm: observability first, automation second, heroics never.',
    description:
      'Maria-Fernanda Oyelaran-Castellanos, site reliability engineer: skills, career and projects.',
    photo: 'images/maria-fernanda.jpg',
  },
  skills: [
    'Go',
    'Rust',
    'Kubernetes',
    'Prometheus',
    'OpenTelemetry',
    'Terraform',
    'Ansible',
    'GCP',
    'Azure',
    'Nginx',
    'Envoy',
    'Istio',
    'Redis',
    'Cassandra',
    'ClickHouse',
    'Bash',
    'eBPF',
    'Chaos Engineering',
    'Incident Command',
    'Capacity Planning',
    'SLOs',
    'C++',
    'Node.js',
    'Vault',
  ],
  jobs: [
    {
      title: 'Staff Site Reliability Engineer',
      company: 'Quayside Payments',
      period: 'Mar 2022 – Present',
      description: [
        'Own the reliability of the card-authorisation path: 99.995% over the last year.',
        'Introduced SLOs and error budgets across twelve teams.',
      ],
    },
    {
      title: 'Platform Engineer',
      company: 'Orchard Labs',
      period: '2018 – 2022',
      description: ['Ran the Kubernetes platform.'],
    },
    {
      title: 'Systems Administrator',
      company: 'Ferrous & Sons',
      period: 'Summer 2017',
      description: [
        'Moved forty servers into Ansible.',
        'Wrote the on-call handbook.',
        'Cut backup restore time from a day to an hour.',
      ],
    },
  ],
  projects: [
    {
      title: 'Pager Calm',
      description: 'Groups alerts into incidents so that one outage wakes one person, once.',
      technologies: ['Go', 'Prometheus'],
      githubUrl: 'https://github.com/mfoc/pager-calm',
      liveUrl: 'https://pager-calm.example.org/',
      image: 'images/pager-calm.png',
    },
    {
      title: 'slo-report',
      description: 'A weekly SLO report from any Prometheus, as a static page.',
      technologies: ['Rust'],
      githubUrl: 'https://github.com/mfoc/slo-report',
    },
    {
      title: 'Chaos Garden',
      description: 'Small, safe chaos experiments for staging clusters, with a friendly web UI.',
      technologies: ['TypeScript', 'Kubernetes', 'eBPF'],
      githubUrl: 'https://github.com/mfoc/chaos-garden',
      liveUrl: 'https://chaos-garden.example.org/',
      image: 'images/chaos-garden.png',
    },
  ],
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/mfoc', icon: 'github' },
    { text: 'LinkedIn profile', url: 'https://www.linkedin.com/in/mfoc', icon: 'linkedin' },
    { text: 'X', url: 'https://x.com/mfoc', icon: 'x' },
    { text: 'Bluesky', url: 'https://bsky.app/profile/mfoc.example.org', icon: 'bluesky' },
    { text: 'Mastodon', url: 'https://hachyderm.io/@mfoc', icon: 'mastodon' },
    {
      text: 'Stack Overflow',
      url: 'https://stackoverflow.com/users/1/mfoc',
      icon: 'stackoverflow',
    },
    { text: 'Medium', url: 'https://medium.com/@mfoc', icon: 'medium' },
    { text: 'DEV', url: 'https://dev.to/mfoc', icon: 'devto' },
    { text: 'YouTube', url: 'https://www.youtube.com/@mfoc', icon: 'youtube' },
    { text: 'E-mail me', url: 'mailto:maria@mfoc.example.org', icon: 'email' },
    { text: 'Blog', url: 'https://mfoc.example.org/blog/', icon: 'website' },
  ],
  education: [
    {
      school: 'Universidad de los Andes',
      degree: 'BSc in Systems and Computing Engineering',
      period: '2013 – 2017',
      details: [
        'Thesis on tail latency in queueing systems.',
        'Teaching assistant, Operating Systems.',
      ],
    },
    { school: 'Open University', degree: 'Certificate in Statistics', period: '2020' },
  ],
  certifications: [
    {
      name: 'Certified Kubernetes Administrator',
      issuer: 'CNCF',
      date: 'Mar 2023',
      url: 'https://www.credly.com/badges/mfoc-cka',
    },
    { name: 'Professional Cloud Architect', issuer: 'Google Cloud', date: 'Nov 2022' },
  ],
  language: 'pt-BR',
  // One of the interface's texts in the owner's own words.
  text: { sendMessage: 'Escreva para mim' },
  theme: {
    default: 'system',
    primary: { dark: '#fbbf24', light: '#92400e' },
    font: 'Roboto',
  },
  github: { user: 'mfoc', max: 4, exclude: ['DotFiles'] },
  writing: {
    // Read from a local stand-in in the tests (scripts/test-support/feed-stand-in.mjs).
    feed: ['https://mfoc.example.org/blog/rss.xml', 'https://dev.example/feed/atom.xml'],
    articles: [
      {
        title: 'Running Postgres on Kubernetes: a field report',
        url: 'https://quayside.example/engineering/postgres-k8s',
        date: '2026-09-01',
        publication: 'Quayside Engineering',
        summary: 'What a year of stateful workloads taught a payments team.',
      },
    ],
    max: 3,
  },
};

/** For tests that must hold for any owner: the owner's content, then the other owner's. */
export const bothOwners: [string, Content][] = [
  ['the owner’s content', ownerContent],
  ['another owner’s content', otherOwner],
];
