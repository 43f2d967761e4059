import type { Content } from '../content';
import { content as ownerContent } from '../content/content';

/**
 * Another owner's content, unlike the shipped sample in every count and with the edge cases of
 * real content: a long name, many skills, a job with a single bullet, projects with and without
 * a live demo, two links, no siteUrl (the deploy supplies it), and GitHub repositories to show
 * (an exclusion written in another letter case). Component tests render it, and the browser
 * suite builds a whole site from it against a stand-in for GitHub's API.
 */
export const otherOwner: Content = {
  owner: {
    name: 'Maria-Fernanda Oyelaran-Castellanos',
    jobTitle: 'Site Reliability Engineer',
    tagline:
      'I keep busy systems fast and calm: observability first, automation second, heroics never.',
    description:
      'Maria-Fernanda Oyelaran-Castellanos, site reliability engineer: skills, career and projects.',
  },
  resumeUrl: 'https://example.org/cv/maria-fernanda.pdf',
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
    },
  ],
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/mfoc', icon: 'github' },
    { text: 'LinkedIn profile', url: 'https://www.linkedin.com/in/mfoc', icon: 'linkedin' },
  ],
  github: { user: 'mfoc', max: 4, exclude: ['DotFiles'] },
};

/** For tests that must hold for any owner: the owner's content, then the other owner's. */
export const bothOwners: [string, Content][] = [
  ['the owner’s content', ownerContent],
  ['another owner’s content', otherOwner],
];
