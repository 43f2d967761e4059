import { describe, expect, it } from 'vitest';
import { en } from '../../../../src/i18n/en';
import { characterCount } from '../../../../src/start-up/drafts';
import { builtPage, draftKey, openPage, settle } from './built-page';

// Typed text (./drafts.ts): kept from the first keystroke, put back after a reload and counted
// as the form's island counts it, until that island is live.

const page = await builtPage();

describe('a draft form before its island is live', () => {
  it('keeps typed text from the first keystroke and puts it back after a reload, counted', async () => {
    const typing = openPage(page, '#/work');
    await settle();
    typing.type(typing.main().querySelector('textarea')!, 'Hé 🙂');
    typing.type(typing.main().querySelector<HTMLInputElement>('[name="website"]')!, 'bot');
    const saved = typing.dom.window.localStorage.getItem(draftKey)!;
    expect(JSON.parse(saved)).toEqual({ name: '', message: 'Hé 🙂' });
    const counter = () => typing.main().querySelector('[data-counter]')!.textContent;
    expect(counter()).toBe(characterCount(en.characterCount, 'en', 'Hé 🙂'.length, 5000));

    const reloaded = openPage(page, '#/work', { saved });
    await settle();
    const main = reloaded.main();
    expect(main.querySelector('textarea')!.value).toBe('Hé 🙂');
    expect(main.querySelector<HTMLInputElement>('[name="website"]')!.value).toBe('');
    expect(main.querySelector('[data-counter]')!.textContent).toBe(
      characterCount(en.characterCount, 'en', 'Hé 🙂'.length, 5000),
    );
    expect(reloaded.appScript()).toBeUndefined(); // shown without the island's code
  });
});

describe('a draft form once its island is live', () => {
  it('leaves the form of a live island to it: what is typed there is the island’s to keep and count', async () => {
    const typing = openPage(page, '#/work');
    await settle();
    typing.goLive();
    await settle();
    const counter = typing.main().querySelector('[data-counter]')!.textContent;
    typing.type(typing.main().querySelector('textarea')!, 'Typed once the form is live');
    expect(typing.dom.window.localStorage.getItem(draftKey)).toBeNull();
    expect(typing.main().querySelector('[data-counter]')!.textContent).toBe(counter);
  });
});

describe('characterCount', () => {
  it('writes the numbers as the page’s language does', () => {
    expect(characterCount('{count} / {max}', 'en', 1234, 5000)).toBe('1,234 / 5,000');
    expect(characterCount('{count} von {max}', 'de', 1234, 5000)).toBe('1.234 von 5.000');
  });
});
