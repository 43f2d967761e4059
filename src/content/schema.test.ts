import { describe, expect, it } from 'vitest';
import { content } from './content';
import { findContentProblems } from './schema';

describe('content schema', () => {
  it('accepts the shipped content', () => {
    expect(findContentProblems(content)).toEqual([]);
  });

  it('ships the spec’s skills, jobs and project', () => {
    expect(content.skills).toEqual([
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
    ]);
    expect(content.jobs.map(({ title, period }) => [title, period])).toEqual([
      ['Software Engineer', 'Jan 2025 – Present'],
      ['Software Engineer', 'Feb 2021 – Jan 2025'],
      ['Digital Technology Co-Op', 'Sep 2020 – Jan 2021'],
      ['Digital Technology Intern', 'Jan 2020 – Aug 2020'],
      ['Software Development Intern', 'Jun 2019'],
    ]);
    expect(content.projects).toHaveLength(1);
    expect(content.projects[0]).toMatchObject({
      title: 'Portfolio Website',
      technologies: ['React', 'TypeScript', 'Material-UI', 'EmailJS', 'Prompt Engineering'],
    });
    expect(content.externalLinks.map((link) => link.text)).toEqual([
      'GitHub',
      'LinkedIn',
      'LeetCode',
    ]);
  });

  it('names a missing field', () => {
    const jobs = content.jobs.map((job, index) =>
      index === 2 ? { title: job.title, company: job.company, description: job.description } : job,
    );
    expect(findContentProblems({ ...content, jobs })).toEqual([
      expect.stringMatching(/^content\.jobs\[2\]\.period: /),
    ]);
  });

  it('names a malformed URL', () => {
    const projects = [{ ...content.projects[0], liveUrl: 'not a url' }];
    expect(findContentProblems({ ...content, projects })).toEqual([
      'content.projects[0].liveUrl: must be an http(s) URL',
    ]);
  });

  it('rejects an unknown icon, an empty name and a stray field', () => {
    const problems = findContentProblems({
      ...content,
      owner: { ...content.owner, name: '  ' },
      externalLinks: [{ text: 'Blog', url: 'https://example.com', icon: 'rss' }],
      extra: true,
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/content\.owner\.name: must not be empty/);
    expect(problems.join('\n')).toMatch(/content\.externalLinks\[0\]\.icon: /);
    expect(problems.join('\n')).toMatch(/extra/);
  });
});
