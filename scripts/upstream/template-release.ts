import { lines, succeeds, type Git } from './git.ts';

/** Where the template's refs are kept in the owner's checkout, apart from the owner's own (a dry
 * run keeps them elsewhere for its time only). */
export const templateRefs = 'refs/template';
const tagsRef = (refs: string) => `${refs}/tags`;
const headRef = (refs: string) => `${refs}/head`;

/** A release of the template: a tag named like v1.2.3, or its default branch if it has none. */
export type Release = {
  /** The tag (`v1.2.3`), or `main` (the default branch's name) when the template has no tag. */
  name: string;
  commit: string;
  /** Whether it is a tagged release (else the default branch at `commit`). */
  tagged: boolean;
  /** Where its refs were fetched to. */
  refs: string;
};

const versionPattern = /^v?(\d+)\.(\d+)\.(\d+)$/;

/** The newest of these tag names that read as a version (v1.2.3), by number, not by text. */
export function newestVersion(tags: readonly string[]): string | undefined {
  const versions = tags.flatMap((tag) => {
    const match = versionPattern.exec(tag);
    return match ? [{ tag, numbers: match.slice(1).map(Number) }] : [];
  });
  const order = (a: number[], b: number[]) =>
    a.reduce((found, value, at) => found || value - (b[at] ?? 0), 0);
  return versions.sort((a, b) => order(a.numbers, b.numbers)).at(-1)?.tag;
}

/** Fetches the template's tags and default branch into the checkout, under refs/template/. */
export function fetchTemplate(git: Git, templateUrl: string, refs = templateRefs): Release {
  git(
    'fetch',
    '--quiet',
    '--no-tags',
    '--force',
    templateUrl,
    `+refs/tags/*:${tagsRef(refs)}/*`,
    `+HEAD:${headRef(refs)}`,
  );
  const depth = refs.split('/').length + 1;
  const tags = lines(git('for-each-ref', `--format=%(refname:strip=${depth})`, tagsRef(refs)));
  const newest = newestVersion(tags);
  if (newest) {
    return {
      name: newest,
      commit: git('rev-parse', `${tagsRef(refs)}/${newest}^{commit}`),
      tagged: true,
      refs,
    };
  }
  const branch = defaultBranchName(git, templateUrl);
  return { name: branch, commit: git('rev-parse', headRef(refs)), tagged: false, refs };
}

/** Removes the refs a fetch left (a dry run's). */
export function forgetTemplate(git: Git, refs: string) {
  for (const ref of lines(git('for-each-ref', '--format=%(refname)', refs)))
    git('update-ref', '-d', ref);
}

function defaultBranchName(git: Git, templateUrl: string): string {
  try {
    const symref = git('ls-remote', '--symref', templateUrl, 'HEAD');
    return /ref: refs\/heads\/(\S+)\s+HEAD/.exec(symref)?.[1] ?? 'main';
  } catch {
    return 'main';
  }
}

/** The release's notes, as its tag's message holds them (an annotated tag), else none. */
export function tagMessage(git: Git, release: Release): string {
  if (!release.tagged) return '';
  const ref = `${tagsRef(release.refs)}/${release.name}`;
  if (git('cat-file', '-t', ref) !== 'tag') return '';
  return git('for-each-ref', '--format=%(contents:subject)%0a%0a%(contents:body)', ref);
}

/**
 * Makes a repository created with GitHub's "Use this template" (a first commit holding a copy of
 * the template's files, with none of its history) descend, for this merge, from the template's
 * commit it copied, so that only what changed since is merged. Returns how to undo it, or
 * nothing when there is no such commit (or the histories are already related).
 */
export function relateCopy(git: Git, release: Release): (() => void) | undefined {
  if (succeeds(git, 'merge-base', 'HEAD', release.commit)) return undefined;
  const roots = lines(git('rev-list', '--max-parents=0', 'HEAD'));
  const [root] = roots;
  if (!root || roots.length > 1) return undefined;
  const tree = git('rev-parse', `${root}^{tree}`);
  const copied = lines(git('log', '--format=%H %T', `--glob=${release.refs}/*`))
    .find((line) => line.endsWith(` ${tree}`))
    ?.split(' ')[0];
  if (!copied) return undefined;
  git('replace', '--graft', root, copied);
  return () => git('replace', '-d', root);
}

/** Whether the checkout already holds the release. */
export function holds(git: Git, release: Release): boolean {
  return succeeds(git, 'merge-base', '--is-ancestor', release.commit, 'HEAD');
}
