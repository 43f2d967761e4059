// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli.ts';
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

  it('keeps the owner’s content when a release changes the template’s sample', () => {
    fork();
    release(
      'v1.1.0',
      { 'owner/content.ts': "export const content = { name: 'Alex Morgan', skills: [] };\n" },
      'The sample lists skills',
    );

    const result = updateFromTemplate(settings());

    expect(result).toMatchObject({ conflicts: [{ path: 'owner/content.ts', owners: true }] });
    expect(onHost('template-update/v1.1.0', 'owner/content.ts')).toContain('Maria');
    expect(opened[0]!.title).toBe('Template update: v1.1.0');
    expect(opened[0]!.body).toContain('## Your files, kept');
    expect(opened[0]!.body).not.toContain('Files you changed that the template changed too');
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

describe('the workflow’s command', () => {
  // GitHub's CLI, `gh`, stood in for by a script on PATH that answers as GitHub would and
  // records what it was asked.
  const ghStandIn = `#!/bin/sh
echo "$@" >> "$GH_LOG"
case "$1 $2" in
  "--version ") echo "gh version 2.0.0" ;;
  "api repos/maria/portfolio") echo "template-owner/portfolio" ;;
  "pr list") echo 0 ;;
  "pr create") [ -n "$GH_REFUSE" ] && exit 1; cat > "$GH_LOG.body"; echo "https://github.example/maria/portfolio/pull/7" ;;
  "release view") echo "Notes from the release page." ;;
esac
`;

  function standInGitHub() {
    const bin = join(root, 'bin');
    write(bin, 'gh', ghStandIn);
    chmodSync(join(bin, 'gh'), 0o755);
    const log = join(root, 'gh.log');
    Object.assign(process.env, {
      PATH: `${bin}:${saved.PATH}`,
      GH_LOG: log,
      GITHUB_REPOSITORY: 'maria/portfolio',
      GITHUB_REF_NAME: 'main',
      TEMPLATE_REPOSITORY: '',
      TEMPLATE_UPDATE_WORKFLOWS: 'false',
      DISPATCH_CHECKS: 'true',
      GH_REFUSE: '',
    });
    // The template as GitHub names it, fetched from its stand-in (git's own redirection).
    owner(
      'config',
      `url.${join(root, 'template.git')}.insteadOf`,
      'https://github.com/template-owner/portfolio.git',
    );
    return log;
  }

  it('finds the template this repository forks, proposes its release and starts the checks', () => {
    fork();
    release('v1.1.0', { 'src/app.ts': 'export {};\n' }, 'A smaller app');
    const log = standInGitHub();

    expect(main(ownerDir, ['--push', 'origin', '--no-build'])).toBe(0);

    const asked = readFileSync(log, 'utf8');
    expect(asked).toContain('api repos/maria/portfolio');
    expect(asked).toContain(
      'pr create --base main --head template-update/v1.1.0 --title Template update: v1.1.0',
    );
    expect(asked).toContain('workflow run ci.yml --ref template-update/v1.1.0');
    const body = readFileSync(`${log}.body`, 'utf8');
    expect(body).toContain('Notes from the release page.');
    expect(body).toContain('https://github.com/template-owner/portfolio/releases/tag/v1.1.0');
    expect(body).toMatch(/- \w+ A smaller app/);
    expect(onHost('template-update/v1.1.0', 'src/app.ts')).toBe('export {};\n');
  });

  it('says what to do when GitHub refuses to open the pull request', () => {
    fork();
    release('v1.1.0', { 'src/app.ts': 'export {};\n' }, 'A smaller app');
    standInGitHub();
    process.env.GH_REFUSE = 'yes';
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});

    expect(main(ownerDir, ['--push', 'origin', '--no-build'])).toBe(1);

    expect(said.mock.calls.flat().join('\n')).toMatch(
      /template-update\/v1\.1\.0 is pushed.*Workflow permissions/,
    );
    said.mockClear(); // expected
  });
});

