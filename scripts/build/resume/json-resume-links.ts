// A JSON Resume's addresses as the site takes them: a profile's icon by its network's name or
// host, a profile given by username at its network's address, an address without its scheme.
import type { ExternalLinkIcon } from '../../../src/content/schema.ts';

/** The link icons the site draws, by the names networks go by in JSON Resume, and by the hosts
 * of their profiles' addresses. */
export const networkIcons: [name: RegExp, host: RegExp, ExternalLinkIcon][] = [
  [/github/i, /(^|\.)github\.com$/i, 'github'],
  [/gitlab/i, /(^|\.)gitlab\.com$/i, 'gitlab'],
  [/codeberg/i, /(^|\.)codeberg\.org$/i, 'codeberg'],
  [/linkedin/i, /(^|\.)linkedin\.com$/i, 'linkedin'],
  [/leetcode/i, /(^|\.)leetcode\.(com|cn)$/i, 'leetcode'],
  [/^(x|twitter)$/i, /(^|\.)(twitter|x)\.com$/i, 'x'],
  [/bluesky|bsky/i, /(^|\.)bsky\.(app|social)$/i, 'bluesky'],
  [/mastodon/i, /mastodon/i, 'mastodon'],
  [/stack\s*overflow/i, /(^|\.)stackoverflow\.com$/i, 'stackoverflow'],
  [/medium/i, /(^|\.)medium\.com$/i, 'medium'],
  [/^dev(\.to)?$/i, /^(www\.)?dev\.to$/i, 'devto'],
  [/youtube/i, /(^|\.)(youtube\.com|youtu\.be)$/i, 'youtube'],
];

/** Where a known network keeps a username's profile: for profiles given by name only, and the
 * username of a profile's address (./to-json-resume.ts). */
export const profileAddresses: Partial<Record<ExternalLinkIcon, string>> = {
  github: 'https://github.com/',
  gitlab: 'https://gitlab.com/',
  codeberg: 'https://codeberg.org/',
  linkedin: 'https://www.linkedin.com/in/',
  x: 'https://x.com/',
  leetcode: 'https://leetcode.com/u/',
  devto: 'https://dev.to/',
  medium: 'https://medium.com/@',
};

/** The host of an address, with or without its scheme ("dev.to/kwz"). */
export function hostOf(url?: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`).hostname;
  } catch {
    return undefined;
  }
}

const isWeb = (url?: string): url is string => !!url && /^https?:\/\//i.test(url);

/** A web address as the site needs it: "example.com/x" becomes "https://example.com/x". */
export function webAddress(url?: string): string | undefined {
  const address = url?.trim() ?? '';
  if (isWeb(address)) return address;
  return /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(address) ? `https://${address}` : undefined;
}

export const isRepository = (url?: string) =>
  !!url && /github\.com|gitlab\.com|codeberg\.org|bitbucket\.org/i.test(url);
