import { fillText } from '../src/i18n/index.ts';
import {
  base,
  escapeRegExp,
  expect,
  expectConsoleErrors,
  openRoute,
  pageHeading,
  screen,
  test,
  text,
} from './fixtures';

test('a script part that fails to load says so, with its address, and recovers on retry', async ({
  page,
}) => {
  expectConsoleErrors();
  await openRoute(page, '/', screen('home').heading);
  const partRequests: string[] = [];
  await page.route('**/assets/contact-screen-*.chunk.js', (route) => {
    partRequests.push(route.request().url());
    return route.abort('internetdisconnected');
  });

  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('contact').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(text.partFailedHeading);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(fillText(text.partFailedTitle, { part: 'contact' }));
  await expect(alert).toContainText(`${text.failureType} error`);
  // The router may ask twice (its lazy route and the part's preload); each for this part alone.
  expect(new Set(partRequests).size).toBe(1);
  expect(new URL(partRequests[0]!).pathname).toMatch(
    new RegExp(`^${escapeRegExp(base)}assets/contact-screen-[\\w-]+\\.chunk\\.js$`),
  );
  await expect(alert).toContainText(`${text.failureAddress} ${partRequests[0]}`);

  await page.unroute('**/assets/contact-screen-*.chunk.js');
  await page.getByRole('button', { name: text.tryAgain }).click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  await expect(page.getByRole('textbox', { name: text.nameField })).toBeVisible();
});

test('a part that fails when the app starts on its route shows the failure, not a blank page', async ({
  page,
}) => {
  expectConsoleErrors();
  await page.route('**/assets/projects-screen-*.chunk.js', (route) => route.abort('failed'));
  await openRoute(page, screen('projects').path, screen('projects').heading);
  await expect(pageHeading(page)).toHaveText(text.partFailedHeading);
  await expect(page.getByRole('alert')).toContainText(
    new RegExp(
      `${text.failureAddress} http://localhost:\\d+${escapeRegExp(base)}assets/projects-screen-[\\w-]+\\.chunk\\.js`,
    ),
  );
  await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
});

test('the Contact screen and the e-mail library load only when Contact is visited', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.set(response.url(), response.text());
  });
  const sendsEmail = async () =>
    (await Promise.all(scripts.values())).some((code) => code.includes('/api/v1.0/email/send'));

  // Live, the app has loaded every part Home needs.
  await openRoute(page, '/', screen('home').heading);
  expect([...scripts.keys()].some((url) => url.includes('contact-screen'))).toBe(false);
  expect(await sendsEmail()).toBe(false);

  const contactPart = page.waitForResponse((response) =>
    /\/contact-screen-[\w-]+\.chunk\.js$/.test(response.url()),
  );
  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('contact').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  await contactPart;
  expect(await sendsEmail()).toBe(true);
});
