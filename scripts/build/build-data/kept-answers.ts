// The last good answer of a service the build asks (GitHub's API, the owner's feeds), kept on
// this machine so that a build when the service fails still has something to show.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export type Kept<T> = { fetchedAt: number; answer: T[] };

/** The answer kept in `file`, if there is a readable one. */
export async function readKept<T>(file: string): Promise<Kept<T> | undefined> {
  try {
    const kept = JSON.parse(await readFile(file, 'utf8'));
    return typeof kept?.fetchedAt === 'number' && Array.isArray(kept.answer) ? kept : undefined;
  } catch {
    return undefined;
  }
}

export async function keep<T>(file: string, answer: T[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ fetchedAt: Date.now(), answer }));
}

/** When an answer was kept, as the build's warning says it: "2026-11-23 14:05 UTC". */
export const keptAt = (kept: Kept<unknown>) =>
  `${new Date(kept.fetchedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
