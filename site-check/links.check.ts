import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { resumeFiles } from '../src/shared/resume-files.ts';
import { builtScreens, canonicalAddress, languageFolders } from './built-site.ts';
import { inAnotherSite, onSite, referencesIn } from './crawl.ts';
import { siteAddress, siteFolder } from './site-settings.ts';

// Every file the built site refers to (scripts, styles, fonts, images, icons, the manifest, the
// screens' files, the résumé, robots.txt and the sitemap, and the addresses its sharing tags
// and JSON-LD give) is served with 200, and every link to a screen leads to one the site has.
const readable = /\.(html|css|js|json|webmanifest|txt|xml|svg)$|\/$/;

test('every file and screen the site refers to is there', async ({ request }) => {
  const site = siteAddress();
  const canonical = canonicalAddress();
  // A site in several languages: each other one in its folder, found by its alternate link.
  const folders = languageFolders();
  // Where each address was first found, to say which file holds a broken reference.
  const foundIn = new Map<string, string>();
  const builtEntries = new Set(readdirSync(siteFolder()));
  const queue = [site, 'robots.txt', ...Object.values(resumeFiles)].map(
    (file) => new URL(file, site).href,
  );
  for (const address of queue) foundIn.set(address, 'what the build always writes');
  const broken: string[] = [];
  const routes = new Map<string, string>();
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, 8).map(async (address) => {
        const response = await request.get(address);
        const body = await response.body();
        if (response.status() !== 200 || body.length === 0) {
          broken.push(`${response.status()} ${address} (in ${foundIn.get(address)})`);
          return;
        }
        if (!readable.test(new URL(address).pathname)) return;
        for (const reference of referencesIn(body.toString('utf8'), address, canonical)) {
          if (reference.startsWith('#/')) routes.set(reference.slice(1).split('?')[0]!, address);
          if (inAnotherSite(reference, canonical, builtEntries)) continue;
          const target = onSite(reference, address, site, canonical, folders);
          if (target && !foundIn.has(target)) {
            foundIn.set(target, address);
            queue.push(target);
          }
        }
      }),
    );
  }
  expect(broken, 'files the site refers to that are not served').toEqual([]);
  const screens = new Set(builtScreens().map((screen) => screen.path));
  expect(
    [...routes].filter(([path]) => !screens.has(path)).map(([path, file]) => `#${path} in ${file}`),
    'links to screens the site does not have',
  ).toEqual([]);
  // A crawl that found next to nothing checked next to nothing.
  expect(foundIn.size, 'files found').toBeGreaterThan(10);
  test.info().annotations.push({ type: 'files', description: String(foundIn.size) });
});
