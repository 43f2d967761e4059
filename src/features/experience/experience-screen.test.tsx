import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Experience screen', () => {
  it('shows the five jobs newest first with their periods', async () => {
    renderApp('/experience');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Professional Journey & Growth' }),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Work history' });
    const jobs = within(timeline).getAllByRole('article');
    expect(jobs).toHaveLength(5);
    expect(jobs.map((job) => within(job).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Software Engineer',
      'Software Engineer',
      'Digital Technology Co-Op',
      'Digital Technology Intern',
      'Software Development Intern',
    ]);
    expect(jobs[0]).toHaveTextContent('Jan 2025 – Present');
    expect(jobs[4]).toHaveTextContent('Jun 2019');
    expect(within(jobs[0]!).getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('opens the résumé in a new tab', async () => {
    renderApp('/experience');
    const resume = await screen.findByRole('link', { name: /Get my Resume/ });
    expect(resume).toHaveAttribute(
      'href',
      'https://alex-morgan-dev.github.io/resume/alex-morgan-resume.pdf',
    );
    expect(resume).toHaveAttribute('target', '_blank');
    expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
