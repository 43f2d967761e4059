// npm run template:update: brings the template's latest release into this repository on a branch
// of its own, builds the site with it and proposes it (docs/make-it-yours.md, Template updates).
// The workflow (.github/workflows/template-update.yml) runs it with --push origin; anyone can run
// it by hand, with or without GitHub's CLI, `gh`.
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gitIn, type Git } from './git.ts';
import { buildSite } from './site-build.ts';
import { templateAddress, type TemplateAddress } from './template-address.ts';
import { updateFromTemplate, type UpdateResult, type UpdateSettings } from './template-update.ts';

export const usage = `Usage: npm run template:update -- [options]

Brings the template's latest release (its newest tag named like v1.2.3, else its default
branch) into this repository on a branch of its own, template-update/<release>, made apart
from your checkout: your files (owner/ and README.md) are kept as yours, and your site is
built with the release, so that the pull request's text says whether it still builds and,
if not, what to change. Nothing is pushed unless you say where.

Options:
  --template <where>   the template: a GitHub owner/name, any git address, or a folder
                       (default: TEMPLATE_REPOSITORY, else what GitHub knows this
                       repository was forked or made from, asked with gh)
  --push <remote>      push the branch to this remote (a name such as origin, or an
                       address) and, with gh, open the pull request
  --text <file>        where the pull request's text is written when it is not opened
                       (default: template-update.md)
  --no-build           do not build the site with the release
  --dry-run            say what the update would bring and change nothing
  -h, --help           this text`;

const options = {
  template: { type: 'string' },
  push: { type: 'string' },
  text: { type: 'string', default: 'template-update.md' },
  'no-build': { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

const hasGh = () => spawnSync('gh', ['--version'], { stdio: 'ignore' }).status === 0;

const gh = (args: string[], input?: string) =>
  execFileSync('gh', args, {
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'inherit'],
  }).trim();

/** The template: as told, else TEMPLATE_REPOSITORY, else what GitHub knows this repository was
 * made from (the repository it forks, or the template of "Use this template"). */
function findTemplate(told: string | undefined, cwd: string): TemplateAddress | undefined {
  const written = told?.trim() || process.env.TEMPLATE_REPOSITORY?.trim();
  if (written) return templateAddress(written, cwd);
  const own = process.env.GITHUB_REPOSITORY;
  if (!own || !hasGh()) return undefined;
  try {
    const origin = gh([
      'api',
      `repos/${own}`,
      '--jq',
      '.parent.full_name // .template_repository.full_name // ""',
    ]);
    return origin ? templateAddress(origin, cwd) : undefined;
  } catch {
    return undefined;
  }
}

/** Runs the update in the checkout at `cwd` with these arguments; returns the exit code. */
export function main(cwd = process.cwd(), args = process.argv.slice(2)): number {
  let values: ReturnType<typeof parse>;
  try {
    values = parse(args);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const template = findTemplate(values.template, cwd);
  if (!template) {
    console.error(
      `Which template? Give its address: npm run template:update -- --template <owner/name, git address or folder>, or set TEMPLATE_REPOSITORY (on GitHub: Settings → Secrets and variables → Actions → Variables).`,
    );
    return 1;
  }
  const own = process.env.GITHUB_REPOSITORY;
  if (template.repository && own && template.repository === own) {
    console.log(`${own} is the template itself: nothing to bring in.`);
    return 0;
  }
  const git = gitIn(cwd);
  let result: UpdateResult;
  try {
    result = updateFromTemplate(settingsFor(git, cwd, template, values));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return report(result, resolve(cwd, values.text), values.push);
}

function parse(args: string[]) {
  return parseArgs({ args, options, allowPositionals: false }).values;
}

function settingsFor(
  git: Git,
  cwd: string,
  template: TemplateAddress,
  values: ReturnType<typeof parse>,
): UpdateSettings {
  const { repository } = template;
  const remote = values.push;
  const withGh = Boolean(remote) && hasGh();
  return {
    git,
    templateUrl: template.url,
    ...(repository && { templateRepository: repository }),
    dryRun: values['dry-run'],
    // The branch the workflow runs on (the default branch, for a schedule).
    base: process.env.GITHUB_REF_NAME,
    canUpdateWorkflows: process.env.TEMPLATE_UPDATE_WORKFLOWS === 'true',
    ...(!values['no-build'] && { checkSite: (folder: string) => buildSite(folder, cwd) }),
    ...(remote && {
      push: (branch: string) =>
        git('push', '--quiet', '--force', remote, `${branch}:refs/heads/${branch}`),
    }),
    ...(withGh && {
      isProposed: (branch: string) =>
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
            [
              'pr',
              'create',
              '--base',
              base,
              '--head',
              branch,
              '--title',
              title,
              '--body-file',
              '-',
            ],
            body,
          );
        } catch {
          throw new Error(
            `The branch ${branch} is pushed, but GitHub refused to open its pull request: allow it in Settings → Actions → General → Workflow permissions ("Allow GitHub Actions to create and approve pull requests"), or add a TEMPLATE_UPDATE_TOKEN secret (docs/deploy.md); or open it by hand from the branch.`,
          );
        }
      },
    }),
    ...(withGh &&
      repository && {
        releaseNotes: (release) => {
          if (!release.tagged) return '';
          try {
            return gh(
              ['release', 'view', release.name, '--repo', repository].concat([
                '--json',
                'body',
                '--jq',
                '.body',
              ]),
            );
          } catch {
            return ''; // a tag without a release page
          }
        },
      }),
  };
}

