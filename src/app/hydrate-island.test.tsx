import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { content, languageOf, textOf } from '../content';
import ContactForm, {
  contactFormTextKeys,
  type ContactFormProps,
} from '../features/contact/contact-form';
import { draftStorageKey, draftStore } from '../features/contact/draft-store';
import { islandAttribute, islandProps, liveIslandAttribute } from '../start-up/contract';
import { hydrate } from './hydrate-island';
import { islands } from './islands';

// An island taken over in the browser (src/main.tsx): the HTML the build renders for it (on its
// own, with its name as the prefix of its ids: src/entry-server.tsx), then React's hydration of
// it with the same component and the props its slot carries. A mismatch is a console error, which
// fails the test (src/test/setup.ts).

const text = textOf(content);
const props: ContactFormProps = {
  text: Object.fromEntries(
    contactFormTextKeys.map((key) => [key, text[key]]),
  ) as ContactFormProps['text'],
  language: languageOf(content),
};

/** The island's slot as the build writes it into the page. */
function builtSlot(): HTMLElement {
  const slot = document.body.appendChild(document.createElement('div'));
  slot.setAttribute(islandAttribute, 'contact-form');
  slot.setAttribute('data-props', JSON.stringify(props));
  slot.innerHTML = renderToString(<ContactForm {...props} />, {
    identifierPrefix: 'contact-form-',
  });
  return slot;
}

afterEach(() => {
  document.body.replaceChildren();
  draftStore.reload();
});

describe('the contact form’s island', () => {
  it('is the component its name loads in the browser', async () => {
    expect((await islands['contact-form'].load()).default).toBe(ContactForm);
  });

  it('is taken over as built, without a mismatch, marked live, and then keeps what is typed', async () => {
    const slot = builtSlot();
    const painted = slot.innerHTML;
    const live = vi.fn();
    const root = hydrate(slot, ContactForm, islandProps(slot), 'contact-form', live);
    await waitFor(() => expect(live).toHaveBeenCalled());
    expect(slot).toHaveAttribute(liveIslandAttribute);
    expect(slot.innerHTML).toBe(painted);
    await userEvent.setup().type(screen.getByRole('textbox', { name: text.nameField }), 'Ada');
    expect(JSON.parse(localStorage.getItem(draftStorageKey) ?? '{}')).toMatchObject({
      user_name: 'Ada',
    });
    root.unmount();
    expect(slot).not.toHaveAttribute(liveIslandAttribute);
  });

  it('takes over a text put back before it was live, without a mismatch', async () => {
    localStorage.setItem(draftStorageKey, JSON.stringify({ message: 'Kept across a reload' }));
    const slot = builtSlot();
    // As the start-up script puts a draft back (src/start-up/drafts.ts).
    slot.querySelector('textarea')!.value = 'Kept across a reload';
    const live = vi.fn();
    hydrate(slot, ContactForm, islandProps(slot), 'contact-form', live);
    await waitFor(() => expect(live).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: text.messageField })).toHaveValue(
      'Kept across a reload',
    );
  });
});
