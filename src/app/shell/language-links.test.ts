import { describe, expect, it } from 'vitest';
import { siteLanguages } from '../../i18n';
import { languageBase } from './language-links';

const all = siteLanguages('en', ['de', 'fr-CA']);
const [main, german, french] = all;

describe('a language’s address', () => {
  it('is the main site’s base with its folder, from any language’s page', () => {
    expect(languageBase(german!, main, '/portfolio/')).toBe('/portfolio/de/');
    expect(languageBase(main, german!, '/portfolio/de/')).toBe('/portfolio/');
    expect(languageBase(french!, german!, '/portfolio/de/')).toBe('/portfolio/fr-CA/');
    expect(languageBase(german!, main, '/')).toBe('/de/');
  });
});
