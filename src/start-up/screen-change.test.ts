import { afterEach, describe, expect, it, vi } from 'vitest';
import { originParameter } from './contract';
import { pointLanguageLinks, revealOrigin, screenAddress } from './screen-change';

describe('the links to the other languages', () => {
  afterEach(() => document.body.replaceChildren());

  it('go to the screen shown in each language, Home at the language’s own address', () => {
    expect(screenAddress('/portfolio/de/', '/experience')).toBe('/portfolio/de/#/experience');
    expect(screenAddress('/portfolio/de/', '/projects', '?tag=go')).toBe(
      '/portfolio/de/#/projects?tag=go',
    );
    expect(screenAddress('/portfolio/de/', '/')).toBe('/portfolio/de/');
  });

  it('are pointed at the screen shown before the app is live, the screens’ links left as they are', () => {
    document.body.innerHTML = `<nav>
      <a href="#/experience">Experience</a>
      <a href="/portfolio/de/" hreflang="de">Deutsch</a>
      <a href="/portfolio/fr/#/contact" hreflang="fr">Français</a>
    </nav><a href="https://example.com/" hreflang="de">Elsewhere</a>`;
    const hrefs = () =>
      [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    pointLanguageLinks(document, '/experience');
    expect(hrefs()).toEqual([
      '#/experience',
      '/portfolio/de/#/experience',
      '/portfolio/fr/#/experience',
      'https://example.com/',
    ]);
    pointLanguageLinks(document, '/');
    expect(hrefs()).toEqual([
      '#/experience',
      '/portfolio/de/',
      '/portfolio/fr/',
      'https://example.com/',
    ]);
  });
});

describe('back from a page of its own', () => {
  afterEach(() => document.body.replaceChildren());

  it('brings the link the visitor followed into view and focuses it', () => {
    document.body.innerHTML = `<main>
      <article><a href="/portfolio/projects/ledger/">Read the case study</a></article>
      <article><a href="/portfolio/projects/atlas/">Read the case study</a></article>
    </main>`;
    const main = document.querySelector('main');
    const links = [...document.querySelectorAll('a')];
    const scrolled = vi.fn();
    for (const link of links) link.scrollIntoView = scrolled;
    const search = `?${originParameter}=${encodeURIComponent('projects/atlas/')}`;
    expect(revealOrigin(main, search)).toBe(true);
    expect(document.activeElement).toBe(links[1]);
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
  });

  it('does nothing for an address without an origin, or one that names no link there', () => {
    document.body.innerHTML = '<main><a href="/portfolio/projects/ledger/">Read</a></main>';
    const main = document.querySelector('main');
    expect(revealOrigin(main, '')).toBe(false);
    expect(revealOrigin(main, `?${originParameter}=writing%2Fgone%2F`)).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
