import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bothOwners } from '../../test/other-owner';
import { renderApp } from '../../test/render-app';

describe.each(bothOwners)('Experience screen with %s', (_, owned) => {
  it('shows every job in order with its company, period and bullets', async () => {
    renderApp('/experience', { content: owned });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Professional Journey & Growth' }),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('list', { name: 'Work history' });
    const jobs = within(timeline).getAllByRole('article');
    expect(jobs).toHaveLength(owned.jobs.length);
    owned.jobs.forEach((job, index) => {
      const card = jobs[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(job.title);
      expect(card).toHaveTextContent(job.company);
      expect(card).toHaveTextContent(job.period);
      expect(
        within(card)
          .getAllByRole('listitem')
          .map((bullet) => bullet.textContent),
      ).toEqual(job.description);
    });
  });

  it('opens the résumé in a new tab', async () => {
    renderApp('/experience', { content: owned });
    const resume = await screen.findByRole('link', { name: /Get my Resume/ });
    expect(resume).toHaveAttribute('href', owned.resumeUrl);
    expect(resume).toHaveAttribute('target', '_blank');
    expect(resume).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
