import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eOwner } from '../scripts/test-support/e2e-settings.mjs';
import { parseHeadersFile, vercelSchema } from '../scripts/test-support/host-files-format.ts';
import { builtPages, frameAncestors } from '../scripts/build/prerender/host-files.ts';
import { builtBasePath } from '../scripts/build/owner/base-path.mjs';
import { base, content, expect, siteUrl, test } from './fixtures';

// The host files of the suite's build (scripts/build/prerender/host-files.ts): valid for Netlify and
// Cloudflare Pages (`_headers`) and Vercel (`vercel.json`), and each page's policy in them is
// the page's own, on every page built (another language's, a page of the owner's).
test('the host files carry every built page’s own policy', () => {
  const dist = e2eOwner().dist;
  const pages = builtPages(dist, base);
  expect(pages.length).toBeGreaterThan(0);
  const netlify = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  const vercel = vercelSchema.parse(JSON.parse(readFileSync(join(dist, 'vercel.json'), 'utf8')));
  for (const page of pages)
    for (const path of page.paths) {
      const policy = `${page.policy}; ${frameAncestors}`;
      expect(netlify.get(path)?.['Content-Security-Policy'], path).toBe(policy);
      const rule = vercel.headers.find((each) => each.source === path);
      expect(rule?.headers.find(({ key }) => key === 'Content-Security-Policy')?.value).toBe(
        policy,
      );
    }
  expect(netlify.get(`${base}*`)?.['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
});

// The address said once (docs/decisions/0045-one-address.md): the suite builds without BASE_PATH,
// as a host does, and the site is built for the folder of the owner's siteUrl (a domain's root,
// for some owners), else of the deploy's address.
test('the site is built for the folder of its address', () => {
  const dist = e2eOwner().dist;
  expect(builtBasePath(dist), 'the folder the build recorded').toBe(new URL(siteUrl).pathname);
  expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain(
    `<link rel="canonical" href="${siteUrl}" />`,
  );
  if (content.siteUrl) expect(siteUrl).toBe(new URL(content.siteUrl.replace(/\/?$/, '/')).href);
});
