import { lines, succeeds, type Git } from './git.ts';
import { pullRequestText, type Conflict } from './pull-request-text.ts';
import { fetchTemplate, holds, relateCopy, tagMessage, type Release } from './template-release.ts';

/** What is the owner's, whatever the template's release does there (docs/decisions/0004). */
const ownerFolder = 'owner/';
/** Changes to these need a token allowed to change workflows (GitHub refuses its own token). */
const workflowsFolder = '.github/workflows/';

export type PullRequest = { branch: string; base: string; title: string; body: string };

export type UpdateSettings = {
  git: Git;
  /** The template, as git can fetch it (an https address, or a path in tests). */
  templateUrl: string;
  /** owner/name on GitHub, for links to its releases and changes; none for another host. */
  templateRepository?: string;
  /** Whether the token may push changes to .github/workflows/ (a personal access token). */
  canUpdateWorkflows: boolean;
  /** Pushes the branch to the owner's repository. */
  push: (branch: string) => void;
  /** Whether a pull request from this branch is open already. */
  isProposed: (branch: string) => boolean;
  /** Opens the pull request; returns its address. */
  openPullRequest: (request: PullRequest) => string;
  /** The release's notes as its host publishes them, if it does. */
  releaseNotes?: (release: Release) => string;
};

export type UpdateResult =
  | { status: 'up-to-date'; release: Release }
  | { status: 'already-proposed'; release: Release; branch: string }
  | { status: 'proposed'; release: Release; branch: string; url: string; conflicts: Conflict[] };

/**
 * Brings the template's latest release into the owner's checkout on a branch of its own and
 * proposes it as a pull request: what changed (notes and commits), and each file where the
 * owner's change and the template's meet, committed as the owner's and listed with the
 * template's changes to it, so the owner can take them by hand.
 */
export function updateFromTemplate(settings: UpdateSettings): UpdateResult {
  const { git } = settings;
  const release = fetchTemplate(git, settings.templateUrl);
  const unrelate = relateCopy(git);
  try {
    if (holds(git, release)) return { status: 'up-to-date', release };
    const branch = `template-update/${release.tagged ? release.name : release.commit.slice(0, 7)}`;
    if (settings.isProposed(branch)) return { status: 'already-proposed', release, branch };

    const base = git('rev-parse', '--abbrev-ref', 'HEAD');
    const since = mergeBase(git, release);
    const commits = lines(
      git(
        'log',
        '--no-merges',
        '--format=%h %s',
        since ? `${since}..${release.commit}` : release.commit,
      ),
    );
    git('checkout', '--quiet', '-B', branch);
    const conflicts = merge(git, release, since);
    const heldBack = settings.canUpdateWorkflows ? [] : holdBackWorkflows(git);
    settings.push(branch);
    const text = pullRequestText({
      release,
      templateRepository: settings.templateRepository,
      since,
      notes: [tagMessage(git, release), settings.releaseNotes?.(release) ?? '']
        .filter(Boolean)
        .join('\n\n'),
      commits,
      conflicts,
      heldBack,
    });
    const url = settings.openPullRequest({ branch, base, ...text });
    git('checkout', '--quiet', base);
    return { status: 'proposed', release, branch, url, conflicts };
  } finally {
    unrelate?.();
  }
}

function mergeBase(git: Git, release: Release): string | undefined {
  try {
    return git('merge-base', 'HEAD', release.commit);
  } catch {
    return undefined;
  }
}

/** Merges the release; where a file conflicts, commits the owner's side and says why. */
function merge(git: Git, release: Release, since: string | undefined): Conflict[] {
  const message = `Bring in the template's ${release.tagged ? release.name : `latest ${release.name}`}`;
  const clean = succeeds(
    git,
    'merge',
    '--no-ff',
    '--no-edit',
    ...(since ? [] : ['--allow-unrelated-histories']),
    '-m',
    message,
    release.commit,
  );
  if (clean) return [];
  const conflicted = lines(git('diff', '--name-only', '--diff-filter=U'));
  const conflicts = conflicted.map((path): Conflict => {
    const templateCommits = since
      ? lines(
          git('log', '--no-merges', '--format=%h %s', `${since}..${release.commit}`, '--', path),
        )
      : [];
    keepOwnersSide(git, path);
    return { path, owners: path.startsWith(ownerFolder), templateCommits };
  });
  const list = conflicts.map((conflict) => `  ${conflict.path}`).join('\n');
  git('commit', '--quiet', '--no-edit', '-m', `${message}\n\nKept as they were here:\n${list}`);
  return conflicts;
}

/** The owner's version of a conflicted file: theirs if they have one, else none (deleted). */
function keepOwnersSide(git: Git, path: string) {
  if (succeeds(git, 'cat-file', '-e', `HEAD:${path}`)) {
    git('checkout', '--ours', '--', path);
    git('add', '--', path);
  } else {
    git('rm', '--quiet', '--cached', '--force', '--', path);
    git('clean', '--quiet', '--force', '--', path);
  }
}

/** Takes the release's workflow changes back out of the merge (see workflowsFolder); lists them. */
function holdBackWorkflows(git: Git): string[] {
  const changed = lines(git('diff', '--name-only', 'HEAD^1', 'HEAD', '--', workflowsFolder));
  if (changed.length === 0) return [];
  for (const path of changed) {
    if (succeeds(git, 'cat-file', '-e', `HEAD^1:${path}`)) git('checkout', 'HEAD^1', '--', path);
    else git('rm', '--quiet', '--', path);
  }
  git('commit', '--quiet', '--amend', '--no-edit');
  return changed;
}
