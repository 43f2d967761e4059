import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { characterCount } from './drafts';
import { builtPage, draftKey, openPage, settle } from './test-page';

// Typed text before the app is live (./drafts.ts): kept from the first keystroke, put back
// after a reload and counted as the app counts it.

const page = await builtPage();

describe('a draft form before the app is live', () => {
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
    expect(reloaded.appScript()).toBeUndefined(); // shown without the app
  });
});

describe('a draft form the app has not taken over yet', () => {
  it('keeps what is typed after the app is live, until its form is there, leaving the counter to the app', async () => {
    const typing = openPage(page, '#/work');
    await settle();
    typing.goLive();
    await settle();
    const counter = typing.main().querySelector('[data-counter]')!.textContent;
    typing.type(typing.main().querySelector('textarea')!, 'Typed as the app started');
    const saved = JSON.parse(typing.dom.window.localStorage.getItem(draftKey)!);
    expect(saved.message).toBe('Typed as the app started');
    expect(typing.main().querySelector('[data-counter]')!.textContent).toBe(counter);
  });
});

describe('characterCount', () => {
  it('writes the numbers as the page’s language does', () => {
    expect(characterCount('{count} / {max}', 'en', 1234, 5000)).toBe('1,234 / 5,000');
    expect(characterCount('{count} von {max}', 'de', 1234, 5000)).toBe('1.234 von 5.000');
  });
});