describe('run by hand, without GitHub', () => {
  afterEach(() => {
    process.env.PATH = saved.PATH;
  });
  /** PATH without gh: only git and node. */
  function noGitHub() {
    const bin = join(root, 'bin-plain');
    mkdirSync(bin, { recursive: true });
    for (const tool of ['git', 'node', 'npm']) {
      const found = execFileSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).trim();
      if (found) execFileSync('ln', ['-sf', found, join(bin, tool)]);
    }
    Object.assign(process.env, {
      PATH: bin,
      GITHUB_REPOSITORY: '',
      GITHUB_REF_NAME: '',
      TEMPLATE_REPOSITORY: '',
      TEMPLATE_UPDATE_WORKFLOWS: 'true',
      DISPATCH_CHECKS: '',
    });
  }
  const said = () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    return () => {
      const text = log.mock.calls.flat().join('\n');
      log.mockRestore();
      return text;
    };
  };

  it('explains itself', () => {
    const text = said();
    expect(main(root, ['--help'])).toBe(0);
    expect(text()).toMatch(/--template <where>[\s\S]*--push <remote>[\s\S]*--dry-run/);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(main(root, ['--what'])).toBe(2);
    expect(error.mock.calls.flat().join('\n')).toContain('Usage: npm run template:update');
    error.mockClear(); // expected
  });

  it('takes the template from a folder, makes the branch here, pushes nowhere and writes the pull request’s text', () => {
    fork({ 'README.md': '# Maria’s site\n\nMy words.\n' });
    release(
      'v1.1.0',
      {
        'README.md': '# Portfolio\n\nThe template’s new guide.\n',
        'src/app.ts': "export const greeting = 'Hi';\nexport const colour = 'blue';\n",
      },
      'A new guide',
    );
    noGitHub();
    const before = execFileSync('git', ['ls-remote', join(root, 'owner.git')], {
      encoding: 'utf8',
    });
    owner('remote', 'set-url', 'origin', join(root, 'somewhere-else.git'));
    const text = said();

    expect(main(ownerDir, ['--template', join(root, 'template'), '--no-build'])).toBe(0);

    const output = text();
    expect(output).toContain('kept yours: README.md');
    expect(output).toMatch(/git push <your repository> template-update\/v1\.1\.0/);
    // The branch is here, the owner's README in it, the template's code too; nothing pushed.
    expect(owner('show', 'template-update/v1.1.0:README.md')).toBe('# Maria’s site\n\nMy words.');
    expect(owner('show', 'template-update/v1.1.0:src/app.ts')).toContain("'Hi'");
    expect(execFileSync('git', ['ls-remote', join(root, 'owner.git')], { encoding: 'utf8' })).toBe(
      before,
    );
    expect(owner('rev-parse', '--abbrev-ref', 'HEAD')).toBe('main');
    const pr = readFileSync(join(ownerDir, 'template-update.md'), 'utf8');
    expect(pr).toMatch(/^# Template update: v1\.1\.0/);
    expect(pr).toContain('## Your files, kept');
    expect(pr).toContain('`README.md`');
    expect(pr).not.toContain('Files you changed that the template changed too');
  });

  it('keeps the owner’s README whole even where the lines merge cleanly', () => {
    fork({ 'README.md': '# Maria’s site\n' });
    release('v1.1.0', { 'README.md': '# Portfolio\n\nAppendix.\n' }, 'Appendix');
    noGitHub();
    said();
    expect(main(ownerDir, ['--template', join(root, 'template.git'), '--no-build'])).toBe(0);
    expect(owner('show', 'template-update/v1.1.0:README.md')).toBe('# Maria’s site');
  });

  it('a dry run says what would come and changes nothing', () => {
    fork();
    release('v1.1.0', { 'src/app.ts': 'export {};\n' }, 'A smaller app');
    noGitHub();
    const refs = owner('for-each-ref');
    const status = owner('status', '--porcelain');
    const text = said();

    expect(
      main(ownerDir, ['--template', join(root, 'template.git'), '--dry-run', '--no-build']),
    ).toBe(0);

    expect(text()).toMatch(/Dry run: nothing was changed[\s\S]*A smaller app/);
    expect(owner('for-each-ref')).toBe(refs);
    expect(owner('status', '--porcelain')).toBe(status);
    expect(owner('worktree', 'list').split('\n')).toHaveLength(1);
  });

  it('builds the site with the release and says, before the merge, what the release would refuse', () => {
    // The build stood in for by a script: v1.1.0's refuses the owner's colour, as a release
    // that raised the contrast it asks for would, naming the field and what to change.
    const refusing = `import { readFileSync } from 'node:fs';
const content = readFileSync('owner/content.ts', 'utf8');
if (content.includes('#0f766e')) {
  console.error('content.theme.primary: #0f766e reads at 4.26:1 on the page; use #0d6b63 (4.6:1).');
  process.exit(1);
}
`;
    write(join(root, 'template'), 'package-lock.json', '{}\n');
    release(
      'v1.0.1',
      { 'scripts/build/build.mjs': 'process.exit(0);\n', 'package-lock.json': '{}\n' },
      'A build',
    );
    fork({ 'owner/content.ts': "export const content = { theme: { primary: '#0f766e' } };\n" });
    mkdirSync(join(ownerDir, 'node_modules'));
    release('v1.1.0', { 'scripts/build/build.mjs': refusing }, 'Stricter contrast');
    noGitHub();
    const text = said();

    expect(main(ownerDir, ['--template', join(root, 'template.git')])).toBe(0);

    expect(text()).toContain('does not build with this release');
    const pr = readFileSync(join(ownerDir, 'template-update.md'), 'utf8');
    expect(pr).toMatch(/^# Template update: v1\.1\.0 \(your site needs a change to build\)/);
    expect(pr).toContain('## Your site with this release: it does not build yet');
    expect(pr).toContain('content.theme.primary: #0f766e reads at 4.26:1 on the page; use #0d6b63');
  });
});
