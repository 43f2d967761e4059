// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPart, PartLoadError, partLoadTimeoutMs } from './part-load-error';

describe('loadPart', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves with the part', async () => {
    await expect(loadPart('home', () => Promise.resolve({ ok: true }))).resolves.toEqual({
      ok: true,
    });
  });

  it('names the part and the address of a failed download', async () => {
    const failure = loadPart('projects', () =>
      Promise.reject(
        new TypeError(
          'Failed to fetch dynamically imported module: https://x.dev/p/assets/projects-9f.chunk.js',
        ),
      ),
    );
    await expect(failure).rejects.toBeInstanceOf(PartLoadError);
    await expect(failure).rejects.toMatchObject({
      part: 'projects',
      type: 'error',
      url: 'https://x.dev/p/assets/projects-9f.chunk.js',
      message:
        'Loading part "projects" failed (error: https://x.dev/p/assets/projects-9f.chunk.js)',
    });
  });

  it('gives up with a timeout after 120000 ms', async () => {
    vi.useFakeTimers();
    expect(partLoadTimeoutMs).toBe(120_000);
    const hung = loadPart('contact', () => new Promise<never>(() => {}));
    const outcome = expect(hung).rejects.toMatchObject({ part: 'contact', type: 'timeout' });
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
