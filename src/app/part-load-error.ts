/** Time-out for loading one script part (spec: 120000 ms). */
export const partLoadTimeoutMs = 120_000;

export type PartFailureType = 'error' | 'timeout';

/** A script part (a lazily loaded `.chunk.js` file) could not be loaded. */
export class PartLoadError extends Error {
  override readonly name = 'PartLoadError';
  readonly part: string;
  readonly type: PartFailureType;
  readonly url: string | undefined;

  constructor(part: string, type: PartFailureType, url: string | undefined, cause: unknown) {
    super(`Loading part "${part}" failed (${type}: ${url ?? 'address unknown'})`, { cause });
    this.part = part;
    this.type = type;
    this.url = url;
  }
}

export function isPartLoadError(error: unknown): error is PartLoadError {
  return error instanceof PartLoadError;
}

/** Browsers put the failed module's address in the message, e.g. Chromium's
 * "Failed to fetch dynamically imported module: https://…/contact-1a2b.chunk.js". */
function addressIn(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+|\/\S+\.(?:chunk\.js|js|css))/.exec(message)?.[1];
}

/** Loads a part, turning a failed or hung download into a PartLoadError naming the part. */
export function loadPart<T>(
  part: string,
  importer: () => Promise<T>,
  timeoutMs: number = partLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new PartLoadError(part, 'timeout', undefined, undefined)),
      timeoutMs,
    );
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new PartLoadError(part, 'error', addressIn(cause), cause));
      },
    );
  });
}
