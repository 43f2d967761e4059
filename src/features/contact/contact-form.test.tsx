import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { content, textOf, type Content } from '../../content';
import { languagePacks, type TextKey } from '../../i18n';
import { fakeEmailjs } from '../../test/fake-emailjs';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { renderPart } from '../../test/render-app';
import { contactColumnMaxWidth } from '../../theme';
import { ContactScreen } from './contact-screen';
import { draftStorageKey, draftStore } from './draft-store';

const filled = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Title: 'A role on your team',
  Message: 'Hello! Shall we talk?',
};

const labels: Record<keyof typeof filled, TextKey> = {
  Name: 'nameField',
  Email: 'emailField',
  Title: 'titleField',
  Message: 'messageField',
};

// The owner whose site the tests of the moment render, and their interface's words.
let owned: Content = content;
let t = textOf(content);

async function openContact() {
  // The screen alone: the shell around it and the route to it are the app's tests' concern.
  const view = renderPart(<ContactScreen />, { content: owned });
  await screen.findByRole('heading', { level: 1, name: t.contactHeading });
  return view;
}

function field(label: keyof typeof filled) {
  return screen.getByRole('textbox', { name: t[labels[label]] });
}

async function fillForm(user: Awaited<ReturnType<typeof openContact>>['user'], values = filled) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(field(label as keyof typeof filled));
    await user.paste(value);
  }
}

beforeEach(() => draftStore.reload());
afterEach(() => vi.unstubAllGlobals());

// What the visitor reads (labels, limits, the alerts) in each owner's words.
describe.each(bothOwners)('Contact form with %s', (_, who) => {
  beforeEach(() => {
    owned = who;
    t = textOf(who);
  });

  it('has the four required fields with their names, an email type, 4 message rows and limits', async () => {
    await openContact();
    expect(screen.getByText(t.contactIntro)).toBeInTheDocument();
    const expected = [
      ['Name', 'user_name', 'text', '100'],
      ['Email', 'user_email', 'email', '254'],
      ['Title', 'title', 'text', '150'],
      ['Message', 'message', null, '5000'],
    ] as const;
    for (const [label, name, type, maxLength] of expected) {
      const input = field(label);
      expect(input).toHaveAttribute('name', name);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('maxlength', maxLength);
      if (type) expect(input).toHaveAttribute('type', type);
    }
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '4');
    // Its height is the CSS's, as painted before the app: no hidden copy measured once it is
    // live, which a late font makes taller than the painted field.
    expect(document.querySelectorAll('textarea')).toHaveLength(1);
    expect(field('Message').style.height).toBe('');
    expect(screen.getByRole('button', { name: t.sendMessage })).toHaveAttribute('type', 'submit');
    expect(screen.getByTestId('contact-column')).toHaveStyle({
      maxWidth: `${contactColumnMaxWidth}px`,
    });
  });

  it('sends the trimmed message, clears the fields and announces success', async () => {
    const { requests } = fakeEmailjs({ status: 200, text: 'OK' });
    const { user } = await openContact();
    await fillForm(user, { ...filled, Name: '  Ada Lovelace  ' });
    await user.click(screen.getByRole('button', { name: t.sendMessage }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.sent);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({
      user_id: 'test-public-key',
      service_id: 'test-service',
      template_id: 'test-template',
      template_params: {
        user_name: 'Ada Lovelace',
        user_email: 'ada@example.com',
        title: 'A role on your team',
        message: 'Hello! Shall we talk?',
        send_time: expect.any(String),
      },
    });
    for (const label of Object.keys(filled))
      expect(field(label as keyof typeof filled)).toHaveValue('');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('keeps every character and shows the error alert when the service refuses', async () => {
    fakeEmailjs({ status: 400, text: 'The template ID is invalid' });
    const { user } = await openContact();
    const tricky = {
      Name: 'Zoë 李 🚀',
      Email: 'zoe@example.com',
      Title: 'مرحبا بالعالم',
      Message: '<b>bold?</b> <script>alert(1)</script> & "quotes"',
    };
    await fillForm(user, tricky);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));

    expect(await screen.findByRole('alert')).toHaveTextContent(t.sendFailed);
    for (const [label, value] of Object.entries(tricky)) {
      expect(field(label as keyof typeof filled)).toHaveValue(value);
    }
    expect(console.error).toHaveBeenCalledWith(expect.any(String), 'The template ID is invalid');
    vi.mocked(console.error).mockClear();
  });
});

