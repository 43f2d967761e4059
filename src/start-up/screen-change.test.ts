import { afterEach, describe, expect, it } from 'vitest';
import { pointLanguageLinks, screenAddress } from './screen-change';

describe('the links to the other languages', () => {
  afterEach(() => document.body.replaceChildren());

  it('go to the screen shown in each language, Home at the language’s own address', () => {
    expect(screenAddress('/portfolio/de/', '/experience')).toBe('/portfolio/de/#/experience');
    expect(screenAddress('/portfolio/de/', '/projects', '?tag=go')).toBe(
      '/portfolio/de/#/projects?tag=go',
    );
    expect(screenAddress('/portfolio/de/', '/')).toBe('/portfolio/de/');
  });

  it('are pointed at the screen shown, the navigation’s and the offer’s, the screens’ links left as they are', () => {
    document.body.innerHTML = `<nav>
      <a href="#/experience">Experience</a>
      <a href="/portfolio/de/" hreflang="de">Deutsch</a>
      <a href="/portfolio/fr/#/contact" hreflang="fr">Français</a>
    </nav><a href="https://example.com/" hreflang="de">Elsewhere</a>
    <aside data-language-offer="de"><a href="/portfolio/de/#/contact" hreflang="de">Auf Deutsch</a></aside>`;
    const hrefs = () =>
      [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    pointLanguageLinks(document, '/experience');
    expect(hrefs()).toEqual([
      '#/experience',
      '/portfolio/de/#/experience',
      '/portfolio/fr/#/experience',
      'https://example.com/',
      '/portfolio/de/#/experience',
    ]);
    pointLanguageLinks(document, '/');
    expect(hrefs()).toEqual([
      '#/experience',
      '/portfolio/de/',
      '/portfolio/fr/',
      'https://example.com/',
      '/portfolio/de/',
    ]);
  });
});
