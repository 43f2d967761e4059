// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../../../src/test/other-owner.ts';
import {
  builtAddressProblems,
  deploySiteUrl,
  resolveSiteBase,
  resolveSiteUrl,
  sampleSiteUrl,
} from './site-url.ts';

describe('resolveSiteUrl', () => {
  it('keeps the owner’s own address, whatever the deploy says', () => {
    expect(
      resolveSiteUrl({
        siteUrl: 'https://me.example.com/folio',
        envSiteUrl: 'https://me.github.io/folio/',
        base: '/folio/',
      }),
    ).toEqual({ url: 'https://me.example.com/folio/' });
  });

  it('takes the deploy’s address when the content has none or still has the sample’s', () => {
    for (const siteUrl of [undefined, sampleSiteUrl]) {
      expect(
        resolveSiteUrl({ siteUrl, envSiteUrl: 'https://me.github.io/folio', base: '/folio/' }),
      ).toEqual({ url: 'https://me.github.io/folio/' });
    }
  });

  it('falls back to the local preview’s address, with a warning naming the setting', () => {
    const { url, warning } = resolveSiteUrl({ siteUrl: undefined, envSiteUrl: '', base: '/x/' });
    expect(url).toBe('http://localhost:4173/x/');
    expect(warning).toMatch(/siteUrl is not set in owner\/content\.ts/);
    expect(
      resolveSiteUrl({ siteUrl: sampleSiteUrl, envSiteUrl: undefined, base: '/' }).warning,
    ).toMatch(/still the sample’s address/);
  });

  it('names the content file the build read', () => {
    const contentFile = 'owners/jane/content.ts';
    const { warning } = resolveSiteUrl({
      siteUrl: undefined,
      envSiteUrl: '',
      base: '/',
      contentFile,
    });
    expect(warning).toContain(`siteUrl is not set in ${contentFile},`);
  });
});

describe('the host’s address', () => {
  it('is SITE_URL, else the address Netlify, Vercel or Cloudflare Pages give their builds', () => {
    expect(deploySiteUrl({})).toBeUndefined();
    expect(deploySiteUrl({ SITE_URL: 'https://me.github.io/folio' })).toEqual({
      url: 'https://me.github.io/folio/',
      from: 'SITE_URL',
    });
    expect(deploySiteUrl({ NETLIFY: 'true', URL: 'https://jane.netlify.app' })?.url).toBe(
      'https://jane.netlify.app/',
    );
    expect(
      deploySiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'jane.vercel.app' })?.url,
    ).toBe('https://jane.vercel.app/');
    expect(
      deploySiteUrl({ CF_PAGES: '1', CF_PAGES_URL: 'https://0a1b2c.jane.pages.dev' })?.url,
    ).toBe('https://0a1b2c.jane.pages.dev/');
    // SITE_URL, set by hand, beats the host's.
    expect(
      deploySiteUrl({ NETLIFY: 'true', URL: 'https://x.netlify.app', SITE_URL: 'https://jane.dev' })
        ?.url,
    ).toBe('https://jane.dev/');
    // A variable of the same name outside that host means nothing.
    expect(deploySiteUrl({ URL: 'https://x.example' })).toBeUndefined();
  });
});

