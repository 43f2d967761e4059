import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languageOf } from '../src/content/text.ts';
import { startUpTextOf } from '../src/start-up/contract.ts';
import { characterCount } from '../src/start-up/drafts.ts';
import {
  buildDir,
  content,
  expect,
  expectConsoleErrors,
  fillContactForm,
  openBeforeAppStart,
  pageHeading,
  screens,
  startWithInput,
  test,
  text,
  viewports,
} from './fixtures';

// The seam between the painted page and the live app (src/start-up/contract.ts). The start-up
// script's words are the owner's dictionary's: a message is "not sent" in their language.

const contact = screens.find((screen) => screen.path === '/contact')!;
const home = screens.find((screen) => screen.path === '/')!;
const typed = {
  [text.nameField]: 'Zoë Ångström',
  [text.emailField]: 'zoe@example.com',
  [text.titleField]: 'Hello «there»',
  [text.messageField]: 'Line one\nLine two — with every character: 日本語 🙂',
};

async function expectForm(page: import('@playwright/test').Page) {
  for (const [label, value] of Object.entries(typed))
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(value);
}

test('without JavaScript, Home, the shell and the navigation are there to read', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('./');
  await expect(pageHeading(page)).toHaveText(home.heading);
  for (const skill of content.skills)
    await expect(page.getByText(skill, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: text.mainNavigation });
  for (const screen of screens)
    await expect(nav.getByRole('link', { name: screen.nav })).toBeVisible();
  await context.close();
});

