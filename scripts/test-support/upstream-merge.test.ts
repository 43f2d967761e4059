// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOwnerScreens } from '../build/owner/owner-screens.ts';
import { otherOwner } from '../../src/test/other-owner.ts';

// A fork keeps its owner's files in owner/ and the template's commits never touch them, so
// pulling the template's improvements into a fork merges without a conflict. Played out in a
// repository of its own: the template, a fork that makes the site its own, then a template
// release that changes the template's code everywhere.
let repo: string;

/** Pulling from the template is a git merge: outside a git checkout (a downloaded copy) there is
 * nothing to merge into, and the check is reported as skipped. */
const inGitCheckout = (() => {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-inside-work-tree'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() === 'true'
    );
  } catch {
    return false;
  }
})();
const git = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: repo,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.org',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.org',
    },
  });

/** The template's files: what git tracks here, and new files it does not ignore. */
function templateFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
}

function write(file: string, text: string | Buffer) {
  mkdirSync(dirname(join(repo, file)), { recursive: true });
  writeFileSync(join(repo, file), text);
}

const forkContent = `import type { Content } from '../src/content/schema';\n\nexport const content: Content = ${JSON.stringify(otherOwner, null, 2)};\n`;
const forkFavicon = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" fill="#fbbf24"/></svg>';
// A language of her own that leaves texts out, and a screen of her own.
const forkPack = `import type { Dictionary } from 'portfolio/kit';\n\nexport default { homeNav: 'Inizio', contactNav: 'Contatti' } satisfies Partial<Dictionary>;\n`;
const forkScreen = `import { ScreenHeading, type OwnerScreen } from 'portfolio/kit';

export const screen = { path: '/talks', label: 'Talks', after: '/projects' } satisfies OwnerScreen;

export default function TalksScreen() {
  return <ScreenHeading>Talks</ScreenHeading>;
}
`;

beforeAll(() => {
  if (!inGitCheckout) return;
  repo = mkdtempSync(join(tmpdir(), 'portfolio-upstream-'));
  const files = templateFiles().filter((file) => !file.endsWith('.png'));
  for (const file of files) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    try {
      copyFileSync(file, join(repo, file));
    } catch {
      // listed but deleted in the working tree
    }
  }
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-qm', 'The template');

  // The fork: the owner's content, photo, favicon, domain, language and screen.
  git('checkout', '-qb', 'fork');
  write('owner/content.ts', forkContent);
  write('owner/i18n/it.ts', forkPack);
  write('owner/screens/talks.tsx', forkScreen);
  write('owner/public/images/maria-fernanda.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  write('owner/public/favicon.svg', forkFavicon);
  write('owner/public/CNAME', 'mfoc.example.org\n');
  git('add', '-A');
  git('commit', '-qm', 'Make it mine');

  // A template release: every file of the template's code changes.
  git('checkout', '-q', 'main');
  for (const file of files) {
    if (file.startsWith('owner/') || !/\.(ts|tsx|mjs|js|md|json|yml|html|css)$/.test(file))
      continue;
    const text = readFileSync(join(repo, file), 'utf8');
    const note = file.endsWith('.md')
      ? '\n<!-- improved -->\n'
      : file.endsWith('.json')
        ? ''
        : '\n// improved\n';
    if (note) writeFileSync(join(repo, file), text + note);
  }
  git('add', '-A');
  git('commit', '-qm', 'A template release');
}, 60_000);

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe.runIf(inGitCheckout)('pulling the template’s improvements into a fork', () => {
  it('merges without a conflict, keeping the owner’s files and taking the template’s', () => {
    git('checkout', '-q', 'fork');
    expect(() => git('merge', '-q', '--no-edit', 'main')).not.toThrow();
    expect(git('diff', '--name-only', '--diff-filter=U')).toBe('');
    expect(readFileSync(join(repo, 'owner/content.ts'), 'utf8')).toBe(forkContent);
    expect(readFileSync(join(repo, 'owner/public/favicon.svg'), 'utf8')).toBe(forkFavicon);
    expect(readFileSync(join(repo, 'owner/i18n/it.ts'), 'utf8')).toBe(forkPack);
    expect(readFileSync(join(repo, 'owner/screens/talks.tsx'), 'utf8')).toBe(forkScreen);
    for (const file of ['src/app/route-table.ts', 'src/i18n/en.ts', 'src/i18n/language-packs.ts'])
      expect(readFileSync(join(repo, file), 'utf8'), file).toMatch(/\/\/ improved\n$/);
    // The release's route table takes her screen in, where she put it, beside any the
    // repository's owner has (copied into the stand-in with the rest of its files).
    const theirs = readOwnerScreens('owner')
      .map((screen) => screen.path)
      .filter((path) => path !== '/talks');
    expect(
      readOwnerScreens('owner', repo)
        .map((screen) => screen.path)
        .sort(),
    ).toEqual([...theirs, '/talks'].sort());
  });
});
