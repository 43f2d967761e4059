import type { BrowserContext, Page } from '@playwright/test';

/**
 * Everything a visitor's browser would report as wrong: a console error or warning, an uncaught
 * error, a request to the site that fails or is answered with an error status.
 */
export function watchPage(page: Page, site: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(site))
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(site) && response.status() >= 400)
      problems.push(`${response.status()} for ${response.url()}`);
  });
  return problems;
}

/** The check never reaches the internet: a request to any other host is refused (the site's
 * Content-Security-Policy allows none but the e-mail service's, on sending, and the owner's
 * analytics'), the analytics' script answered with an empty one: it counts nothing here. */
export async function stayLocal(context: BrowserContext, site: string) {
  const { origin } = new URL(site);
  await context.route(
    (url) => url.origin !== origin,
    (route) =>
      route.request().resourceType() === 'script'
        ? route.fulfill({ contentType: 'text/javascript', body: '' })
        : route.abort('blockedbyclient'),
  );
}

/** Waits until no animation (the page's fade, a drawer sliding) runs, so axe sees final colours.
 * Only animations in time end: a scroll-driven reveal runs for as long as the page can scroll. */
export function animationsDone(page: Page) {
  return page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || !(animation.timeline instanceof DocumentTimeline),
      ),
  );
}