function report(result: UpdateResult, textFile: string, remote: string | undefined): number {
  switch (result.status) {
    case 'up-to-date':
      console.log(`Up to date with the template's ${result.release.name}.`);
      return 0;
    case 'already-proposed':
      console.log(
        `The template's ${result.release.name} is proposed already, on ${result.branch}.`,
      );
      return 0;
    case 'dry-run':
      console.log(
        `Dry run: nothing was changed. An update would bring the template's ${result.release.name} on ${result.branch}, proposed with this text:\n\n# ${result.request.title}\n\n${result.request.body}`,
      );
      return 0;
    case 'made': {
      writeFileSync(textFile, `# ${result.request.title}\n\n${result.request.body}\n`);
      const { branch, base } = result.request;
      keptAndSite(result);
      console.log(
        [
          `Made ${branch} with the template's ${result.release.name}; its pull request's text is in ${textFile}.`,
          remote
            ? `Pushed to ${remote}. Open a pull request from ${branch} into ${base} with that text (on GitHub: the branch's "Compare & pull request"; or gh pr create --base ${base} --head ${branch} --body-file ${textFile}).`
            : `To propose it: git push <your repository> ${branch}, then open a pull request from it into ${base} with that text (gh pr create --base ${base} --head ${branch} --body-file ${textFile}), or merge it here: git merge ${branch}.`,
        ].join('\n'),
      );
      return 0;
    }
    case 'proposed':
      console.log(`Proposed the template's ${result.release.name}: ${result.url}`);
      keptAndSite(result);
      // A pull request opened with the workflow's own token starts no workflow: start the
      // checks on its branch (docs/deploy.md).
      if (process.env.DISPATCH_CHECKS === 'true')
        gh(['workflow', 'run', 'ci.yml', '--ref', result.branch]);
      return 0;
  }
}

function keptAndSite(result: Extract<UpdateResult, { conflicts: unknown }>) {
  for (const conflict of result.conflicts) console.log(`  kept yours: ${conflict.path}`);
  const { site } = result;
  if (site && 'builds' in site && !site.builds)
    console.log(
      `  your site does not build with this release yet; the pull request's text says what to change:\n${site.said}`,
    );
}
