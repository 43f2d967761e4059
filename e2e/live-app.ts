// Moving through a page already open, for tests whose promise is about the live app on each
// screen: a fresh load per screen would pay the page's and the app's start again each time.
import type { Page } from '@playwright/test';
import { expect, pageHeading } from './fixtures';

/**
 * Shows a screen of the open page by its address (the hash, as a link to it would set it) and
 * waits for its main heading.
 */
export async function goToScreen(
  page: Page,
  { path, heading }: { path: string; heading: string | RegExp },
) {
  await page.evaluate((address) => (location.hash = address), path);
  await expect(pageHeading(page), `the heading of ${path}`).toHaveText(heading);
}
