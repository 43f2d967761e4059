import { describe, expect, it, vi } from 'vitest';
import { de } from '../../../../src/i18n/de';
import { en } from '../../../../src/i18n/en';
import { notSentKey } from '../../../../src/start-up/app-loader';
import { builtPage, nextTick, openPage, settle, workFile } from './built-page';

// Loading the islands' code, and what the visitor is told when it cannot be had
// (./app-loader.ts, the Send path of ./boot.ts).

const page = await builtPage();
const germanPage = await builtPage({ words: de, language: 'de' });

describe('the islands’ code', () => {
  it('downloads in the background once the screen is painted, and leaves that to itself once started', async () => {
    const waiting = openPage(page, '#/work');
    const started = openPage(page, '#/work');
    started.input();
    await settle();
    expect(waiting.fetched.map((request) => request.href)).toEqual([
      workFile,
      '/site/assets/index.js',
      '/site/assets/app.chunk.js',
      '/site/assets/work.chunk.js',
    ]);
    expect(started.fetched.map((request) => request.href)).toEqual([workFile]);
  });

  it('waits for a paint of the screen put on the page, not of the shell painted before it', async () => {
    const shellOnly = openPage(page, '#/work', { largestPaint: 'header' });
    await settle();
    expect(shellOnly.fetched.map((request) => request.href)).toEqual([workFile]);
    // Where no paint of the screen is reported, half a second is waited at most (longer here
    // only as a loaded machine's timers run late).
    await vi.waitFor(
      () =>
        expect(shellOnly.fetched.map((request) => request.href)).toContain('/site/assets/index.js'),
      { timeout: 5000, interval: 50 },
    );
  });

  it('starts on the first input, with the parts of the route shown', () => {
    const { appScript, preloads, input } = openPage(page, '#/work');
    input();
    expect(appScript()).toBe('/site/assets/index.js');
    expect(preloads()).toEqual(['/site/assets/app.chunk.js', '/site/assets/work.chunk.js']);
  });

  it('is tried again, at another address, when its script could not be loaded', () => {
    const { appScript, input, appScriptFails } = openPage(page, '#/', { headStatus: 503 });
    input();
    appScriptFails();
    expect(appScript()).toBeUndefined();
    input();
    expect(appScript()).toBe('/site/assets/index.js?attempt=2');
  });
});

