import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// console.error in a test is a failure unless the test expects it and clears the spy.
beforeEach(() => {
  vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  expect(vi.mocked(console.error), 'unexpected console.error').not.toHaveBeenCalled();
});
