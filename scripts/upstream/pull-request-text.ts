import type { Release } from './template-release.ts';

/** A file where the owner's change and the template's meet: kept as the owner's. */
export type Conflict = {
  path: string;
  /** One of the owner's (owner/, README.md): the template's version never replaces it. */
  owners: boolean;
  /** The template's commits that changed the file since the owner's last update. */
  templateCommits: string[];
};

/** The owner's site built with the release: whether it builds, and if not, what the build said
 * (its checks name the field and what to change). */
export type SiteCheck = { builds: true } | { builds: false; said: string } | { skipped: string };

type Details = {
  release: Release;
  templateRepository: string | undefined;
  /** The template's commit the owner's site was last up to date with, if related. */
  since: string | undefined;
  notes: string;
  commits: string[];
  conflicts: Conflict[];
  heldBack: string[];
  site?: SiteCheck | undefined;
};

const mostCommits = 50;

/** The pull request's title and body: what the release brings and what the owner must do. */
export function pullRequestText(details: Details): { title: string; body: string } {
  const { release, templateRepository: repository, since, conflicts, heldBack, site } = details;
  const name = release.tagged ? release.name : `${release.name} (${release.commit.slice(0, 7)})`;
  const github = repository && `https://github.com/${repository}`;
  const compare = github && since && `${github}/compare/${since.slice(0, 12)}...${release.commit}`;
  const sections = [
    `This brings in the template's ${release.tagged ? `release **${name}**` : `latest **${name}**`}${
      github ? ` from [${repository}](${github})` : ''
    }. The checks run on this pull request; merge it when they pass, and your site is published with the template's improvements.`,
  ];
  if (release.tagged && github)
    sections.push(`Release page: ${github}/releases/tag/${release.name}`);
  if (site) sections.push(siteSection(site));
  if (details.notes.trim()) sections.push(`## Release notes\n\n${details.notes.trim()}`);
  const shown = details.commits.slice(0, mostCommits).map((commit) => `- ${commit}`);
  if (details.commits.length > mostCommits)
    shown.push(
      `- … and ${details.commits.length - mostCommits} more${compare ? ` ([all changes](${compare}))` : ''}`,
    );
  if (shown.length > 0) sections.push(`## What changed\n\n${shown.join('\n')}`);

  const template = conflicts.filter((conflict) => !conflict.owners);
  if (template.length > 0) {
    const rows = template.map((conflict) => {
      const why = conflict.templateCommits.length
        ? conflict.templateCommits.map((commit) => `  - template: ${commit}`).join('\n')
        : '  - both sides added or changed it';
      return `- \`${conflict.path}\`\n${why}`;
    });
    sections.push(
      `## Files you changed that the template changed too\n\nYou edited these files of the template, and this release changes the same lines. They are **kept as you had them**, so your changes there stay as they are; the template's changes to them are not in this pull request yet:\n\n${rows.join('\n')}\n\nTo take them, compare your file with the template's${
        compare ? ` ([the template's changes](${compare}))` : ''
      } and edit it on this branch, or run \`git checkout ${release.commit.slice(0, 12)} -- <file>\` here to take the template's version whole (and then add back what was yours). A change of your own is best kept in \`owner/\`, which releases never touch (docs/make-it-yours.md).`,
    );
  }
  const samples = conflicts.filter((conflict) => conflict.owners);
  if (samples.length > 0) {
    sections.push(
      `## Your files, kept\n\nThese files are yours (\`owner/\` and your README). The template changed its own version of them; yours are kept as they are:\n\n${samples
        .map((conflict) => `- \`${conflict.path}\``)
        .join('\n')}`,
    );
  }
  if (heldBack.length > 0) {
    sections.push(
      `## Workflow changes to apply by hand\n\nGitHub does not let a workflow's own token change workflows, so these changes of the template are not in this pull request:\n\n${heldBack
        .map((path) => `- \`${path}\``)
        .join('\n')}\n\nCopy them from the template${
        github ? ` (${github}/tree/${release.name}/.github/workflows)` : ''
      }, or add a \`TEMPLATE_UPDATE_TOKEN\` secret (docs/deploy.md) and the next update brings them by itself.`,
    );
  }
  const notes = [
    site && 'builds' in site && !site.builds ? 'your site needs a change to build' : '',
    template.length > 0
      ? `${template.length} file${template.length > 1 ? 's' : ''} to look at`
      : '',
  ].filter(Boolean);
  const title = `Template update: ${name}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}`;
  return { title, body: sections.join('\n\n') };
}

/** Whether the owner's site builds with the release, said before they merge it. */
function siteSection(site: SiteCheck): string {
  if ('skipped' in site) return `## Your site with this release\n\nNot built here: ${site.skipped}`;
  if (site.builds)
    return '## Your site with this release\n\nYour site was built with this release, with your content, and it builds.';
  return `## Your site with this release: it does not build yet\n\nYour site was built with this release, with your content, and the build stops. **Merged as it is, your next publish would fail.** What the build says (it names what to change):\n\n\`\`\`text\n${site.said.trim()}\n\`\`\`\n\nMake that change on this branch (usually in \`owner/content.ts\`); the checks run again, and when they pass, merge.`;
}
