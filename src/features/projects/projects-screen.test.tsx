import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchedRepos } from '../../test/github-repos';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { ProjectsScreen } from './projects-screen';
import { textOf, type Content, type Project } from '../../content';
import { countedText, fillText } from '../../i18n';
import { sourceLabel } from '../../shared/source-host';
import { imagesFor } from '../../test/content-images';
import { projectListAttribute } from '../../start-up/project-filter';

/** The owner's projects in the order the screen shows them: those with a picture first, then the
 * others, each group in the owner's order. */
function shownOrder(owned: Content): Project[] {
  const images = imagesFor(owned).projects;
  const pictured = (project: Project) => !!images[project.image ?? ''];
  return [...owned.projects.filter(pictured), ...owned.projects.filter((each) => !pictured(each))];
}

/** The projects' cards (not the repositories'), in the screen's order. */
async function projectCards(): Promise<HTMLElement[]> {
  await screen.findAllByRole('article');
  return [...document.querySelectorAll<HTMLElement>(`[${projectListAttribute}]`)].flatMap((list) =>
    within(list).getAllByRole('article'),
  );
}

/** The card of a project, by its title. */
async function cardOf(project: Project): Promise<HTMLElement> {
  const found = (await projectCards()).find(
    (card) => within(card).getByRole('heading').textContent === project.title,
  );
  if (!found) throw new Error(`no card for ${project.title}`);
  return found;
}