describe('a Send before the form is live', () => {
  it('is kept from the browser, submitted once when the form is live, then the form’s alone', async () => {
    const { dom, draftForm, appScript, goLive } = openPage(page, '#/work');
    await settle();
    const submits: boolean[] = [];
    const live = () => dom.window.document.documentElement.hasAttribute('data-interactive');
    // As the app does, once live.
    draftForm().addEventListener('submit', (event) => {
      submits.push(live());
      if (live()) event.preventDefault();
    });
    const submit = (form: HTMLFormElement) => {
      const event = new dom.window.SubmitEvent('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // Kept from the browser: a form posted to the page itself would lose the message.
    expect([submit(draftForm()), submit(draftForm())]).toEqual([true, true]);
    expect(appScript()).toBe('/site/assets/index.js');

    goLive();
    await nextTick();
    expect(submits).toEqual([false, false, true]); // the two above, and the one Send
    const other = dom.window.document.body.appendChild(dom.window.document.createElement('form'));
    expect(submit(other)).toBe(false);
  });

  it('is met at once with “not sent” when the form’s code cannot be had, every character in place', async () => {
    const { draftForm, main, input, appScriptFails, notice, type } = openPage(page, '#/work', {
      headStatus: 500,
    });
    await settle();
    input();
    appScriptFails();
    await settle();
    expect(notice()).toBeNull(); // nothing asked of the app yet
    type(main().querySelector('textarea')!, 'Hello');
    draftForm().requestSubmit();
    appScriptFails(); // tried again for the Send, and failed again
    await settle();
    expect(notice()!.getAttribute('role')).toBe('alert');
    expect(notice()!.textContent).toContain(
      en.startFailed.replace('{failure}', 'index.js: HTTP 500'),
    );
    expect(notice()!.textContent).toContain(en.messageNotSent);
    expect(notice()!.textContent).toContain(en.typedTextKept);
    expect(notice()!.querySelector('button')!.textContent).toBe(en.reload);
    expect(main().querySelector('textarea')!.value).toBe('Hello');
  });

  it('is said not sent in the owner’s language', async () => {
    const { document, draftForm, appScriptFails, notice } = openPage(germanPage, '#/work', {
      headStatus: 0,
    });
    await settle();
    expect(document.documentElement.lang).toBe('de');
    draftForm().requestSubmit();
    appScriptFails();
    await settle();
    expect(notice()!.textContent).toContain(de.messageNotSent);
    expect(notice()!.querySelector('button')!.textContent).toBe(de.reload);
    expect(notice()!.textContent).not.toContain(en.typedTextKept);
  });

  it('reloads the page once, past its cache, when the code’s files are gone, and is then said not sent', async () => {
    const before = openPage(page, '#/work', { headStatus: 404 });
    await settle();
    before.type(before.main().querySelector('textarea')!, 'Hello');
    before.draftForm().requestSubmit();
    before.appScriptFails(); // a newer version replaced the app's files
    await settle();
    expect(before.reloads()).toBe(1);
    expect(
      before.fetched.filter((request) => request.init?.cache === 'reload').map((r) => r.href),
    ).toEqual(['/site/']);
    const storage = before.dom.window.sessionStorage;
    const session = Object.fromEntries(
      Array.from({ length: storage.length }, (_, at) => storage.key(at)!).map((key) => [
        key,
        storage.getItem(key)!,
      ]),
    );
    expect(session[notSentKey]).toBeDefined();

    // The newer version: told at once, the text in place, Send one press away.
    const after = openPage(page, '#/work', {
      session,
      saved: before.dom.window.localStorage.getItem('draft')!,
    });
    await settle();
    expect(after.notice()!.getAttribute('role')).toBe('alert');
    expect(after.notice()!.textContent).toContain(en.messageNotSent);
    expect(after.main().querySelector('textarea')!.value).toBe('Hello');
    expect(after.appScript()).toBeUndefined(); // nothing sent behind the visitor's back
    // Said once, not on every load of the tab.
    expect(after.dom.window.sessionStorage.getItem(notSentKey)).toBeNull();
  });

  it('is said not sent when the files stay gone after the reload, which is not repeated', async () => {
    const first = openPage(page, '#/work', { headStatus: 404 });
    await settle();
    first.draftForm().requestSubmit();
    first.appScriptFails();
    await settle();
    const storage = first.dom.window.sessionStorage;
    const session = Object.fromEntries(
      Array.from({ length: storage.length }, (_, at) => storage.key(at)!).map((key) => [
        key,
        storage.getItem(key)!,
      ]),
    );
    // The same page again (a cache still serving it): the Send pressed again fails plainly.
    const again = openPage(page, '#/work', { session, headStatus: 404 });
    await settle();
    again.draftForm().requestSubmit();
    again.appScriptFails();
    await settle();
    expect(again.reloads()).toBe(0);
    expect(again.notice()!.textContent).toContain(en.messageNotSent);
    expect(again.notice()!.textContent).toContain('index.js: HTTP 404');
  });

  it('keeps “not sent” in view once the form is live, until the visitor sends again', async () => {
    const after = openPage(page, '#/work', { session: { [notSentKey]: '1' } });
    await settle();
    after.goLive();
    await nextTick();
    expect(after.notice()).not.toBeNull();
    after.draftForm().addEventListener('submit', (event) => event.preventDefault());
    after.draftForm().requestSubmit();
    expect(after.notice()).toBeNull();
  });
});
