// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { Content } from '../../../src/content/schema.ts';
import { manyProjectsOwner } from '../../../src/test/many-projects-owner.ts';
import { choiceCosts, type StartUp } from './page-choices.ts';
import { choicesLines, firstRoundTrip, reportPageSizes } from './page-sizes.ts';

// What each of the owner's choices adds to index.html, measured on a page made of the parts the
// build writes for them: each part drawn from incompressible bytes of its own size, so that a
// choice's cost is its part's.
const noise = (bytes: number) => randomBytes(Math.ceil(bytes * 0.75)).toString('base64');

const owned: Content = {
  ...manyProjectsOwner,
  language: 'uk',
  languages: ['en'],
  theme: { default: 'light' },
  analytics: { provider: 'plausible', domain: 'oleksandr.example' },
  owner: { ...manyProjectsOwner.owner, photo: 'images/portrait.jpg' },
};
const featured = owned.home?.featuredProject ?? '';

/** A page with a part of each choice, `size` bytes each (the skills' and links', per one). */
function pageWith(size: number) {
  const scripts = { boot: `boot();${noise(4000)}`, earlyScreen: `early();${noise(600)}` };
  const html = [
    `<html><head><script>${scripts.earlyScreen}</script>`,
    '<meta name="color-scheme" content="light" />',
    '<link rel="alternate" hreflang="uk" href="https://oleksandr.example/" />',
    `<link rel="alternate" hreflang="en" href="https://oleksandr.example/en/?${noise(size / 2)}" />`,
    `<style>:root{--spacing:8px}[data-color-scheme=light]{--a:${noise(size)}}</style>`,
    `<style data-emotion="css">.a{color:red}</style></head><body>`,
    `<nav><button data-color-scheme-toggle="" aria-pressed="false">${noise(size / 4)}</button>`,
    `<ul><li><a href="/en/" hrefLang="en">English ${noise(size / 2)}</a></li></ul><ul>`,
    ...owned.externalLinks.map((link) => `<li><a href="${link.url}">${noise(size)}</a></li>`),
    '</ul></nav><main><div data-section="greeting"><p>',
    `<span>${owned.owner.location?.place} <span><time data-time-zone="Europe/Kyiv"></time>${noise(size)}</span></span>`,
    `</p><picture><img src="/assets/portrait-160w-abc.webp" alt="">${noise(size)}</picture></div>`,
    `<div data-section="showcase"><section><h2><a href="#">${featured}</a></h2>${noise(size)}</section></div>`,
    `<div data-section="skills"><section><ul>${owned.skills.map(() => `<li>${noise(size)}</li>`).join('')}</ul></section></div>`,
    `</main><script>${scripts.boot}</script></body></html>`,
  ].join('');
  // Each part of the scripts is `size` bytes of their own.
  const startUp: StartUp = {
    scripts,
    without: async (part) => ({
      boot: Object.entries(part).reduce(
        (boot, [name]) => (name === 'scheme' ? boot : boot.slice(0, -size * 1.33)),
        scripts.boot,
      ),
      earlyScreen: part.scheme === false ? 'early();' : scripts.earlyScreen,
    }),
  };
  return { html, startUp };
}

describe('what each of the owner’s choices adds to index.html', () => {
  it('is measured on the page without its part, the costliest first', async () => {
    const { html, startUp } = pageWith(400);
    const costs = await choiceCosts(html, owned, startUp);
    const named = (field: string) => costs.find((cost) => cost.name.includes(`(${field})`));
    for (const field of [
      'theme.default',
      'languages',
      'owner.photo',
      'home.featuredProject',
      'owner.location',
      'plausible',
      'skills',
      'externalLinks',
    ])
      expect(named(field), field).toBeDefined();
    expect(costs.map((cost) => cost.bytes)).toEqual(
      [...costs.map((cost) => cost.bytes)].sort((a, b) => b - a),
    );
    // A part of 400 base64 characters holds 300 bytes, which gzip cannot make fewer; a list's
    // is one per item.
    const part = 280;
    expect(named('owner.photo')?.bytes).toBeGreaterThan(part);
    expect(named('owner.photo')?.bytes).toBeLessThan(400);
    expect(named('skills')?.bytes).toBeGreaterThan(owned.skills.length * part);
    expect(named('externalLinks')?.bytes).toBeGreaterThan(owned.externalLinks.length * part);
    expect(named('plausible')?.bytes).toBeGreaterThan(part);
    expect(named('theme.default')?.bytes).toBeGreaterThan(1.5 * part);
    expect(named('languages')?.bytes).toBeGreaterThan(1.5 * part);
    expect(named('owner.location')?.bytes).toBeGreaterThan(2 * part);
  });

  it('leaves out what the owner has not chosen', async () => {
    const plain: Content = { ...manyProjectsOwner, externalLinks: [] };
    delete plain.home;
    const { html, startUp } = pageWith(100);
    const names = (await choiceCosts(html, plain, startUp)).map((cost) => cost.name);
    expect(names.some((name) => /theme|languages|photo|featured|analytics|links/.test(name))).toBe(
      false,
    );
  });
});

describe('the size message, past the first round trip', () => {
  const costs = [
    { name: 'the light and dark themes (theme.default)', instead: 'one theme', bytes: 1200 },
    { name: 'analytics (plausible)', instead: 'no analytics', bytes: 300 },
    { name: '22 skills on Home (skills)', instead: 'fewer skills', bytes: 200 },
  ];

  it('names what each choice adds, and the fewest to leave out for the page to fit', () => {
    const [added, advice] = choicesLines(firstRoundTrip + 1100, costs);
    expect(added).toBe(
      'what your choices add to it: the light and dark themes (theme.default) 1.2 KB, analytics (plausible) 0.3 KB, 22 skills on Home (skills) 0.2 KB',
    );
    expect(advice).toBe('to paint in the first round trip, choose one theme');
    // One choice that is enough, the one that gives up least.
    expect(choicesLines(firstRoundTrip + 250, costs)[1]).toBe(
      'to paint in the first round trip, choose no analytics',
    );
    // Two where one is not enough: those that give up least between them.
    expect(choicesLines(firstRoundTrip + 1400, costs)[1]).toBe(
      'to paint in the first round trip, choose one theme; and fewer skills',
    );
    expect(choicesLines(firstRoundTrip + 1450, costs)[1]).toBe(
      'to paint in the first round trip, choose one theme; and no analytics',
    );
  });

  it('says the rest is the template’s own where no choice of the owner’s would do', () => {
    const [, rest] = choicesLines(firstRoundTrip + 3000, costs);
    expect(rest).toMatch(/^the rest, [\d.]+ KB, is the template's own/);
  });

  it('is one warning, the page’s parts and the choices on lines of their own', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { html } = pageWith(20_000);
    reportPageSizes(html, [], costs);
    const [message] = warn.mock.calls.map(([line]) => String(line));
    expect(message?.split('\n')).toEqual([
      expect.stringMatching(/^index\.html \(the shell and Home\): .* past the first round trip/),
      expect.stringMatching(/^ {2}what your choices add to it: /),
      expect.stringMatching(/^ {2}the rest, /),
    ]);
    warn.mockClear();
  });
});
