import {
  escapeRegExp,
  expect,
  expectConsoleErrors,
  fillContactForm,
  openRoute,
  pageHeading,
  screen,
  startWithInput,
  test,
  text,
} from './fixtures';

// What a visitor is told when a file the page needs cannot be had (the spec's "a script part
// fails to load": the part and the failure named), and how the page recovers: a Reload.

test('an island’s part that cannot be loaded says so at the Send, naming it, the text kept; a reload recovers', async ({
  page,
}) => {
  expectConsoleErrors();
  await page.route('**/assets/contact-form-*.chunk.js', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto(`./#${screen('contact').path}`);
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  const fields = {
    [text.nameField]: 'Ada',
    [text.emailField]: 'ada@example.org',
    [text.titleField]: 'A role',
    [text.messageField]: 'Hello',
  };
  await fillContactForm(page, fields);
  await page.getByRole('button', { name: text.sendMessage }).click();
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    new RegExp(
      `${escapeRegExp(text.startFailed).replace(escapeRegExp('{failure}'), `contact-form-[\\w-]+\\.chunk\\.js: ${escapeRegExp(text.networkError)}`)}`,
    ),
  );
  await expect(notice).toContainText(text.messageNotSent);
  await expect(notice).toContainText(text.typedTextKept);
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(value);

  await page.unroute('**/assets/contact-form-*.chunk.js');
  await notice.getByRole('button', { name: text.reload }).click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  await startWithInput(page);
  for (const [label, value] of Object.entries(fields))
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(value);
});

test('a screen whose file cannot be had says so, with the shell still there, not a blank page', async ({
  page,
}) => {
  expectConsoleErrors();
  await page.route('**/assets/screen-projects-*.html', (route) => route.abort('failed'));
  await page.goto(`./#${screen('projects').path}`);
  const notice = page.getByRole('alert');
  await expect(notice).toContainText(
    new RegExp(`screen-projects-[\\w-]+\\.html: ${escapeRegExp(text.networkError)}`),
  );
  await expect(notice.getByRole('button', { name: text.reload })).toBeVisible();
  await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
});

test('the contact form’s code and the e-mail library run only on Contact, at the first input', async ({
  page,
}) => {
  // Scripts the page runs (what it only fetches in the background is not run).
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.text());
  });
  const sendsEmail = async () =>
    (await Promise.all(scripts.values())).some((code) => code.includes('/api/v1.0/email/send'));

  await openRoute(page, '/', screen('home').heading);
  expect([...scripts.keys()]).toEqual([]);

  await page
    .getByRole('navigation', { name: text.mainNavigation })
    .getByRole('link', { name: screen('contact').nav })
    .click();
  await expect(pageHeading(page)).toHaveText(screen('contact').heading);
  await startWithInput(page);
  expect([...scripts.keys()].some((url) => /\/contact-form-[\w-]+\.chunk\.js$/.test(url))).toBe(
    true,
  );
  expect(await sendsEmail()).toBe(true);
});
