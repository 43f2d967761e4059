import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../content';
import { languageOf, textOf } from '../../content';
import { fillText } from '../../i18n';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { featuredProjectOf } from './featured-project';
import { HomeScreen } from './home-screen';
import {
  showLocalTimes,
  shownTimeAttribute,
  timeIn,
  timeZoneAttribute,
} from '../../start-up/local-time';

const renderHome = (content: Content) => renderPart(<HomeScreen />, { content });

/** The first project with a picture, featured, and an owner's touches. */
const pictured = otherOwner.projects.find((project) => project.image)!;
const touched: Content = {
  ...otherOwner,
  owner: {
    ...otherOwner.owner,
    location: { place: 'Kathmandu', timeZone: 'Asia/Kathmandu' },
    openToWork: true,
  },
  home: { featuredProject: pictured.title },
};

describe.each(bothOwners)('Home’s first view, with %s', (_, owned) => {
  it('puts who, what and the first action before the rest, and shows no touch the owner did not set', () => {
    const { container } = renderHome(owned);
    const t = textOf(owned);
    const order = [...container.querySelectorAll('article > [data-section]')].map(
      (section) => (section as HTMLElement).dataset.section,
    );
    expect(order.slice(0, 2)).toEqual(['greeting', 'journey']);
    // The touches are there only where the owner set them.
    expect(screen.queryAllByText(t.openToWork)).toHaveLength(owned.owner.openToWork ? 1 : 0);
    expect(container.querySelectorAll('time')).toHaveLength(owned.owner.location ? 1 : 0);
  });

  it('beside the greeting: the featured project or the photo where the owner has one; else nothing, the skills under it', () => {
    const { container } = renderHome(owned);
    const showcase = container.querySelector('[data-section="showcase"]');
    const featured = featuredProjectOf(owned);
    if (featured) {
      expect(
        within(showcase as HTMLElement).getByRole('link', { name: new RegExp(featured.title) }),
      ).toBeVisible();
    } else if (owned.owner.photo) {
      expect(
        within(showcase as HTMLElement).getByRole('img', { name: owned.owner.name }),
      ).toBeVisible();
    } else expect(showcase).toBeNull();
    const skills = screen.getByRole('region', { name: textOf(owned).keySkills });
    expect(within(skills).getAllByRole('listitem')).toHaveLength(owned.skills.length);
  });
});

describe('an owner’s touches on Home', () => {
  it('features the chosen project, its picture and a link to it, with the photo as a small portrait', () => {
    renderHome(touched);
    const t = textOf(touched);
    const featured = screen.getByRole('region', { name: new RegExp(pictured.title) });
    expect(within(featured).getByText(t.featuredProject)).toBeInTheDocument();
    const link = within(featured).getByRole('link', { name: new RegExp(pictured.title) });
    const address = pictured.liveUrl ?? pictured.githubUrl;
    if (address) {
      expect(link).toHaveAttribute('href', address);
      expect(link).toHaveAttribute('target', '_blank');
    } else expect(link).toHaveAttribute('href', '/projects');
    expect(featured.querySelector('img')).not.toBeNull();
    // The photo stays, small, beside the touches: one picture of the owner.
    expect(screen.getAllByRole('img', { name: touched.owner.name })).toHaveLength(1);
  });

  it('links the featured project to its case study, a page of the site, where it has one', () => {
    const address = `/portfolio/projects/${pictured.title.toLowerCase().replace(/\W+/g, '-')}/`;
    renderPart(<HomeScreen />, { content: touched, caseStudies: { [pictured.title]: address } });
    const featured = screen.getByRole('region', { name: new RegExp(pictured.title) });
    const link = within(featured).getByRole('link', { name: new RegExp(pictured.title) });
    expect(link).toHaveAttribute('href', address);
    expect(link).not.toHaveAttribute('target');
  });

  it('says the owner is open to work, and where they are with their local time', () => {
    renderHome(touched);
    const t = textOf(touched);
    expect(screen.getByText(t.openToWork)).toBeInTheDocument();
    expect(screen.getByText('Kathmandu')).toBeInTheDocument();
    // The page's script writes the time as the screen is shown (src/start-up/local-time.ts).
    const main = document.body;
    showLocalTimes(main, languageOf(touched));
    const time = main.querySelector(`time[${timeZoneAttribute}="Asia/Kathmandu"]`);
    const now = timeIn('Asia/Kathmandu', languageOf(touched));
    expect(time).toHaveAttribute(shownTimeAttribute, now);
    const [before, after] = fillText(t.localTime, { time: '\u0000' }).split('\u0000');
    expect(time?.parentElement?.textContent).toBe(`${before}${after}`);
  });

  it('tells the time in the owner’s zone, as the page’s language writes it', () => {
    const noonUtc = new Date('2026-06-01T12:00:00Z');
    expect(timeIn('Asia/Kathmandu', 'en', noonUtc)).toBe('5:45 PM');
    expect(timeIn('Europe/Berlin', 'de', noonUtc)).toBe('14:00');
  });
});
