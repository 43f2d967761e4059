import { describe, expect, it } from 'vitest';
import { otherOwner } from '../test/other-owner';
import { content } from './content';
import { findContentProblems } from './schema';

describe('content schema', () => {
  it('accepts the owner’s content and another owner’s', () => {
    expect(findContentProblems(content)).toEqual([]);
    expect(findContentProblems(otherOwner)).toEqual([]);
  });

  it('accepts a siteUrl, and content without one', () => {
    expect(findContentProblems({ ...otherOwner, siteUrl: 'https://me.example.com/' })).toEqual([]);
    expect('siteUrl' in otherOwner).toBe(false);
  });

  it('names a missing field', () => {
    const jobs = otherOwner.jobs.map((job, index) =>
      index === 2 ? { title: job.title, company: job.company, description: job.description } : job,
    );
    expect(findContentProblems({ ...otherOwner, jobs })).toEqual([
      expect.stringMatching(/^content\.jobs\[2\]\.period: /),
    ]);
  });

  it('names a malformed URL', () => {
    const projects = [{ ...otherOwner.projects[1]!, liveUrl: 'not a url' }];
    expect(findContentProblems({ ...otherOwner, projects })).toEqual([
      'content.projects[0].liveUrl: must be an http(s) URL',
    ]);
    expect(findContentProblems({ ...otherOwner, siteUrl: 'ftp://example.com/' })).toEqual([
      'content.siteUrl: must be an http(s) URL',
    ]);
  });

  it('rejects an unknown icon, an empty name and a stray field', () => {
    const problems = findContentProblems({
      ...otherOwner,
      owner: { ...otherOwner.owner, name: '  ' },
      externalLinks: [{ text: 'Blog', url: 'https://example.com', icon: 'rss' }],
      extra: true,
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/content\.owner\.name: must not be empty/);
    expect(problems.join('\n')).toMatch(/content\.externalLinks\[0\]\.icon: /);
    expect(problems.join('\n')).toMatch(/extra/);
  });
});

describe('the GitHub setting', () => {
  it('is optional, and takes a user, a maximum and names to leave out', () => {
    expect(otherOwner.github).toBeDefined();
    expect(findContentProblems({ ...otherOwner, github: { user: 'octo-cat' } })).toEqual([]);
  });

  it('names what is wrong with it', () => {
    expect(
      findContentProblems({ ...otherOwner, github: { user: 'https://github.com/me', max: 2.5 } }),
    ).toEqual([
      'content.github.user: must be a GitHub user or organisation name, e.g. octocat',
      'content.github.max: must be a whole number',
    ]);
    expect(findContentProblems({ ...otherOwner, github: { user: 'me', max: 0 } })).toEqual([
      'content.github.max: must be at least 1',
    ]);
  });
});
