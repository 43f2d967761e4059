import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// The client build hands what it fetched or made (GitHub repositories, processed images) to the
// server build of the same `npm run build`, so the prerendered page and the app agree.
// scripts/site/build.mjs sets BUILD_HANDOFF_DIR for both builds.

type Env = Record<string, string | undefined>;

export async function handOff(env: Env, name: string, data: unknown): Promise<void> {
  if (!env.BUILD_HANDOFF_DIR) return;
  await mkdir(env.BUILD_HANDOFF_DIR, { recursive: true });
  await writeFile(join(env.BUILD_HANDOFF_DIR, `${name}.json`), JSON.stringify(data));
}

/** What the client build handed over, or undefined outside `npm run build`. */
export async function takeOver<T>(env: Env, name: string): Promise<T | undefined> {
  if (!env.BUILD_HANDOFF_DIR) return undefined;
  const handed = await readFile(join(env.BUILD_HANDOFF_DIR, `${name}.json`), 'utf8').catch(
    () => undefined,
  );
  return handed === undefined ? undefined : (JSON.parse(handed) as T);
}
