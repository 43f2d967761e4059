// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseHeadersFile, vercelSchema } from '../../test-support/host-files-format.ts';
import { frameAncestors, writeHostFiles } from './host-files.ts';

// The host files as Netlify, Cloudflare Pages and Vercel read them, checked against the pages of
// a built folder: every page's policy, with frame-ancestors, on its own addresses only. The
// files of the browser suite's builds: e2e/host-files.spec.ts.

const policy = (hash: string) =>
  `default-src 'self'; script-src 'self' 'sha256-${hash}'; connect-src 'self' https://api.emailjs.com`;
const page = (csp: string) =>
  `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}" /><meta name="referrer" content="strict-origin-when-cross-origin" /></head><body></body></html>`;

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function builtFolder(files: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'host-files-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
}

describe('the host files', () => {
  it('give every page its own policy, as a header, on its addresses alone', () => {
    const pages = {
      'index.html': policy('main'),
      'de/index.html': policy('de'),
      'projects/pager-calm/index.html': policy('case'),
    };
    builtFolder({
      ...Object.fromEntries(Object.entries(pages).map(([path, csp]) => [path, page(csp)])),
      'assets/screen-experience-abc.html': '<h1>Experience</h1>',
      'assets/index-abc.js': '',
      'de/assets/index-def.js': '',
    });
    writeHostFiles(dist, '/');

    const netlify = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
    const vercel = vercelSchema.parse(JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8')));
    const vercelRules = new Map(
      vercel.headers.map((rule) => [
        rule.source,
        Object.fromEntries(rule.headers.map(({ key, value }) => [key, value])),
      ]),
    );
    for (const [file, csp] of Object.entries(pages)) {
      const folder = `/${file.replace(/index\.html$/, '')}`;
      for (const path of [folder, `/${file}`]) {
        expect(netlify.get(path)?.['Content-Security-Policy']).toBe(`${csp}; ${frameAncestors}`);
        expect(vercelRules.get(path)?.['Content-Security-Policy']).toBe(
          `${csp}; ${frameAncestors}`,
        );
        expect(netlify.get(path)?.['Cache-Control']).toBe('public, max-age=0, must-revalidate');
      }
    }
    // Exactly one policy per page: none on a rule that matches many addresses.
    const policies = [...netlify].filter(([, headers]) => headers['Content-Security-Policy']);
    expect(policies).toHaveLength(6);
    expect(policies.every(([path]) => !path.includes('*'))).toBe(true);
    expect(netlify.get('/*')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Strict-Transport-Security': 'max-age=63072000',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(netlify.get('/assets/*')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(vercelRules.get('/assets/(.*)')).toEqual(netlify.get('/assets/*'));
    // Another language's hashed files too.
    expect(netlify.get('/de/assets/*')).toEqual(netlify.get('/assets/*'));
  });

  it('follow the base path, and keep an owner’s own _headers first', () => {
    builtFolder({
      'index.html': page(policy('main')),
      _headers: '/resume.pdf\n  X-Robots-Tag: noindex\n',
    });
    writeHostFiles(dist, '/portfolio/');
    const text = readFileSync(join(dist, '_headers'), 'utf8');
    const rules = parseHeadersFile(text);
    expect([...rules.keys()]).toEqual([
      '/resume.pdf',
      '/portfolio/*',
      '/portfolio/assets/*',
      '/portfolio/',
      '/portfolio/index.html',
    ]);
  });

  it('are refused by the checks when malformed', () => {
    expect(() => parseHeadersFile('portfolio/\n  X-A: b\n')).toThrow(/not a path/);
    expect(() => parseHeadersFile('/\nX-A: b\n')).toThrow(/not a path/);
    expect(() => parseHeadersFile('/\n  X-A b\n')).toThrow(/not a header/);
    expect(vercelSchema.safeParse({ headers: [{ source: '/', headers: [] }] }).success).toBe(false);
  });
});

/** A setting of a TOML file, as its hosts read it: `key = "value"`. */
function tomlValue(file: string, key: string) {
  return new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm').exec(readFileSync(file, 'utf8'))?.[1];
}

describe('the hosts’ own settings files', () => {
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8'));
  const node = readFileSync('.node-version', 'utf8').trim();

  it('build with npm run build into dist/, on the Node.js the workflows use', () => {
    expect(packageJson.scripts.build).toBeDefined();
    expect(tomlValue('netlify.toml', 'command')).toBe('npm run build');
    expect(tomlValue('netlify.toml', 'publish')).toBe('dist');
    expect(tomlValue('netlify.toml', 'NODE_VERSION')).toBe(node);
    expect(tomlValue('wrangler.toml', 'pages_build_output_dir')).toBe('./dist');
    expect(tomlValue('wrangler.toml', 'compatibility_date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8'));
    expect(vercel).toMatchObject({ buildCommand: 'npm run build', outputDirectory: 'dist' });
    for (const workflow of ['deploy.yml', 'ci.yml'])
      expect(readFileSync(`.github/workflows/${workflow}`, 'utf8')).toContain(
        `node-version: ${node}`,
      );
  });

  it('give Vercel’s build the headers the build writes for the other hosts, the policy left to each page', () => {
    const { headers } = vercelSchema
      .extend({
        $schema: z.string(),
        framework: z.null(),
        installCommand: z.string(),
        buildCommand: z.string(),
        outputDirectory: z.string(),
      })
      .parse(JSON.parse(readFileSync('vercel.json', 'utf8')));
    // What a path gets there: every rule whose source matches it, the later over the earlier.
    const headersAt = (path: string) =>
      Object.fromEntries(
        headers
          .filter((rule) => new RegExp(`^${rule.source}$`).test(path))
          .flatMap((rule) => rule.headers.map(({ key, value }) => [key, value])),
      );
    builtFolder({
      'index.html': page(policy('main')),
      'projects/ledger/index.html': page(policy('case')),
      'assets/index-abc.js': '',
      'de/index.html': page(policy('de')),
      'de/assets/index-def.js': '',
    });
    const rules = writeHostFiles(dist, '/', { VERCEL: '1' });
    // The built folder's own would be published there, not read.
    expect(existsSync(join(dist, 'vercel.json'))).toBe(false);
    for (const path of [
      '/',
      '/index.html',
      '/projects/ledger/',
      '/assets/index-abc.js',
      '/de/',
      '/de/assets/index-def.js',
    ]) {
      const built = Object.fromEntries(
        rules
          .filter((rule) => new RegExp(`^${rule.path.replace('*', '.*')}$`).test(path))
          .flatMap((rule) => rule.headers),
      );
      const { 'Content-Security-Policy': policyHeader, ...rest } = built;
      expect(headersAt(path), path).toMatchObject(rest);
      // The page's policy is its <meta>'s; the header adds what a <meta> cannot.
      if (policyHeader) expect(headersAt(path)['Content-Security-Policy']).toBe(frameAncestors);
    }
  });
});
