import {
  content,
  expect,
  openBeforeAppStart,
  pageHeading,
  screen,
  startWithInput,
  test,
  text,
} from './fixtures';

// The painted page, worked by the start-up script, and the islands taken over at the visitor's
// first input: the start-up script's machinery, the same for every owner, so it runs once per
// run, for the generated owner (docs/decisions/0029-machinery-once-per-run.md).
test('before any input the island’s code only downloads, in the background, and does not run', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: intercepting requests, as the other tests do, turns off the cache.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const downloads = [/\/index-[\w-]+\.js$/, /\/contact-form-[\w-]+\.chunk\.js$/].map((file) =>
    page.waitForResponse((response) => file.test(response.url())),
  );
  await page.goto(`./#${screen('contact').path}`);
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  await Promise.all(downloads);
  await expect(page.locator('[data-island]')).not.toHaveAttribute('data-live');
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');

  await startWithInput(page);
  await expect(page.locator('[data-island]')).toHaveAttribute('data-live');
  // Started, the island takes its parts from the browser's cache (at most asking the server
  // whether they changed, a few hundred bytes of headers): each is downloaded once.
  const transfers = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/hydrate-island-[\w-]+\.chunk\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(transfers.length).toBeGreaterThan(1);
  expect(transfers.filter((bytes) => bytes > 1000)).toHaveLength(1);
  await context.close();
});

test('a screen without an island is live as painted, with no script but the page’s own', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`./#${screen('experience').path}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
  await page.mouse.move(10, 10);
  expect(scripts).toEqual([]);
});

test('a mistyped address shows the not-found screen, naming the address, with no script', async ({
  page,
}) => {
  await page.goto('./#/no-such-page');
  await expect(pageHeading(page)).toHaveText(text.notFoundTitle);
  await expect(page.locator('main [data-missing-address]')).toHaveText('/no-such-page');
  await expect(page).toHaveTitle(`${text.notFoundTitle} · ${content.owner.name}`);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
});

test('a link followed before the app is live shows that screen, and the app takes it over', async ({
  page,
}) => {
  const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
  await page.getByRole('link', { name: text.workButton }).click();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await expect(page).toHaveTitle(`${screen('projects').nav} · ${content.owner.name}`);
  // Within the page: the app's entry, held above, may keep the page's load event waiting.
  await page.goBack({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(screen('home').heading);
  await page.goForward({ waitUntil: 'commit' });
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await startApp();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('contact').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
});

test('the phone menu works before the app is live, and the app takes it over open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const startApp = await openBeforeAppStart(
    page,
    screen('projects').path,
    screen('projects').heading,
  );
  const button = page.getByRole('button', { name: text.openMenu });
  const nav = page.getByRole('navigation', { name: text.mainNavigation });
  await button.click();
  await expect(nav).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: screen('home').nav })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await button.click();
  await expect(nav).toBeVisible();
  await startApp();
  // Live now, with the menu still open: a link closes it and goes to its screen.
  await nav.getByRole('link', { name: screen('experience').nav }).click();
  await expect(nav).toBeHidden();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('before the app is live, the skip link and keyboard navigation behave as they will after', async ({
  page,
}) => {
  const startApp = await openBeforeAppStart(page, '/', screen('home').heading);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: text.skipToMain })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(page.url()).toMatch(/#\/$/);

  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('experience').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
  await expect(page.locator('main')).toBeFocused();
  await expect(
    page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: screen('experience').nav }),
  ).toHaveAttribute('aria-current', 'page');
  await startApp();
  await expect(pageHeading(page)).toHaveText(screen('experience').heading);
});
