// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gitIn, type Git } from './git.ts';
import { newestVersion } from './template-release.ts';
import { updateFromTemplate, type PullRequest, type UpdateSettings } from './template-update.ts';

// Played out in temporary repositories, with no network: a template (a bare repository with
// release tags), an owner's repository on the "host" (another bare one) and the owner's checkout
// of it, where the update runs as the workflow runs it. Opening the pull request is the one step
// faked: it records what would be sent to GitHub.
let root: string;
let template: Git; // the template's working copy, pushing to template.git
let owner: Git; // the owner's checkout, pushing to owner.git
let ownerDir: string;
let opened: PullRequest[];
const identity = {
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.org',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.org',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};
const saved = { ...process.env };

function write(dir: string, file: string, text: string) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

function commit(git: Git, dir: string, files: Record<string, string>, message: string) {
  for (const [file, text] of Object.entries(files)) write(dir, file, text);
  git('add', '-A');
  git('commit', '--quiet', '-m', message);
}

/** A release of the template: its commit, tagged with notes, published. */
function release(tag: string, files: Record<string, string>, subject: string) {
  commit(template, join(root, 'template'), files, subject);
  template('tag', '-a', tag, '-m', `${tag}\n\nNotes of ${tag}.`);
  template('push', '--quiet', '--follow-tags', 'origin', 'main');
}

function settings(overrides: Partial<UpdateSettings> = {}): UpdateSettings {
  return {
    git: owner,
    templateUrl: join(root, 'template.git'),
    templateRepository: 'template-owner/portfolio',
    canUpdateWorkflows: true,
    push: (branch) => owner('push', '--quiet', '--force', 'origin', branch),
    isProposed: (branch) => opened.some((request) => request.branch === branch),
    openPullRequest: (request) => {
      opened.push(request);
      return `https://github.example/owner/portfolio/pull/${opened.length}`;
    },
    ...overrides,
  };
}

/** A file on a branch of the owner's repository on the host. */
const onHost = (branch: string, file: string) =>
  execFileSync('git', ['show', `${branch}:${file}`], {
    cwd: join(root, 'owner.git'),
    encoding: 'utf8',
  });

const templateFiles = {
  'owner/content.ts': "export const content = { name: 'Alex Morgan' };\n",
  'src/app.ts': "export const greeting = 'Hello';\nexport const colour = 'blue';\n",
  'README.md': '# Portfolio\n',
  '.github/workflows/ci.yml': 'name: Test\n',
};

beforeAll(() => {
  Object.assign(process.env, identity);
});

afterAll(() => {
  process.env = saved;
});

beforeEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = mkdtempSync(join(tmpdir(), 'template-update-'));
  opened = [];
  for (const bare of ['template.git', 'owner.git'])
    execFileSync('git', ['init', '--quiet', '--bare', '-b', 'main', join(root, bare)]);
  mkdirSync(join(root, 'template'));
  template = gitIn(join(root, 'template'));
  template('init', '--quiet', '-b', 'main');
  template('remote', 'add', 'origin', join(root, 'template.git'));
  release('v1.0.0', templateFiles, 'The first release');
});

/** The owner's repository: a fork of the template (its history) with their content in it. */
function fork(ownerEdits: Record<string, string> = {}) {
  ownerDir = join(root, 'owner');
  execFileSync('git', ['clone', '--quiet', join(root, 'template.git'), ownerDir]);
  owner = gitIn(ownerDir);
  owner('remote', 'set-url', 'origin', join(root, 'owner.git'));
  commit(
    owner,
    ownerDir,
    { 'owner/content.ts': "export const content = { name: 'Maria' };\n", ...ownerEdits },
    'Make it mine',
  );
  owner('push', '--quiet', 'origin', 'main');
}

describe('newestVersion', () => {
  it('picks the highest version by number, ignoring other tags', () => {
    expect(newestVersion(['v1.9.0', 'v1.10.0', 'v1.2.3', 'nightly', 'v2.0.0-beta'])).toBe(
      'v1.10.0',
    );
    expect(newestVersion(['latest'])).toBeUndefined();
  });
});

