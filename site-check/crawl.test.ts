// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inAnotherSite } from './crawl.ts';

describe('an address under the site’s own', () => {
  const built = new Set(['assets', 'projects', 'en', 'index.html', 'resume.pdf']);

  it('is another site’s in a folder the built site does not have (a user page’s other repositories)', () => {
    const root = 'https://misaki-sato.github.io/';
    expect(inAnotherSite(`${root}font-subsetter/`, root, built)).toBe(true);
    expect(inAnotherSite(`${root}font-subsetter/demo.html#top`, root, built)).toBe(true);
  });

  it('is the site’s own in its folders, at its root, and for a file it should have written', () => {
    const root = 'https://misaki-sato.github.io/';
    expect(inAnotherSite(`${root}projects/inventory/`, root, built)).toBe(false);
    expect(inAnotherSite(`${root}en/`, root, built)).toBe(false);
    expect(inAnotherSite(root, root, built)).toBe(false);
    // A top-level file the build should have written is checked, never taken for another site.
    expect(inAnotherSite(`${root}og-image.png`, root, built)).toBe(false);
    expect(inAnotherSite('https://elsewhere.example/x/', root, built)).toBe(false);
  });
});
