import { join } from 'node:path';
import { z } from 'zod';
import type { GitHubSettings } from '../../../src/content/schema.ts';
import type { GitHubRepo } from '../../../src/content/github-repo.ts';
import { keep, keptAt, readKept } from './kept-answers.ts';

export const defaultApiUrl = 'https://api.github.com';
export const defaultMax = 6;
const requestTimeoutMs = 15_000;
// 10 pages of 100: more public repositories than anyone shows, and a bound on a looping API.
const maxPages = 10;

const apiRepoSchema = z.object({
  name: z.string().min(1),
  html_url: z.url({ protocol: /^https?$/ }),
  description: z.string().nullish(),
  language: z.string().nullish(),
  stargazers_count: z.number(),
  topics: z.array(z.string()).optional(),
  homepage: z.string().nullish(),
  fork: z.boolean(),
  archived: z.boolean().optional(),
  disabled: z.boolean().optional(),
  private: z.boolean().optional(),
  pushed_at: z.string().nullish(),
});
type ApiRepo = z.infer<typeof apiRepoSchema>;

/** Why the repositories could not be fetched, worded for the owner reading the build's output. */
export class GitHubUnavailable extends Error {}

type FetchOptions = {
  user: string;
  apiUrl?: string;
  token?: string;
  fetch?: typeof globalThis.fetch;
};

/** The user's public repositories that are neither forks nor archived, every page of them. */
export async function fetchPublicRepos({
  user,
  apiUrl = defaultApiUrl,
  token,
  fetch = globalThis.fetch,
}: FetchOptions): Promise<GitHubRepo[]> {
  const headers: Record<string, string> = {
    Accept: 'application/vnd.github+json',
    'X-GitHub-Api-Version': '2022-11-28',
    'User-Agent': 'portfolio-site-build',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const base = apiUrl.replace(/\/+$/, '');
  let next: string | undefined =
    `${base}/users/${encodeURIComponent(user)}/repos?type=owner&sort=pushed&per_page=100`;
  const found: ApiRepo[] = [];
  for (let page = 0; next && page < maxPages; page += 1) {
    const response = await get(next, headers, fetch, base);
    if (!response.ok) throw new GitHubUnavailable(await describeFailure(response, user, token));
    const parsed = z.array(apiRepoSchema).safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) {
      throw new GitHubUnavailable(`GitHub's API (${base}) answered with something unexpected`);
    }
    found.push(...parsed.data);
    next = nextPage(response.headers.get('link'));
  }
  return found
    .filter((repo) => !repo.fork && !repo.archived && !repo.disabled && !repo.private)
    .map(toRepo);
}

async function get(
  url: string,
  headers: Record<string, string>,
  fetch: typeof globalThis.fetch,
  base: string,
) {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(requestTimeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new GitHubUnavailable(
      `GitHub's API (${base}) could not be reached: the request ${reason}`,
    );
  }
}

async function describeFailure(response: Response, user: string, token?: string) {
  const rateLimited =
    response.status === 429 ||
    (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0');
  if (rateLimited) {
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    const when = Number.isFinite(reset) && reset > 0 ? ` until ${resetTime(reset)}` : '';
    return (
      `GitHub's API rate limit is used up${when}` +
      (token ? '' : '; set GITHUB_TOKEN to raise it (the deploy workflow passes its own)')
    );
  }
  if (response.status === 404) return `GitHub has no user or organisation "${user}"`;
  if (response.status === 401) return 'GitHub refused GITHUB_TOKEN (401): it is wrong or expired';
  return `GitHub's API answered ${response.status} ${response.statusText}`.trim();
}

function resetTime(epochSeconds: number) {
  return `${new Date(epochSeconds * 1000).toISOString().slice(11, 16)} UTC`;
}

/** The `rel="next"` address of a `Link` header, as GitHub pages its lists. */
export function nextPage(link: string | null): string | undefined {
  return link
    ?.split(',')
    .map((part) => /<([^>]+)>\s*;\s*rel="?next"?/.exec(part)?.[1])
    .find(Boolean);
}

function toRepo(repo: ApiRepo): GitHubRepo {
  return {
    name: repo.name,
    url: repo.html_url,
    stars: repo.stargazers_count,
    topics: repo.topics ?? [],
    ...(repo.description?.trim() && { description: repo.description.trim() }),
    ...(repo.language && { language: repo.language }),
    ...(homepageUrl(repo.homepage) && { homepage: homepageUrl(repo.homepage) }),
    ...(repo.pushed_at && { pushedAt: repo.pushed_at }),
  };
}

/** GitHub takes any text as a homepage; only a web address (with or without its scheme) is a demo. */
function homepageUrl(homepage: string | null | undefined): string | undefined {
  const text = homepage?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    return /^https?:$/.test(url.protocol) && url.hostname.includes('.') ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The ones to show: not excluded, most stars first (then the latest push), at most `max`. */
export function pickRepos(
  repos: readonly GitHubRepo[],
  { exclude = [], max = defaultMax }: Pick<GitHubSettings, 'exclude' | 'max'>,
): GitHubRepo[] {
  // GitHub's repository names are case-insensitive.
  const excluded = new Set(exclude.map((name) => name.toLowerCase()));
  return repos
    .filter((repo) => !excluded.has(repo.name.toLowerCase()))
    .slice()
    .sort(
      (a, b) =>
        b.stars - a.stars ||
        (b.pushedAt ?? '').localeCompare(a.pushedAt ?? '') ||
        a.name.localeCompare(b.name),
    )
    .slice(0, max);
}

type LoadOptions = {
  settings: GitHubSettings | undefined;
  env: Record<string, string | undefined>;
  /** Where the last good answer is kept, per user and API. */
  cacheDir: string;
  /** Use a kept answer younger than this instead of asking again (the dev server's restarts). */
  reuseFor?: number;
  fetch?: typeof globalThis.fetch;
};

type Loaded = { repos: GitHubRepo[]; warning?: string };

/**
 * The repositories to show, never failing: when GitHub cannot answer, the last good answer kept
 * for this user, else none, with one warning saying why.
 */
export async function loadGitHubRepos({
  settings,
  env,
  cacheDir,
  reuseFor = 0,
  fetch,
}: LoadOptions): Promise<Loaded> {
  if (!settings) return { repos: [] };
  const apiUrl = env.GITHUB_API_URL || defaultApiUrl;
  const kept = join(cacheDir, `${cacheKey(apiUrl, settings.user)}.json`);
  const last = await readKept<GitHubRepo>(kept);
  if (last && Date.now() - last.fetchedAt < reuseFor) {
    return { repos: pickRepos(last.answer, settings) };
  }
  try {
    const repos = await fetchPublicRepos({
      user: settings.user,
      apiUrl,
      token: env.GITHUB_TOKEN,
      fetch,
    });
    await keep(kept, repos);
    return { repos: pickRepos(repos, settings) };
  } catch (error) {
    if (!(error instanceof GitHubUnavailable)) throw error;
    const fallback = last
      ? `using the answer kept from ${keptAt(last)}`
      : 'building Projects without its "Open source on GitHub" section';
    return {
      repos: last ? pickRepos(last.answer, settings) : [],
      warning: `GitHub repositories of "${settings.user}" not fetched: ${error.message}; ${fallback}.`,
    };
  }
}

function cacheKey(apiUrl: string, user: string) {
  return `${apiUrl}|${user.toLowerCase()}`.replace(/[^a-z0-9.-]+/gi, '_');
}