describe('Contact form on a site built without its e-mail ids', () => {
  beforeEach(() => {
    owned = otherOwner;
    t = textOf(otherOwner);
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('says the message was not sent and is kept, never “try again”, and offers the owner’s address', async () => {
    const { requests } = fakeEmailjs();
    const email = owned.externalLinks.find((link) => link.url.startsWith('mailto:'));
    expect(email, 'the owner gives an address').toBeDefined();
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.messageNotSent);
    expect(alert).toHaveTextContent(t.typedTextKept);
    expect(alert).not.toHaveTextContent(t.sendFailed);
    expect(within(alert).getByRole('link')).toHaveAttribute('href', email!.url);
    expect(requests).toHaveLength(0);
    for (const [label, value] of Object.entries(filled))
      expect(field(label as keyof typeof filled)).toHaveValue(value);
    vi.mocked(console.error).mockClear();
  });

  it('puts no space after a full-width stop, as Japanese and Chinese sentences follow one another', async () => {
    const wide = Object.keys(languagePacks).find((tag) =>
      /。$/.test(languagePacks[tag]!.messageNotSent),
    );
    expect(wide, 'a pack whose sentences end in 。').toBeDefined();
    owned = { ...otherOwner, language: wide! };
    t = textOf(owned);
    fakeEmailjs();
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${t.messageNotSent}${t.typedTextKept}`);
    expect(alert.textContent).not.toMatch(/。 /);
    vi.mocked(console.error).mockClear();
  });

  it('has no address to offer where the owner gives none', async () => {
    owned = {
      ...otherOwner,
      externalLinks: otherOwner.externalLinks.filter((link) => !link.url.startsWith('mailto:')),
    };
    fakeEmailjs();
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.messageNotSent);
    expect(within(alert).queryByRole('link')).toBeNull();
    vi.mocked(console.error).mockClear();
  });
});

// What the form does whatever the owner's words: once, for an owner in another language than
// the template's.
describe('Contact form', () => {
  beforeEach(() => {
    owned = otherOwner;
    t = textOf(otherOwner);
  });

  it('sends Unicode, right-to-left and HTML-looking text verbatim', async () => {
    const { requests } = fakeEmailjs();
    const { user } = await openContact();
    const tricky = { ...filled, Title: 'שלום 👋', Message: '<img src=x onerror=alert(1)> — ok' };
    await fillForm(user, tricky);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    await screen.findByRole('alert');
    expect(requests[0]!.body).toMatchObject({
      template_params: { title: 'שלום 👋', message: '<img src=x onerror=alert(1)> — ok' },
    });
  });

  it('shows progress and sends exactly one request however often the visitor submits', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = fakeEmailjs(new Promise<never>(() => {}));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      requests.push({ url: String(input), init: init ?? {}, body: JSON.parse(String(init?.body)) });
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    const { user } = await openContact();
    await fillForm(user);
    const button = screen.getByRole('button', { name: t.sendMessage });
    await user.click(button);
    expect(await screen.findByRole('button', { name: t.sending })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: t.sending }));
    await user.type(field('Title'), '{Enter}');
    // A second submit event before any re-render must be ignored too.
    fireEvent.submit(screen.getByRole('form', { name: t.contactForm }));
    expect(requests).toHaveLength(1);

    answer(new Response('OK', { status: 200 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.sent);
    expect(screen.getByRole('button', { name: t.sendMessage })).toBeEnabled();
    expect(requests).toHaveLength(1);
  });

  it('keeps the draft across a reload and clears it after sending', async () => {
    fakeEmailjs();
    const first = await openContact();
    await fillForm(first.user);
    expect(JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}')).toEqual({
      user_name: filled.Name,
      user_email: filled.Email,
      title: filled.Title,
      message: filled.Message,
    });
    first.unmount();
    draftStore.reload();

    const second = await openContact();
    expect(field('Name')).toHaveValue(filled.Name);
    expect(field('Message')).toHaveValue(filled.Message);
    await second.user.click(screen.getByRole('button', { name: t.sendMessage }));
    await screen.findByRole('alert');
    expect(localStorage.getItem(draftStorageKey)).toBeNull();
  });

  it('keeps a field the start-up script saved while the form was being taken over', async () => {
    const { user } = await openContact();
    await user.type(field('Name'), filled.Name);
    // Typed as the form came alive: kept by the start-up script, not yet by the form.
    const stored = JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}') as object;
    localStorage.setItem(draftStorageKey, JSON.stringify({ ...stored, user_email: filled.Email }));
    await user.type(field('Title'), filled.Title);
    expect(JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}')).toMatchObject({
      user_name: filled.Name,
      user_email: filled.Email,
      title: filled.Title,
    });
    expect(field('Email')).toHaveValue(filled.Email);
  });

  it('does not send a field that holds only spaces', async () => {
    const { requests } = fakeEmailjs();
    const { user } = await openContact();
    await fillForm(user, { ...filled, Title: '   ' });
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    await waitFor(() => expect(field('Title')).toHaveValue(''));
    expect(field('Title')).toBeInvalid();
    expect(requests).toHaveLength(0);
  });

  it('pretends success to a bot that fills the hidden field, and sends nothing', async () => {
    const { requests } = fakeEmailjs();
    const { user } = await openContact();
    await fillForm(user);
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
    // As a bot fills it: the value set, no keystrokes.
    fireEvent.change(trap!, { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.sent);
    expect(requests).toHaveLength(0);
  });

  it('lets the visitor dismiss the alert', async () => {
    fakeEmailjs();
    const { user } = await openContact();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: t.sendMessage }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: t.closeAlert }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
