import type { Page, Request } from '@playwright/test';
import {
  anyOf,
  expect,
  expectConsoleErrors,
  fillContactForm,
  openBeforeAppStart,
  openRoute,
  screen,
  startWithInput,
  test,
  text,
} from './fixtures';

const heading = screen('contact').heading;
const sendPath = '**/api/v1.0/email/send';
/** The form's fields by what they hold, and their labels in the owner's words. */
const labels = {
  Name: text.nameField,
  Email: text.emailField,
  Title: text.titleField,
  Message: text.messageField,
};
type Fields = Partial<Record<keyof typeof labels, string>>;

const values = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Title: 'Engines',
  Message: 'Hello 👋 — مرحبا — <b>not bold</b>',
};

const byLabel = (fields: Fields) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, value]) => [labels[field as keyof Fields], value]),
  );

function fill(page: Page, fields: Fields = values) {
  return fillContactForm(page, byLabel(fields));
}

async function expectFieldsToHold(page: Page, fields: Fields) {
  for (const [label, value] of Object.entries(byLabel(fields))) {
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(value ?? '');
  }
}

const sendButton = (page: Page) =>
  page.getByRole('button', { name: anyOf(text.sendMessage, text.sending) });

test.describe('contact form against the EmailJS API', () => {
  test.beforeEach(async ({ page }) => {
    await openRoute(page, screen('contact').path, heading);
  });

  // Three sends on one open form, each with its own answer, then a draft kept: the form is left
  // empty after a send that went, as a fresh one would be (docs/decisions/0027).
  test('browser validation sends nothing; a send posts the exact EmailJS payload and clears the form; a slow answer sends one request; the draft survives a reload and a closed tab', async ({
    page,
    context,
  }) => {
    test.setTimeout(4 * test.info().timeout);
    await test.step('browser validation blocks an empty or malformed form and sends nothing', async () => {
      let requests = 0;
      await page.route(sendPath, (route) => {
        requests += 1;
        return route.fulfill({ status: 200, body: 'OK' });
      });
      await sendButton(page).click();
      expect(
        await page
          .getByRole('textbox', { name: text.nameField })
          .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
      ).toBe(true);
      await fill(page, { ...values, Email: 'not-an-email' });
      await sendButton(page).click();
      expect(
        await page
          .getByRole('textbox', { name: text.emailField })
          .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
      ).toBe(true);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(requests).toBe(0);
    });
    await page.unrouteAll();
    await test.step('sends the exact EmailJS payload and clears the form on success', async () => {
      const requests: Request[] = [];
      await page.route(sendPath, (route) => {
        requests.push(route.request());
        return route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
      });
      await fill(page, { ...values, Name: '  Ada Lovelace  ' });
      await sendButton(page).click();

      await expect(page.getByRole('alert')).toHaveText(text.sent);
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.method()).toBe('POST');
      expect(request.url()).toBe('https://api.emailjs.com/api/v1.0/email/send');
      expect(request.headers()['content-type']).toBe('application/json');
      const body = request.postDataJSON();
      expect(body).toEqual({
        lib_version: '4.4.1',
        user_id: 'e2e-public-key',
        service_id: 'e2e-service',
        template_id: 'e2e-template',
        template_params: {
          user_name: 'Ada Lovelace',
          user_email: 'ada@example.com',
          title: 'Engines',
          message: values.Message,
          send_time: expect.any(String),
        },
      });
      const sentAt = new Date(body.template_params.send_time);
      expect(
        Number.isNaN(sentAt.getTime()) || Math.abs(Date.now() - sentAt.getTime()) < 120_000,
      ).toBe(true);
      await expectFieldsToHold(page, { Name: '', Email: '', Title: '', Message: '' });
      await page.reload();
      await expectFieldsToHold(page, { Name: '', Email: '', Title: '', Message: '' });
    });
    await page.unrouteAll();
    // The send before reloaded the page: the app starts again on an input, as for a visitor.
    await startWithInput(page);
    await test.step('a slow answer disables the button; double click and Enter send one request', async () => {
      let requests = 0;
      let answer: () => void = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(sendPath, async (route) => {
        requests += 1;
        await answered;
        await route.fulfill({ status: 200, body: 'OK' });
      });
      await fill(page);
      await sendButton(page).dblclick();
      await expect(sendButton(page)).toBeDisabled();
      await expect(sendButton(page)).toContainText(text.sending);
      await page.getByRole('textbox', { name: text.titleField }).press('Enter');
      await sendButton(page).click({ force: true });
      await expect.poll(() => requests).toBe(1);
      answer();
      await expect(page.getByRole('alert')).toHaveText(text.sent);
      await expect(sendButton(page)).toBeEnabled();
      expect(requests).toBe(1);
    });
    await test.step('the draft survives a reload and a closed tab', async () => {
      await fill(page);
      await page.reload();
      await expectFieldsToHold(page, values);
      const url = page.url();
      await page.close();
      const again = await context.newPage();
      await again.goto(url);
      await expect(again.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectFieldsToHold(again, values);
    });
  });

  test('a 400 or 429 answer or a network failure shows the error alert, keeps the fields and logs what failed', async ({
    page,
    consoleErrors,
  }) => {
    expectConsoleErrors();
    // One Send after another on the same form, which each failure leaves filled.
    const failures = [
      { what: 'a 400 answer', logged: 'The service ID is invalid', status: 400 },
      { what: 'a 429 answer', logged: 'Too Many Requests', status: 429 },
      { what: 'a network failure', logged: 'TypeError: Failed to fetch' },
    ];
    // Each failure keeps the time a test of its own would have.
    test.setTimeout(failures.length * test.info().timeout);
    await fill(page);
    for (const { what, logged, status } of failures) {
      await page.unrouteAll();
      let sent = false;
      await page.route(sendPath, (route) => {
        sent = true;
        return status
          ? route.fulfill({ status, contentType: 'text/plain', body: logged })
          : route.abort('internetdisconnected');
      });
      await sendButton(page).click();
      await expect.poll(() => sent, `${what}: sent`).toBe(true);
      await expect
        .poll(() => consoleErrors.some((line) => line.includes(logged)), `${what}: logged`)
        .toBe(true);
      await expect(page.getByRole('alert'), `${what}: the error alert`).toHaveText(text.sendFailed);
      await expect(sendButton(page), `${what}: Send again`).toBeEnabled();
      await expectFieldsToHold(page, values);
    }
  });
});

test('text typed before the app is live is kept, and a message sent then goes once the app is', async ({
  page,
}) => {
  const requests: string[] = [];
  await page.route(sendPath, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, body: 'OK' });
  });
  const startApp = await openBeforeAppStart(page, screen('contact').path, heading);
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive', 'true');
  await fill(page);
  await sendButton(page).click();
  // The browser did not post the form to the page itself (a reload that would lose the text).
  expect(new URL(page.url()).search).toBe('');
  expect(page.url()).toMatch(/#\/contact$/);
  expect(requests).toHaveLength(0);

  await startApp();
  await expect(page.getByRole('alert')).toHaveText(text.sent);
  expect(requests).toHaveLength(1);
  await expectFieldsToHold(page, { Name: '', Email: '', Title: '', Message: '' });
});
