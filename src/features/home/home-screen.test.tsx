import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textOf } from '../../content';
import { fillText } from '../../i18n';
import { pageTitle } from '../../shared/page-title';
import { bothOwners } from '../../test/other-owner';
import { renderPage, renderPart } from '../../test/render-app';
import { pageTitles } from '../../app/page-titles';
import { HomeScreen } from './home-screen';

describe.each(bothOwners)('Home screen with %s', (_, owned) => {
  const t = textOf(owned);
  it('greets the visitor by name with the job title, the tagline and every skill as a chip', async () => {
    await renderPage('/', { content: owned });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fillText(t.greeting, { name: owned.owner.name }),
    );
    expect(screen.getByText(owned.owner.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(owned.owner.tagline)).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: t.keySkills });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(owned.skills);
    expect(pageTitles(owned)['/']).toBe(pageTitle(owned.owner));
  });

  it.each([
    [t.journeyButton, '/experience'],
    [t.workButton, '/projects'],
  ])('“%s” goes to %s', async (button, path) => {
    await renderPage('/', { content: owned });
    expect(screen.getByRole('link', { name: button })).toHaveAttribute('href', `#${path}`);
  });
});

describe.each(bothOwners)('the photo on Home, with %s', (_, owned) => {
  it('is beside the greeting when the owner has one, described by the owner’s name', () => {
    renderPart(<HomeScreen />, { content: owned });
    const photo = screen.queryByRole('img', { name: owned.owner.name });
    if (!owned.owner.photo) {
      expect(photo).toBeNull();
      // No picture at all, unless the owner features a project (its own picture).
      if (!owned.home?.featuredProject)
        expect(document.body.querySelector('picture, img')).toBeNull();
      return;
    }
    expect(photo).toBeInTheDocument();
    // Sized up front, so nothing moves when it arrives; fetched only where Home is shown.
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '160');
    expect(photo).toHaveAttribute('loading', 'lazy');
    const sources = [...photo!.closest('picture')!.querySelectorAll('source')];
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    sources.forEach((source) => expect(source.srcset).toMatch(/ 160w, .* 320w$/));
  });
});