describe('bringing in the template’s latest release', () => {
  it('proposes a clean update: the template’s changes in, the owner’s files kept, what changed listed', () => {
    fork();
    release(
      'v1.1.0',
      { 'src/app.ts': "export const greeting = 'Hello there';\nexport const colour = 'blue';\n" },
      'A warmer greeting',
    );
    release('v1.2.0', { 'README.md': '# Portfolio\n\nNow with docs.\n' }, 'Docs for owners');

    const result = updateFromTemplate(settings());

    expect(result).toMatchObject({
      status: 'proposed',
      branch: 'template-update/v1.2.0',
      conflicts: [],
    });
    expect(onHost('template-update/v1.2.0', 'src/app.ts')).toContain('Hello there');
    expect(onHost('template-update/v1.2.0', 'README.md')).toContain('Now with docs.');
    expect(onHost('template-update/v1.2.0', 'owner/content.ts')).toContain('Maria');
    expect(onHost('main', 'src/app.ts')).not.toContain('Hello there'); // only proposed
    expect(opened).toHaveLength(1);
    const [request] = opened;
    expect(request).toMatchObject({ branch: 'template-update/v1.2.0', base: 'main' });
    expect(request!.title).toBe('Template update: v1.2.0');
    expect(request!.body).toContain('Notes of v1.2.0.');
    expect(request!.body).toMatch(/- \w+ A warmer greeting/);
    expect(request!.body).toMatch(/- \w+ Docs for owners/);
    expect(request!.body).not.toContain('The first release');
    expect(owner('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');

    // Run again before it is merged: nothing new is opened.
    expect(updateFromTemplate(settings())).toMatchObject({ status: 'already-proposed' });
    expect(opened).toHaveLength(1);
  });

  it('does nothing for a repository that holds the latest release already', () => {
    fork();
    release('v1.1.0', { 'README.md': '# Portfolio\n\nv1.1\n' }, 'Small fix');
    owner('pull', '--quiet', '--no-rebase', '--no-edit', join(root, 'template.git'), 'main');

    expect(updateFromTemplate(settings())).toMatchObject({
      status: 'up-to-date',
      release: { name: 'v1.1.0' },
    });
    expect(opened).toEqual([]);
    expect(owner('branch', '--list', 'template-update/*')).toBe('');
  });

  it('commits the owner’s side of a file both changed and says which file and why', () => {
    fork({ 'src/app.ts': "export const greeting = 'Olá';\nexport const colour = 'blue';\n" });
    release(
      'v1.1.0',
      { 'src/app.ts': "export const greeting = 'Hi';\nexport const colour = 'teal';\n" },
      'Greeting and colour from the theme',
    );

    const result = updateFromTemplate(settings());

    expect(result).toMatchObject({
      status: 'proposed',
      conflicts: [
        {
          path: 'src/app.ts',
          owners: false,
          templateCommits: [expect.stringMatching(/Greeting and colour/)],
        },
      ],
    });
    const kept = onHost('template-update/v1.1.0', 'src/app.ts');
    expect(kept).toContain('Olá');
    expect(kept).not.toMatch(/<<<<<<<|>>>>>>>/);
    const [request] = opened;
    expect(request!.title).toBe('Template update: v1.1.0 (1 file to look at)');
    expect(request!.body).toContain('`src/app.ts`');
    expect(request!.body).toMatch(/template: \w+ Greeting and colour from the theme/);
    expect(request!.body).toContain('kept as you had them');
  });

  it('keeps the owner’s workflows when the token may not change them, and lists the template’s', () => {
    fork();
    release(
      'v1.1.0',
      { '.github/workflows/ci.yml': 'name: Test\non: push\n', 'src/app.ts': 'export {};\n' },
      'Faster CI',
    );

    updateFromTemplate(settings({ canUpdateWorkflows: false }));

    expect(onHost('template-update/v1.1.0', '.github/workflows/ci.yml')).toBe('name: Test\n');
    expect(onHost('template-update/v1.1.0', 'src/app.ts')).toBe('export {};\n');
    expect(opened[0]!.body).toContain('Workflow changes to apply by hand');
    expect(opened[0]!.body).toContain('`.github/workflows/ci.yml`');
  });

  it('brings only what changed since into a repository made with “Use this template”', () => {
    // A copy of the template's files in a first commit of its own, none of its history.
    ownerDir = join(root, 'owner');
    mkdirSync(ownerDir);
    owner = gitIn(ownerDir);
    owner('init', '--quiet', '-b', 'main');
    owner('remote', 'add', 'origin', join(root, 'owner.git'));
    commit(owner, ownerDir, templateFiles, 'Initial commit');
    commit(owner, ownerDir, { 'README.md': '# Maria’s site\n' }, 'My README');
    release(
      'v1.1.0',
      { 'src/app.ts': "export const greeting = 'Hi';\nexport const colour = 'blue';\n" },
      'Shorter greeting',
    );

    const result = updateFromTemplate(settings());

    expect(result).toMatchObject({ status: 'proposed', conflicts: [] });
    expect(onHost('template-update/v1.1.0', 'src/app.ts')).toContain("'Hi'");
    expect(onHost('template-update/v1.1.0', 'README.md')).toBe('# Maria’s site\n');
    expect(opened[0]!.body).toMatch(/Shorter greeting/);
    expect(opened[0]!.body).not.toContain('The first release');
    expect(owner('replace', '--list')).toBe(''); // nothing left behind
  });

  it('takes the template’s default branch when it has no release tag', () => {
    fork();
    execFileSync('git', ['tag', '-d', 'v1.0.0'], { cwd: join(root, 'template.git') });
    commit(
      template,
      join(root, 'template'),
      { 'README.md': '# Portfolio, improved\n' },
      'Improve the README',
    );
    template('push', '--quiet', 'origin', 'main');
    const head = template('rev-parse', 'HEAD');

    const result = updateFromTemplate(settings());

    expect(result).toMatchObject({
      status: 'proposed',
      release: { name: 'main', tagged: false, commit: head },
    });
    expect(opened[0]!.branch).toBe(`template-update/${head.slice(0, 7)}`);
    expect(readFileSync(join(ownerDir, 'owner/content.ts'), 'utf8')).toContain('Maria');
  });
});
