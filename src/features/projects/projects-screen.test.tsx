import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { cssRulesFor } from '../../test/css-rules';
import { renderApp } from '../../test/render-app';
import { ProjectCard } from './project-card';

const project = {
  title: 'Weather Bot',
  description: 'Tells you whether to take an umbrella.',
  technologies: ['Python', 'Kafka'],
  githubUrl: 'https://github.com/example/weather-bot',
};

describe('Projects screen', () => {
  it('lists each project as a card in a one-then-two column grid', async () => {
    renderApp('/projects');
    const grid = await screen.findByRole('list', { name: 'Projects' });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(1);
    const card = cards[0]!;
    expect(within(card).getByRole('heading', { name: 'Portfolio Website' })).toBeInTheDocument();
    const technologies = within(card).getByRole('list', { name: 'Portfolio Website technologies' });
    expect(
      within(technologies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript', 'Material-UI', 'EmailJS', 'Prompt Engineering']);
    expect(cssRulesFor(grid)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\.css-\w+\{display:grid;/),
        expect.stringMatching(
          /^@media \(min-width:0px\)\{\.css-\w+\{grid-template-columns:1fr;\}\}$/,
        ),
        expect.stringMatching(
          /^@media \(min-width:900px\)\{\.css-\w+\{grid-template-columns:repeat\(2, minmax\(0, 1fr\)\);\}\}$/,
        ),
      ]),
    );
  });
});

describe('Project card', () => {
  function renderCard(liveUrl?: string) {
    render(
      <AppProviders>
        <ProjectCard project={liveUrl ? { ...project, liveUrl } : project} />
      </AppProviders>,
    );
  }

  it('links to GitHub in a new tab and shows no Live Demo without a liveUrl', () => {
    renderCard();
    const github = screen.getByRole('link', { name: /^GitHub/ });
    expect(github).toHaveAttribute('href', project.githubUrl);
    expect(github).toHaveAttribute('target', '_blank');
    expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Live Demo/ })).not.toBeInTheDocument();
  });

  it('shows Live Demo when the project has a liveUrl', () => {
    renderCard('https://weather.example.com');
    const demo = screen.getByRole('link', { name: /^Live Demo/ });
    expect(demo).toHaveAttribute('href', 'https://weather.example.com');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
