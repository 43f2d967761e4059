import { expect, test } from '@playwright/test';
import { builtBasePath } from '../scripts/build/owner/base-path.mjs';
import { loadOwnerContent, shownContentFile } from '../scripts/build/owner/owner-content.ts';
import { builtAddressProblems, expectedAddress } from '../scripts/build/owner/site-url.ts';
import { canonicalAddress } from './built-site.ts';
import { siteFolder } from './site-settings.ts';

// The site lives where its address says: the folder it was built for, its canonical address and
// the owner's `siteUrl` (else the deploy's address) agree. A site built for /portfolio/ and
// published at a domain's root loads none of its files (docs/decisions/0045-one-address.md).
test('the site is built for the folder of its address', async () => {
  const content = await loadOwnerContent();
  const problems = builtAddressProblems({
    base: builtBasePath(siteFolder()) ?? '(no manifest)',
    canonical: canonicalAddress(),
    expected: expectedAddress({ siteUrl: content.siteUrl, contentFile: shownContentFile() }),
  });
  expect(problems, 'the site’s address').toEqual([]);
});
