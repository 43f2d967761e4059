// The template update's command (.github/workflows/template-update.yml): the owner's repository
// and its pull requests through GitHub's CLI, `gh`, with the workflow's token.
import { execFileSync } from 'node:child_process';
import { gitIn } from './git.ts';
import { updateFromTemplate } from './template-update.ts';

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

export function main(): number {
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
  const git = gitIn(process.cwd());
  const result = updateFromTemplate({
    git,
    templateUrl,
    templateRepository: repository,
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
    openPullRequest: ({ branch, base, title, body }) =>
      gh(
        ['pr', 'create', '--base', base, '--head', branch, '--title', title, '--body-file', '-'],
        body,
      ),
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
