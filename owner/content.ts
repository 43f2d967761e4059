import type { Content } from '../src/content/schema';

/**
 * Everything the site says about its owner. Edit this file to make the site yours:
 * it is checked against `schema.ts` when the site builds, and a mistake fails the build
 * with the name of the field.
 */
export const content: Content = {
  owner: {
    name: 'Alex Morgan',
    jobTitle: 'Software Engineer',
    tagline:
      'A passionate software engineer who builds reliable cloud platforms and friendly web apps, and enjoys turning messy problems into simple, well-tested systems.',
    description:
      'Portfolio of Alex Morgan, software engineer: key skills, professional journey, projects and a way to get in touch.',
  },
  resumeUrl: 'https://alex-morgan-dev.github.io/resume/alex-morgan-resume.pdf',
  skills: [
    'Java',
    'Python',
    'React',
    'Docker',
    'Kubernetes',
    'AWS',
    'OCI',
    'Jenkins',
    'Github Actions',
    'Apache Kafka',
    'RabbitMQ',
    'Terraform',
    'PostgreSQL',
    'MySQL',
    'MongoDB',
    'Grafana',
    'Linux',
  ],
  jobs: [
    {
      title: 'Software Engineer',
      company: 'Northwind Cloud',
      period: 'Jan 2025 – Present',
      description: [
        'Design and run event-driven services on Kubernetes that process two million orders a day.',
        'Lead the move from Jenkins to GitHub Actions, cutting release time from hours to minutes.',
        'Mentor two junior engineers and run the team’s design reviews.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Lumen Systems',
      period: 'Feb 2021 – Jan 2025',
      description: [
        'Built Java and Python microservices on AWS and OCI behind a shared Kafka backbone.',
        'Wrote the Terraform modules every product team now uses to provision databases.',
        'Added Grafana dashboards and alerts that halved the time to detect incidents.',
      ],
    },
    {
      title: 'Digital Technology Co-Op',
      company: 'Harbor Energy',
      period: 'Sep 2020 – Jan 2021',
      description: [
        'Automated field-report ingestion with Python and RabbitMQ, replacing a manual spreadsheet process.',
        'Built a React dashboard for operations staff to follow equipment health.',
      ],
    },
    {
      title: 'Digital Technology Intern',
      company: 'Harbor Energy',
      period: 'Jan 2020 – Aug 2020',
      description: [
        'Containerised three legacy tools with Docker and documented how to run them.',
        'Wrote PostgreSQL reports used in the weekly operations meeting.',
      ],
    },
    {
      title: 'Software Development Intern',
      company: 'Cedar Labs',
      period: 'Jun 2019',
      description: [
        'Fixed bugs and added tests to a MongoDB-backed inventory service during a one-month internship.',
      ],
    },
  ],
  projects: [
    {
      title: 'Portfolio Website',
      description:
        'This site: a fast, accessible single-page portfolio with a working contact form, prerendered for an instant first paint and deployed to GitHub Pages.',
      technologies: ['React', 'TypeScript', 'Material-UI', 'EmailJS', 'Prompt Engineering'],
      githubUrl: 'https://github.com/alex-morgan-dev/portfolio',
    },
  ],
  externalLinks: [
    { text: 'GitHub', url: 'https://github.com/alex-morgan-dev', icon: 'github' },
    { text: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-morgan-dev', icon: 'linkedin' },
    { text: 'LeetCode', url: 'https://leetcode.com/u/alex-morgan-dev', icon: 'leetcode' },
  ],
};