describe('the folder a site is built for', () => {
  it.each([
    // The owner's address decides, whatever the deploy's is.
    [{ siteUrl: 'https://oleksandr.dev/' }, {}, '/'],
    [{ siteUrl: 'https://oleksandr.dev' }, { SITE_URL: 'https://x.github.io/p/' }, '/'],
    [{ siteUrl: 'https://name.github.io/portfolio/' }, {}, '/portfolio/'],
    [{ siteUrl: 'https://name.github.io/deep/folio' }, {}, '/deep/folio/'],
    // Without one, the deploy's; without that either, /portfolio/.
    [{}, { SITE_URL: 'https://name.github.io/cv/' }, '/cv/'],
    [{}, { NETLIFY: 'true', URL: 'https://jane.netlify.app' }, '/'],
    [{}, {}, '/portfolio/'],
    [{ siteUrl: sampleSiteUrl }, { SITE_URL: 'https://x.github.io/cv' }, '/cv/'],
    // BASE_PATH alone, or agreeing with the address.
    [{}, { BASE_PATH: 'other' }, '/other/'],
    [{ siteUrl: 'https://oleksandr.dev/' }, { BASE_PATH: '/' }, '/'],
    [{}, { BASE_PATH: '/cv/', SITE_URL: 'https://x.github.io/cv' }, '/cv/'],
  ] as [{ siteUrl?: string }, Record<string, string>, string][])(
    '%j with %j: %s',
    (content, env, base) => {
      expect(resolveSiteBase({ siteUrl: content.siteUrl, env })).toEqual({ base });
    },
  );

  it('is refused when BASE_PATH disagrees with the address, both named, with the fix', () => {
    const { base, problem } = resolveSiteBase({
      siteUrl: 'https://oleksandr.dev/',
      env: { BASE_PATH: '/portfolio/' },
      contentFile: 'owners/o/content.ts',
    });
    // A server that builds nothing (npm run dev) takes the address's.
    expect(base).toBe('/');
    expect(problem).toContain('/portfolio/ (BASE_PATH)');
    expect(problem).toContain('siteUrl in owners/o/content.ts is https://oleksandr.dev/');
    expect(problem).toContain('served at /');
    expect(problem).toContain('Build with BASE_PATH=/, or leave BASE_PATH out');
    // The deploy's address disagreeing with BASE_PATH, likewise.
    expect(
      resolveSiteBase({
        siteUrl: undefined,
        env: { BASE_PATH: '/', SITE_URL: 'https://owner.example/portfolio/' },
      }).problem,
    ).toContain('SITE_URL is https://owner.example/portfolio/');
  });

  it('on GitHub Pages, says how to publish at the owner’s own domain', () => {
    const { problem } = resolveSiteBase({
      siteUrl: 'https://oleksandr.dev/',
      env: {
        GITHUB_ACTIONS: 'true',
        BASE_PATH: '/portfolio/',
        SITE_URL: 'https://oleksandr.github.io/portfolio',
      },
    });
    expect(problem).toContain('Custom domain');
    expect(problem).toContain('owner/public/CNAME');
    expect(problem).toContain('https://oleksandr.github.io/portfolio/');
  });
});

describe('a build for another folder than its address', () => {
  it('stops at once, saying both and the fix, without the bundler’s stack', () => {
    const folder = mkdtempSync(join(tmpdir(), 'portfolio-refused-'));
    try {
      const owned = { ...otherOwner, siteUrl: 'https://oleksandr.example/' };
      writeFileSync(join(folder, 'content.ts'), `export const content = ${JSON.stringify(owned)};`);
      const shell = Object.fromEntries(
        Object.entries(process.env).filter(
          ([name]) => !['VITEST', 'NODE_ENV', 'SITE_URL', 'PORTFOLIO_CONTENT'].includes(name),
        ),
      );
      const build = spawnSync(
        process.execPath,
        ['scripts/build/build.mjs', '--outDir', join(folder, 'dist')],
        { env: { ...shell, PORTFOLIO_OWNER: folder, BASE_PATH: '/portfolio/' }, encoding: 'utf8' },
      );
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(
        `The site would be built for /portfolio/ (BASE_PATH), but siteUrl in ${join(folder, 'content.ts')} is https://oleksandr.example/`,
      );
      expect(build.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(join(folder, 'dist'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('a built site’s address, as the site check reads it', () => {
  const expected = { url: 'https://oleksandr.dev/', from: 'siteUrl in owner/content.ts' };

  it('is right where its folder, its canonical address and the owner’s address agree', () => {
    expect(builtAddressProblems({ base: '/', canonical: expected.url, expected })).toEqual([]);
    // A local build without an address: its canonical is the preview's, in its folder.
    expect(
      builtAddressProblems({
        base: '/portfolio/',
        canonical: 'http://localhost:4173/portfolio/',
        expected: undefined,
      }),
    ).toEqual([]);
  });

  it('is wrong when built for another folder than its address', () => {
    const [problem] = builtAddressProblems({
      base: '/portfolio/',
      canonical: expected.url,
      expected,
    });
    expect(problem).toContain('built for /portfolio/');
    expect(problem).toContain('https://oleksandr.dev/, is served at /');
  });

  it('is wrong when built before the owner’s address changed', () => {
    const problems = builtAddressProblems({
      base: '/portfolio/',
      canonical: 'https://name.github.io/portfolio/',
      expected,
    });
    expect(problems).toEqual([
      'the site’s canonical address is https://name.github.io/portfolio/, but siteUrl in owner/content.ts is https://oleksandr.dev/: build it again',
      'the site was built for /portfolio/, but siteUrl in owner/content.ts is https://oleksandr.dev/, which is served at /: build it again without BASE_PATH',
    ]);
    expect(builtAddressProblems({ base: '/', canonical: undefined, expected })).toHaveLength(1);
  });
});
