import '@testing-library/jest-dom/vitest';
import { runInNewContext } from 'node:vm';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { languagePacks } from '../i18n';
import { atDesktopWidth } from './viewport';

// A screen's part is imported on first visit; on a busy 2-core machine, with a test file on
// each core, that can take several seconds. A passing test waits only as long as it needs.
configure({ asyncUtilTimeout: 15_000 });

// The test environment lays nothing out, so it has nothing to scroll: a change of screen scrolls
// to the top (src/start-up/screen-change.ts).
if (typeof window !== 'undefined') window.scrollTo = () => {};

// A global the runtime does not have (`Iterator` on Node 20, lent by an environment or a library
// of another file) must not outlive its file: jsdom, made by another file of the worker, takes
// every global there is for one its pages have, and fails on this one.
if ('Iterator' in globalThis && runInNewContext('typeof Iterator') === 'undefined')
  Reflect.deleteProperty(globalThis, 'Iterator');

// console.error or console.warn in a test is a failure unless the test expects it and clears
// the spy.
beforeEach(() => {
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn');
});

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') atDesktopWidth();
  globalThis.localStorage?.clear(); // absent where a test runs in the node environment
  expect(vi.mocked(console.error), 'unexpected console.error').not.toHaveBeenCalled();
  expect(vi.mocked(console.warn), 'unexpected console.warn').not.toHaveBeenCalled();
});

// The test files of a worker share their modules (`isolate: false` in vite.config.ts): a file
// that adds an owner's packs puts the template's back for the next file.
// Their page is shared too: what a test wrote on <html> (language, colour scheme) goes with
// the file that wrote it.
const templatePacks = { ...languagePacks };
afterAll(() => {
  const html = globalThis.document?.documentElement;
  for (const name of html?.getAttributeNames() ?? []) html?.removeAttribute(name);
  for (const tag of Object.keys(languagePacks))
    if (!(tag in templatePacks)) Reflect.deleteProperty(languagePacks, tag);
  Object.assign(languagePacks, templatePacks);
});