describe.each(bothOwners)('Projects screen with %s', (_, owned) => {
  const t = textOf(owned);
  it('shows each project as a card with its description, technologies and links', async () => {
    renderPart(<ProjectsScreen />, { content: owned });
    const cards = await projectCards();
    expect(cards).toHaveLength(owned.projects.length);
    shownOrder(owned).forEach((project, index) => {
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
  const [withDemo, only] = [await cardOf(privateWithDemo), await cardOf(privateOnly)];
  const source = new RegExp(`^${t.sourceButton}`);
  expect(within(withDemo).queryByRole('link', { name: source })).toBeNull();
  expect(within(withDemo).getByRole('link', { name: new RegExp(`^${t.liveDemo}`) })).toBeVisible();
  expect(within(only).queryAllByRole('link')).toEqual([]);
  expect(only.querySelector('.MuiCardActions-root')).toBeNull();
  expect(only).toHaveTextContent(privateOnly.description);
});

it('shows Live Demo only on the cards of projects that have a liveUrl', async () => {
  const t = other;
  renderPart(<ProjectsScreen />, { content: otherOwner });
  const cards = await projectCards();
  const withDemo = cards.map((card) =>
    within(card).queryByRole('link', { name: new RegExp(`^${t.liveDemo}`) }),
  );
  expect(withDemo.map(Boolean)).toEqual(shownOrder(otherOwner).map((project) => !!project.liveUrl));
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
    const own = await projectCards();
    for (const card of own)
      expect(card.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(own).toHaveLength(otherOwner.projects.length);
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
    await projectCards();
    expect(screen.queryByRole('region', { name: gitHubSectionHeading })).toBeNull();
    expect(screen.queryByText(gitHubSectionHeading)).toBeNull();
  });
});

describe.each(bothOwners)('project screenshots with %s', (_, owned) => {
  const t = textOf(owned);
  it('are on the cards of projects that have one, sized, and lazy below the first', async () => {
    renderPart(<ProjectsScreen />, { content: owned });
    const cards = await projectCards();
    shownOrder(owned).forEach((project, index) => {
      const image = within(cards[index]!).queryByRole('img', {
        name: fillText(t.screenshotOf, { title: project.title }),
      });
      if (!project.image) {
        expect(image).toBeNull();
        return;
      }
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '270');
      // The first card shown is the first with a picture: the only one that loads at once.
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
  const link = within(await cardOf(studied!)).getByRole('link', {
    name: new RegExp(`^${other.caseStudyButton}.*${studied!.title}$`),
  });
  expect(link).toHaveAttribute('href', address);
  expect(link).not.toHaveAttribute('target');
  for (const project of rest)
    expect(
      within(await cardOf(project)).queryByRole('link', {
        name: new RegExp(other.caseStudyButton),
      }),
    ).toBeNull();
});

it('names a project’s source by its host, in the owner’s own word where they gave one', async () => {
  const [first, second, ...rest] = otherOwner.projects;
  const projects = [
    { ...first!, githubUrl: 'https://codeberg.org/someone/tool' },
    { ...second!, githubUrl: 'https://git.example.org/someone/tool' },
    ...rest,
  ];
  const { unmount } = renderPart(<ProjectsScreen />, { content: { ...otherOwner, projects } });
  expect(
    within(await cardOf(projects[0]!)).getByRole('link', { name: /^Codeberg/ }),
  ).toHaveAttribute('href', 'https://codeberg.org/someone/tool');
  expect(
    within(await cardOf(projects[1]!)).getByRole('link', { name: /^git\.example\.org/ }),
  ).toBeVisible();
  unmount();
  renderPart(<ProjectsScreen />, {
    content: { ...otherOwner, projects, text: { ...otherOwner.text, sourceButton: 'Code' } },
  });
  const own = (await projectCards()).flatMap((card) =>
    within(card).queryAllByRole('link', { name: /^Code\b/ }),
  );
  expect(own.length).toBeGreaterThanOrEqual(2);
});

describe('a long list of projects', () => {
  const t = other;
  /** The other owner's projects and as many more as `count`, each with its own title. */
  const withProjects = (count: number): Content => ({
    ...otherOwner,
    projects: Array.from({ length: count }, (_, at) => {
      const model = otherOwner.projects[at % otherOwner.projects.length]!;
      return { ...model, title: `${model.title} ${at + 1}` };
    }),
  });

  it('shows the projects with a picture first, the others compact under a heading of their own', async () => {
    const owned = withProjects(6);
    renderPart(<ProjectsScreen />, { content: owned });
    const order = shownOrder(owned);
    const images = imagesFor(owned).projects;
    const plain = order.filter((project) => !images[project.image ?? '']);
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.length).toBeLessThan(order.length);
    const cards = await projectCards();
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(
      order.map((project) => project.title),
    );
    const more = screen.getByRole('region', { name: t.moreProjects });
    expect(within(more).getAllByRole('article')).toHaveLength(plain.length);
    // No picture stands in for a missing one.
    for (const card of within(more).getAllByRole('article'))
      expect(card.querySelector('img, svg[role="img"]')).toBeNull();
  });

  it('has one list, no heading, where every project has a picture or none has', async () => {
    renderPart(<ProjectsScreen />, {
      content: {
        ...otherOwner,
        projects: otherOwner.projects.map(({ image: _, ...rest }) => rest),
      },
    });
    expect(await projectCards()).toHaveLength(otherOwner.projects.length);
    expect(screen.queryByRole('region', { name: t.moreProjects })).toBeNull();
  });

  it('is offered a filter by technology from six projects, the most used first, each a link to the screen narrowed', async () => {
    const owned = withProjects(6);
    renderPart(<ProjectsScreen />, { content: owned });
    const filter = screen.getByRole('list', { name: t.technologyFilter });
    const links = within(filter).getAllByRole('link');
    expect(links[0]).toHaveTextContent(t.allTechnologies);
    expect(links[0]).toHaveAttribute('href', '#/projects');
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    const named = links.slice(1).map((link) => link.textContent ?? '');
    const uses = (technology: string) =>
      owned.projects.filter((project) => project.technologies.includes(technology)).length;
    expect(new Set(named)).toEqual(new Set(owned.projects.flatMap((each) => each.technologies)));
    expect(named.map(uses)).toEqual([...named.map(uses)].sort((a, b) => b - a));
    links
      .slice(1)
      .forEach((link, at) =>
        expect(link).toHaveAttribute(
          'href',
          `#/projects?${new URLSearchParams({ technology: named[at]! })}`,
        ),
      );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('is offered no filter below six projects', async () => {
    renderPart(<ProjectsScreen />, { content: withProjects(5) });
    await projectCards();
    expect(screen.queryByRole('list', { name: t.technologyFilter })).toBeNull();
  });
});
