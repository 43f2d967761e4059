/** The code hosts a project's source may be on, by their domain: the name their button says and
 * their icon (icons.svg). Any other host is named by its domain, with the code icon. */
const knownHosts = {
  'github.com': { name: 'GitHub', icon: 'github' },
  'gitlab.com': { name: 'GitLab', icon: 'gitlab' },
  'codeberg.org': { name: 'Codeberg', icon: 'codeberg' },
  'bitbucket.org': { name: 'Bitbucket', icon: 'code' },
  'sr.ht': { name: 'SourceHut', icon: 'code' },
} as const;

export type SourceHost = {
  name: string;
  icon: 'github' | 'gitlab' | 'codeberg' | 'code';
  /** Whether it is GitHub, which the interface's text (`sourceButton`) names. */
  gitHub: boolean;
};

export function sourceHostOf(url: string): SourceHost {
  let hostname = '';
  try {
    hostname = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    // A malformed address never passes the content's checks.
  }
  const known = Object.entries(knownHosts).find(
    ([domain]) => hostname === domain || hostname.endsWith(`.${domain}`),
  );
  if (known) return { ...known[1], gitHub: known[0] === 'github.com' };
  return { name: hostname || url, icon: 'code', gitHub: false };
}

/** What a project's source button says: the owner's own word for it where they gave one
 * (`text.sourceButton`), the interface's for GitHub, else the host's name. */
export function sourceLabel(url: string, interfaceWord: string, ownWord: string | undefined) {
  if (ownWord !== undefined) return ownWord;
  const host = sourceHostOf(url);
  return host.gitHub ? interfaceWord : host.name;
}