test('with the app’s files gone after the first paint and staying gone, a Send is met at once with a plain “not sent”, every character kept; the menu still works, and a reload keeps the text', async ({
  page,
}) => {
  expectConsoleErrors();
  await page.setViewportSize(viewports.phone);
  await page.goto(`./#${contact.path}`);
  await expect(pageHeading(page)).toHaveText(contact.heading);
  // Offline from here on: no script of the app arrives.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await fillContactForm(page, typed);
  const sent = Date.now();
  await page.getByRole('button', { name: text.sendMessage }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(text.messageNotSent, { timeout: 5000 });
  expect(Date.now() - sent).toBeLessThan(5000);
  await expect(alert).toContainText(text.typedTextKept);
  await expect(alert).toContainText(text.startFailed.split('{failure}')[0]!);
  // What failed: the entry or the first of its parts, by file name.
  await expect(alert).toContainText(new RegExp(`[\\w-]+\\.js: ${text.networkError}`));
  await expectForm(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
  // The notice never hides the Send button: the page scrolls clear of it.
  await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  const send = page.getByRole('button', { name: text.sendMessage });
  const [button, notice] = await Promise.all([send.boundingBox(), alert.boundingBox()]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(notice!.y);

  const menuButton = page.getByRole('button', { name: text.openMenu });
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
  await page.keyboard.press('Escape');

  await alert.getByRole('button', { name: text.reload }).click();
  await expect(pageHeading(page)).toHaveText(contact.heading);
  await expectForm(page);
});

test('text typed before the app is live is kept from the first keystroke, even if the app never comes', async ({
  page,
}) => {
  // The app's entry never answers.
  await page.route('**/assets/index-*.js', () => new Promise(() => {}));
  await page.goto(`./#${contact.path}`);
  await expect(pageHeading(page)).toHaveText(contact.heading);
  await page.getByRole('textbox', { name: text.messageField }).pressSequentially('Hé');
  await page.reload();
  await expect(page.getByRole('textbox', { name: text.messageField })).toHaveValue('Hé');
});

test('after a redeploy (the old files answer 404) the page reloads itself once into the new version, nothing lost', async ({
  page,
}) => {
  expectConsoleErrors(); // the browser reports each 404
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  let typedIn: () => void = () => {};
  const typedText = new Promise<void>((resolve) => (typedIn = resolve));
  // The first page names files a newer deploy removed; the reloaded one is served as built.
  await page.route('**/assets/index-*.js', async (route) => {
    if (documents > 1) return route.continue();
    await typedText;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await page.goto(`./#${contact.path}`);
  await expect(pageHeading(page)).toHaveText(contact.heading);
  await fillContactForm(page, typed);
  typedIn();
  await expect.poll(() => documents).toBe(2);
  await expect(pageHeading(page)).toHaveText(contact.heading);
  await expectForm(page);
  await startWithInput(page);
  await expectForm(page);
  expect(documents).toBe(2);
});

/** Serves the app's entry as a redeploy left it for the first `missingFor` page loads (gone),
 * and presses Send on the contact screen of the first. */
async function redeployedDuringSend(page: import('@playwright/test').Page, missingFor: number) {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents += 1;
  });
  const sends: unknown[] = [];
  await page.route('**/api/v1.0/email/send', (route) => {
    sends.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  let pressSend: () => void = () => {};
  const sendPressed = new Promise<void>((resolve) => (pressSend = resolve));
  // The page loaded before the redeploy asks for the entry before Send is pressed (in the
  // background): it learns the file is gone only then.
  await page.route('**/assets/index-*.js', async (route) => {
    if (documents > missingFor) return route.continue();
    await sendPressed;
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  await page.goto(`./#${contact.path}`);
  await expect(pageHeading(page)).toHaveText(contact.heading);
  await fillContactForm(page, typed);
  await page.getByRole('button', { name: text.sendMessage }).click();
  pressSend();
  return { documents: () => documents, sends };
}

test('a Send pressed as a redeploy removes the app’s files: one reload, “not sent” said, the text in place, and Send works once the new version is live', async ({
  page,
}) => {
  expectConsoleErrors(); // the 404s, and the parts kept from loading early
  const { documents, sends } = await redeployedDuringSend(page, 1);
  await expect.poll(documents).toBe(2);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(text.messageNotSent);
  await expect(alert).toContainText(text.typedTextKept);
  await expectForm(page);
  expect(sends).toHaveLength(0); // nothing sent behind the visitor's back
  await page.getByRole('button', { name: text.sendMessage }).click();
  await expect(page.getByRole('alert')).toHaveText(text.sent);
  expect(sends).toHaveLength(1);
  expect(sends[0]).toMatchObject({
    template_params: { message: typed[text.messageField], user_email: typed[text.emailField] },
  });
  expect(documents()).toBe(2);
});

test('when the app’s files stay missing after that reload, the visitor is told the message was not sent, with every character in place, and again at the next Send', async ({
  page,
}) => {
  expectConsoleErrors();
  const { documents, sends } = await redeployedDuringSend(page, Infinity);
  await expect.poll(documents).toBe(2);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(text.messageNotSent);
  await expect(alert).toContainText(text.typedTextKept);
  await expectForm(page);
  await page.getByRole('button', { name: text.sendMessage }).click();
  await expect(alert).toContainText(text.startFailed.split('{failure}')[0]!, { timeout: 5000 });
  await expect(alert).toContainText(text.messageNotSent);
  await expectForm(page);
  expect(sends).toHaveLength(0);
  expect(documents()).toBe(2); // reloaded once, not again
});

test('text put back after a reload sits clear of its label, and the counter counts it, before the form is live and after', async ({
  page,
}) => {
  await page.goto(`./#${contact.path}`);
  await fillContactForm(page, typed);
  await page.goto('about:blank');
  const startApp = await openBeforeAppStart(page, contact.path, contact.heading);
  await expectForm(page);
  const expectDrawnAsTyped = async () => {
    for (const [label, value] of Object.entries(typed)) {
      // One trip to the page per field: its label's box, its text's top, its outline's notch
      // and its counter, measured together.
      const drawn = () =>
        page.getByRole('textbox', { name: label }).evaluate((field) => {
          const control = field.closest('.field')!;
          const labelBox = control.querySelector('label')!.getBoundingClientRect();
          const describedBy = field.getAttribute('aria-describedby');
          return {
            labelBottom: labelBox.bottom,
            labelWidth: labelBox.width,
            textTop:
              field.getBoundingClientRect().top + parseFloat(getComputedStyle(field).paddingTop),
            notchWidth: control.querySelector('legend')!.getBoundingClientRect().width,
            maxLength: Number(field.getAttribute('maxlength')),
            // Spaces as toHaveText compares them.
            counter: describedBy
              ? document.getElementById(describedBy)?.textContent?.replace(/\s+/g, ' ').trim()
              : undefined,
          };
        });
      const measured = await drawn();
      expect(measured.labelBottom, `${label}: its label above its text`).toBeLessThanOrEqual(
        measured.textTop,
      );
      // The outline notched for the label, as for typed text.
      expect(measured.notchWidth, `${label}: the outline's notch`).toBeGreaterThan(
        measured.labelWidth / 2,
      );
      if (measured.counter !== undefined)
        await expect
          .poll(async () => (await drawn()).counter, `${label}: its counter`)
          .toBe(
            characterCount(
              text.characterCount,
              languageOf(content),
              value.length,
              measured.maxLength,
            )
              .replace(/\s+/g, ' ')
              .trim(),
          );
    }
  };
  await expectDrawnAsTyped();
  await startApp();
  await expectForm(page);
  await expectDrawnAsTyped();
});

test('every text the start-up script can show is in the built page, in the owner’s words', () => {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const boot = /<script>([^<]*)<\/script>\s*<\/body>/.exec(html)![1]!;
  for (const [key, words] of Object.entries(startUpTextOf(text)))
    expect(boot, key).toContain(words);
  expect(boot).not.toMatch(/:undefined\b/);
});

test('text typed at another spelling of the route (#/contact/) survives the app’s start', async ({
  page,
}) => {
  const startApp = await openBeforeAppStart(
    page,
    contact.path,
    contact.heading,
    `./#${contact.path.toUpperCase()}/?from=card`,
  );
  await expect(page).toHaveURL(new RegExp(`#${contact.path}\\?from=card$`));
  await fillContactForm(page, typed);
  await startApp();
  await expectForm(page);
  await expect(
    page
      .getByRole('navigation', { name: text.mainNavigation })
      .getByRole('link', { name: contact.nav }),
  ).toHaveAttribute('aria-current', 'page');
});
