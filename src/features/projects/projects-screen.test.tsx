import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedRepos } from '../../test/github-repos';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { ProjectsScreen } from './projects-screen';
import { textOf } from '../../content';
import { countedText, fillText } from '../../i18n';
import { sourceLabel } from '../../shared/source-host';

describe.each(bothOwners)('Projects screen with %s', (_, owned) => {
  const t = textOf(owned);
  it('shows each project as a card with its description, technologies and links', async () => {
    renderPart(<ProjectsScreen />, { content: owned });
    const grid = await screen.findByRole('list', { name: t.projectList });
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(owned.projects.length);
    owned.projects.forEach((project, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(project.title);
      expect(card).toHaveTextContent(project.description);
      const technologies = within(card).getByRole('list', {
        name: fillText(t.technologiesOf, { title: project.title }),
      });
      expect(
        within(technologies)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(project.technologies);

      // Named by its host (GitHub in the interface's words), or the owner's own word for it.
      const source = project.githubUrl
        ? sourceLabel(project.githubUrl, t.sourceButton, owned.text?.sourceButton)
        : t.sourceButton;
      const github = within(card).queryByRole('link', { name: new RegExp(`^${source}`) });
      if (project.githubUrl) {
        expect(github).toHaveAttribute('href', project.githubUrl);
        expect(github).toHaveAttribute('target', '_blank');
        expect(github).toHaveAttribute('rel', 'noopener noreferrer');
      } else {
        expect(github).toBeNull();
      }
      const demo = within(card).queryByRole('link', { name: new RegExp(`^${t.liveDemo}`) });
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

const other = textOf(otherOwner);

it('shows no source button on a project without a public repository, and no empty button row', async () => {
  const t = other;
  const [first, second] = otherOwner.projects;
  const privateWithDemo = { ...first!, githubUrl: undefined, liveUrl: 'https://demo.example.org/' };
  const privateOnly = { ...second!, githubUrl: undefined, liveUrl: undefined };
  const projects = [privateWithDemo, privateOnly, ...otherOwner.projects.slice(2)];
  renderPart(<ProjectsScreen />, { content: { ...otherOwner, projects } });
  const cards = within(await screen.findByRole('list', { name: t.projectList })).getAllByRole(
    'article',
  );
  const source = new RegExp(`^${t.sourceButton}`);
  expect(within(cards[0]!).queryByRole('link', { name: source })).toBeNull();
  expect(within(cards[0]!).getByRole('link', { name: new RegExp(`^${t.liveDemo}`) })).toBeVisible();
  expect(within(cards[1]!).queryAllByRole('link')).toEqual([]);
  expect(cards[1]!.querySelector('.MuiCardActions-root')).toBeNull();
  expect(cards[1]).toHaveTextContent(privateOnly.description);
});

it('shows Live Demo only on the cards of projects that have a liveUrl', async () => {
  const t = other;
  renderPart(<ProjectsScreen />, { content: otherOwner });
  const cards = within(await screen.findByRole('list', { name: t.projectList })).getAllByRole(
    'article',
  );
  const withDemo = cards.map((card) =>
    within(card).queryByRole('link', { name: new RegExp(`^${t.liveDemo}`) }),
  );
  expect(withDemo.map(Boolean)).toEqual(otherOwner.projects.map((project) => !!project.liveUrl));
  expect(withDemo.filter(Boolean).length).toBeGreaterThan(0);
  expect(withDemo.filter((link) => !link).length).toBeGreaterThan(0);
});

describe('the owner’s GitHub repositories', () => {
  const t = other;
  const gitHubSectionHeading = t.gitHubRepos;
  it('follow the owner’s projects in their own section, in the order the build gave', async () => {
    renderPart(<ProjectsScreen />, { content: otherOwner, gitHubRepos: fetchedRepos });
    const section = await screen.findByRole('region', { name: gitHubSectionHeading });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      gitHubSectionHeading,
    );
    const cards = within(
      within(section).getByRole('list', { name: gitHubSectionHeading }),
    ).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(fetchedRepos.map((repo) => repo.name));
    // The owner's own projects come first, outside the section.
    const own = screen.getByRole('list', { name: t.projectList });
    expect(own.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(own).getAllByRole('article')).toHaveLength(otherOwner.projects.length);
  });

  it('show each repository’s description, language, stars, topics and links', async () => {
    renderPart(<ProjectsScreen />, { content: otherOwner, gitHubRepos: fetchedRepos });
    const section = await screen.findByRole('region', { name: gitHubSectionHeading });
    const cards = within(section).getAllByRole('article');
    fetchedRepos.forEach((repo, index) => {
      const card = cards[index]!;
      if (repo.description) expect(card).toHaveTextContent(repo.description);
      if (repo.language) expect(card).toHaveTextContent(`${t.repoLanguage} ${repo.language}`);
      else expect(card).not.toHaveTextContent(t.repoLanguage);
      const language = otherOwner.language ?? 'en';
      const stars = fillText(countedText(t, 'stars', repo.stars, language), {
        count: repo.stars.toLocaleString(language),
      });
      expect(card).toHaveTextContent(stars);
      const topics = within(card).queryByRole('list', {
        name: fillText(t.topicsOf, { name: repo.name }),
      });
      if (repo.topics.length > 0) {
        expect(
          within(topics!)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).toEqual(repo.topics);
      } else {
        expect(topics).toBeNull();
      }
      const github = within(card).getByRole('link', { name: new RegExp(`^${t.sourceButton}`) });
      expect(github).toHaveAttribute('href', repo.url);
      expect(github).toHaveAttribute('rel', 'noopener noreferrer');
      const demo = within(card).queryByRole('link', { name: new RegExp(`^${t.liveDemo}`) });
      if (repo.homepage) {
        expect(demo).toHaveAttribute('href', repo.homepage);
        expect(demo).toHaveAttribute('target', '_blank');
      } else {
        expect(demo).toBeNull();
      }
    });
    expect(fetchedRepos.some((repo) => !repo.homepage)).toBe(true);
  });

  it('leave no empty section when the build has none', async () => {
    renderPart(<ProjectsScreen />, { content: otherOwner, gitHubRepos: [] });
    await screen.findByRole('list', { name: t.projectList });
    expect(screen.queryByRole('region', { name: gitHubSectionHeading })).toBeNull();
    expect(screen.queryByText(gitHubSectionHeading)).toBeNull();
  });
});

describe.each(bothOwners)('project screenshots with %s', (_, owned) => {
  const t = textOf(owned);
  it('are on the cards of projects that have one, sized, and lazy below the first', async () => {
    renderPart(<ProjectsScreen />, { content: owned });
    const cards = within(await screen.findByRole('list', { name: t.projectList })).getAllByRole(
      'article',
    );
    owned.projects.forEach((project, index) => {
      const image = within(cards[index]!).queryByRole('img', {
        name: fillText(t.screenshotOf, { title: project.title }),
      });
      if (!project.image) {
        expect(image).toBeNull();
        return;
      }
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '270');
      expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    });
  });
});

it('links a project’s case study, a page of the site in the same tab, from its card only', async () => {
  const [studied, ...rest] = otherOwner.projects;
  const address = '/portfolio/projects/studied/';
  renderPart(<ProjectsScreen />, {
    content: otherOwner,
    caseStudies: { [studied!.title]: address },
  });
  const cards = within(await screen.findByRole('list', { name: other.projectList })).getAllByRole(
    'article',
  );
  const link = within(cards[0]!).getByRole('link', {
    name: new RegExp(`^${other.caseStudyButton}.*${studied!.title}$`),
  });
  expect(link).toHaveAttribute('href', address);
  expect(link).not.toHaveAttribute('target');
  rest.forEach((_, index) =>
    expect(
      within(cards[index + 1]!).queryByRole('link', { name: new RegExp(other.caseStudyButton) }),
    ).toBeNull(),
  );
});

it('names a project’s source by its host, in the owner’s own word where they gave one', async () => {
  const t = other;
  const [first, second, ...rest] = otherOwner.projects;
  const projects = [
    { ...first!, githubUrl: 'https://codeberg.org/someone/tool' },
    { ...second!, githubUrl: 'https://git.example.org/someone/tool' },
    ...rest,
  ];
  renderPart(<ProjectsScreen />, { content: { ...otherOwner, projects } });
  const cards = within(await screen.findByRole('list', { name: t.projectList })).getAllByRole(
    'article',
  );
  expect(within(cards[0]!).getByRole('link', { name: /^Codeberg/ })).toHaveAttribute(
    'href',
    'https://codeberg.org/someone/tool',
  );
  expect(within(cards[1]!).getByRole('link', { name: /^git\.example\.org/ })).toBeVisible();
  renderPart(<ProjectsScreen />, {
    content: { ...otherOwner, projects, text: { ...otherOwner.text, sourceButton: 'Code' } },
  });
  const own = within((await screen.findAllByRole('list', { name: t.projectList })).at(-1)!);
  expect(own.getAllByRole('link', { name: /^Code\b/ }).length).toBeGreaterThanOrEqual(2);
});
