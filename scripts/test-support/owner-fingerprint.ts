// What a recorded screenshot of an owner's site was taken of: their folder's files, byte for
// byte (content, languages, screens, pages, pictures), but the folders' READMEs, which tell the
// owner what goes where and are no page. The visual check compares only with screenshots of the
// same owner (e2e/visual.spec.ts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return filesUnder(path);
      return name === 'README.md' ? [] : [path];
    });
}

/** A short hash of every file of the owner folder `dir`, with their paths. */
export function ownerFingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    hash.update(relative(dir, file).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}
