// The template update's command (.github/workflows/template-update.yml): the owner's repository
// and its pull requests through GitHub's CLI, `gh`, with the workflow's token.
import { execFileSync } from 'node:child_process';
import { gitIn, type Git } from './git.ts';
import { updateFromTemplate, type UpdateResult } from './template-update.ts';

const gh = (args: string[], input?: string) =>
  execFileSync('gh', args, {
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'inherit'],
  }).trim();

/** The template: TEMPLATE_REPOSITORY, else what GitHub knows this repository was made from (the
 * repository it forks, or the template it was created from with "Use this template"). */
function templateRepository(own: string | undefined): string | undefined {
  const set = process.env.TEMPLATE_REPOSITORY?.trim();
  if (set) return set;
  if (!own) return undefined;
  try {
    const origin = gh([
      'api',
      `repos/${own}`,
      '--jq',
      '.parent.full_name // .template_repository.full_name // ""',
    ]);
    return origin || undefined;
  } catch {
    return undefined;
  }
}

/** Runs the update in the checkout at `cwd`; returns the exit code. */
export function main(cwd = process.cwd()): number {
  const own = process.env.GITHUB_REPOSITORY;
  const repository = templateRepository(own);
  const templateUrl =
    process.env.TEMPLATE_URL?.trim() || (repository && `https://github.com/${repository}.git`);
  if (!templateUrl) {
    console.error(
      'Which template? This repository is neither a fork nor made from a template on GitHub: set the repository variable TEMPLATE_REPOSITORY to owner/name (Settings → Secrets and variables → Actions → Variables).',
    );
    return 1;
  }
  if (repository && repository === own) {
    console.log(`${own} is the template itself: nothing to bring in.`);
    return 0;
  }
  const git = gitIn(cwd);
  let result: UpdateResult;
  try {
    result = update(git, templateUrl, repository);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return report(result);
}

function update(git: Git, templateUrl: string, repository: string | undefined) {
  return updateFromTemplate({
    git,
    templateUrl,
    templateRepository: repository,
    // The branch the workflow runs on (the default branch, for a schedule).
    base: process.env.GITHUB_REF_NAME,
    canUpdateWorkflows: process.env.TEMPLATE_UPDATE_WORKFLOWS === 'true',
    push: (branch) => git('push', '--quiet', '--force', 'origin', `${branch}:refs/heads/${branch}`),
    isProposed: (branch) =>
      gh([
        'pr',
        'list',
        '--head',
        branch,
        '--state',
        'open',
        '--json',
        'number',
        '--jq',
        'length',
      ]) !== '0',
    openPullRequest: ({ branch, base, title, body }) => {
      try {
        return gh(
          ['pr', 'create', '--base', base, '--head', branch, '--title', title, '--body-file', '-'],
          body,
        );
      } catch {
        throw new Error(
          `The branch ${branch} is pushed, but GitHub refused to open its pull request: allow it in Settings → Actions → General → Workflow permissions ("Allow GitHub Actions to create and approve pull requests"), or add a TEMPLATE_UPDATE_TOKEN secret (docs/deploy.md); or open it by hand from the branch.`,
        );
      }
    },
    releaseNotes: (release) => {
      if (!release.tagged || !repository) return '';
      try {
        return gh([
          'release',
          'view',
          release.name,
          '--repo',
          repository,
          '--json',
          'body',
          '--jq',
          '.body',
        ]);
      } catch {
        return ''; // a tag without a release page
      }
    },
  });
}

function report(result: UpdateResult): number {
  switch (result.status) {
    case 'up-to-date':
      console.log(`Up to date with the template's ${result.release.name}.`);
      return 0;
    case 'already-proposed':
      console.log(
        `The template's ${result.release.name} is proposed already, on ${result.branch}.`,
      );
      return 0;
    case 'proposed':
      console.log(`Proposed the template's ${result.release.name}: ${result.url}`);
      for (const conflict of result.conflicts) console.log(`  kept yours: ${conflict.path}`);
      // A pull request opened with the workflow's own token starts no workflow: start the
      // checks on its branch (docs/deploy.md).
      if (process.env.DISPATCH_CHECKS === 'true')
        gh(['workflow', 'run', 'ci.yml', '--ref', result.branch]);
      return 0;
  }
}
