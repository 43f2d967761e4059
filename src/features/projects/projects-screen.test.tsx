import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { renderApp } from '../../test/render-app';

describe.each(bothOwners)('Projects screen with %s', (_, owned) => {
  it('shows each project as a card with its description, technologies and links', async () => {
    renderApp('/projects', { content: owned });
    const grid = await screen.findByRole('list', { name: 'Projects' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(owned.projects.length);
    owned.projects.forEach((project, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(project.title);
      expect(card).toHaveTextContent(project.description);
      const technologies = within(card).getByRole('list', {
        name: `${project.title} technologies`,
      });
      expect(
        within(technologies)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(project.technologies);

      const github = within(card).getByRole('link', { name: /^GitHub/ });
      expect(github).toHaveAttribute('href', project.githubUrl);
      expect(github).toHaveAttribute('target', '_blank');
      expect(github).toHaveAttribute('rel', 'noopener noreferrer');
      const demo = within(card).queryByRole('link', { name: /^Live Demo/ });
      if (project.liveUrl) {
        expect(demo).toHaveAttribute('href', project.liveUrl);
        expect(demo).toHaveAttribute('target', '_blank');
        expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(demo).toBeNull();
      }
    });
  });
});

it('shows Live Demo only on the cards of projects that have a liveUrl', async () => {
  renderApp('/projects', { content: otherOwner });
  const cards = within(await screen.findByRole('list', { name: 'Projects' })).getAllByRole(
    'article',
  );
  const withDemo = cards.map((card) => within(card).queryByRole('link', { name: /^Live Demo/ }));
  expect(withDemo.map(Boolean)).toEqual(otherOwner.projects.map((project) => !!project.liveUrl));
  expect(withDemo.filter(Boolean).length).toBeGreaterThan(0);
  expect(withDemo.filter((link) => !link).length).toBeGreaterThan(0);
});
