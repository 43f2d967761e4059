import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitIn, lines, succeeds, type Git } from './git.ts';
import { pullRequestText, type Conflict, type SiteCheck } from './pull-request-text.ts';
import {
  fetchTemplate,
  forgetTemplate,
  holds,
  relateCopy,
  tagMessage,
  templateRefs,
  type Release,
} from './template-release.ts';

/** What is the owner's, whatever the template's release does there (docs/decisions/0004): their
 * folder, and the README they rewrite to present their site. */
const ownersPaths = ['owner/', 'README.md'];
const isOwners = (path: string) =>
  ownersPaths.some((owned) => (owned.endsWith('/') ? path.startsWith(owned) : path === owned));
/** Changes to these need a token allowed to change workflows (GitHub refuses its own token). */
const workflowsFolder = '.github/workflows/';
/** Where a dry run fetches the template, removed when it ends. */
const dryRunRefs = 'refs/template-dry-run';

export type PullRequest = { branch: string; base: string; title: string; body: string };

export type UpdateSettings = {
  git: Git;
  /** The template, as git can fetch it (an address, or a folder). */
  templateUrl: string;
  /** owner/name on GitHub, for links to its releases and changes; none for another host. */
  templateRepository?: string;
  /** Whether the token may push changes to .github/workflows/ (a personal access token). */
  canUpdateWorkflows: boolean;
  /** The branch the update is proposed to; by default the one checked out. */
  base?: string;
  /** Say what the update would bring, and change nothing: no branch, no push, no refs left. */
  dryRun?: boolean;
  /** Pushes the branch to the repository the owner named; none: the branch stays here. */
  push?: (branch: string) => void;
  /** Whether a pull request from this branch is open already. */
  isProposed?: (branch: string) => boolean;
  /** Opens the pull request, returns its address; none: the text is returned for the owner. */
  openPullRequest?: (request: PullRequest) => string;
  /** The release's notes as its host publishes them, if it does. */
  releaseNotes?: (release: Release) => string;
  /** Builds the owner's site with the release merged, in that folder. */
  checkSite?: (folder: string) => SiteCheck;
};

export type UpdateResult =
  | { status: 'up-to-date'; release: Release }
  | { status: 'already-proposed'; release: Release; branch: string }
  | {
      status: 'proposed' | 'made' | 'dry-run';
      release: Release;
      branch: string;
      /** The pull request's address, when it was opened. */
      url?: string;
      request: PullRequest;
      conflicts: Conflict[];
      site?: SiteCheck;
    };

/**
 * Brings the template's latest release into the owner's repository on a branch of its own, made
 * in a folder apart (the owner's checkout and its uncommitted work are never touched), builds
 * their site with it, and proposes it as a pull request: what changed (notes and commits), what
 * of theirs was kept, and whether their site still builds, and if not, what to change.
 */
export function updateFromTemplate(settings: UpdateSettings): UpdateResult {
  const { git, dryRun = false } = settings;
  const release = fetchTemplate(git, settings.templateUrl, dryRun ? dryRunRefs : templateRefs);
  const unrelate = relateCopy(git, release);
  const folder = mkdtempSync(join(tmpdir(), 'template-update-'));
  try {
    if (holds(git, release)) return { status: 'up-to-date', release };
    const branch = `template-update/${release.tagged ? release.name : release.commit.slice(0, 7)}`;
    if (settings.isProposed?.(branch)) return { status: 'already-proposed', release, branch };

    const base = settings.base || git('rev-parse', '--abbrev-ref', 'HEAD');
    const since = mergeBase(git, release);
    const commits = lines(
      git(
        'log',
        '--no-merges',
        '--format=%h %s',
        since ? `${since}..${release.commit}` : release.commit,
      ),
    );
    git('worktree', 'add', '--quiet', '--detach', folder, 'HEAD');
    const apart = gitIn(folder);
    if (!dryRun) apart('checkout', '--quiet', '-B', branch);
    const conflicts = merge(apart, release, since);
    const heldBack = settings.canUpdateWorkflows ? [] : holdBackWorkflows(apart);
    const site = settings.checkSite?.(folder);
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
      site,
    });
    const request = { branch, base, ...text };
    const made = { release, branch, request, conflicts, ...(site && { site }) };
    if (dryRun) return { status: 'dry-run', ...made };
    if (!settings.push) return { status: 'made', ...made };
    settings.push(branch);
    if (!settings.openPullRequest) return { status: 'made', ...made };
    return { status: 'proposed', ...made, url: settings.openPullRequest(request) };
  } finally {
    if (succeeds(git, 'worktree', 'remove', '--force', folder)) git('worktree', 'prune');
    rmSync(folder, { recursive: true, force: true });
    unrelate?.();
    if (dryRun) forgetTemplate(git, dryRunRefs);
  }
}

function mergeBase(git: Git, release: Release): string | undefined {
  try {
    return git('merge-base', 'HEAD', release.commit);
  } catch {
    return undefined;
  }
}

/** Merges the release; where a file conflicts, or is one of the owner's that both changed,
 * commits the owner's side and says so. */
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
  const conflicted = clean ? [] : lines(git('diff', '--name-only', '--diff-filter=U'));
  // An owner's file both sides changed merges cleanly where the lines differ, which would mix the
  // template's sample into the owner's words: theirs is kept whole.
  const bothChanged = since
    ? changedSince(git, since, 'HEAD^1').filter(
        (path) =>
          isOwners(path) &&
          !conflicted.includes(path) &&
          changedSince(git, since, release.commit).includes(path),
      )
    : [];
  const kept = [...conflicted, ...bothChanged];
  if (kept.length === 0) return [];
  const conflicts = kept.map((path): Conflict => {
    const templateCommits = since
      ? lines(
          git('log', '--no-merges', '--format=%h %s', `${since}..${release.commit}`, '--', path),
        )
      : [];
    keepOwnersSide(git, path, clean);
    return { path, owners: isOwners(path), templateCommits };
  });
  const list = conflicts.map((conflict) => `  ${conflict.path}`).join('\n');
  const body = `${message}\n\nKept as they were here:\n${list}`;
  if (clean) git('commit', '--quiet', '--amend', '-m', body);
  else git('commit', '--quiet', '--no-edit', '-m', body);
  return conflicts;
}

const changedSince = (git: Git, since: string, to: string) =>
  lines(git('diff', '--name-only', since, to));

/** The owner's version of a file: theirs if they have one, else none (deleted). */
function keepOwnersSide(git: Git, path: string, merged: boolean) {
  const ours = merged ? 'HEAD^1' : 'HEAD';
  if (succeeds(git, 'cat-file', '-e', `${ours}:${path}`)) {
    git('checkout', ours, '--', path);
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
