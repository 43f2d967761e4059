// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { otherOwner } from '../../../src/test/other-owner';
import { loadGitHubRepos, nextPage } from './github-repos';
import { standInShown, startGitHubStandIn } from '../../test-support/github-stand-in.mjs';

const settings = otherOwner.github!;
let cacheDir: string;
let standIns: { close: () => Promise<void> }[] = [];

async function standIn(options?: Parameters<typeof startGitHubStandIn>[0]) {
  const started = await startGitHubStandIn(options);
  standIns.push(started);
  return started;
}

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'github-repos-'));
});

afterEach(async () => {
  await Promise.all(standIns.map((started) => started.close()));
  standIns = [];
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('fetching the owner’s repositories at build time', () => {
  it('keeps the right ones, most stars first, then the latest push, at most max', async () => {
    const api = await standIn();
    const { repos, warning } = await loadGitHubRepos({
      settings,
      env: { GITHUB_API_URL: api.url },
      cacheDir,
    });
    expect(warning).toBeUndefined();
    // Forks, archived ones and the excluded one (named in another letter case) are left out.
    expect(repos.map((repo) => repo.name)).toEqual(standInShown);
    expect(repos[0]).toEqual({
      name: 'pager-calm',
      description: 'Groups alerts into incidents so that one outage wakes one person, once.',
      language: 'Go',
      stars: 1234,
      topics: ['alerting', 'sre', 'prometheus'],
      url: 'https://github.com/mfoc/pager-calm',
      homepage: 'https://pager-calm.example.org/',
      pushedAt: '2026-07-01T00:00:00Z',
    });
    // A homepage written without its scheme is still a demo; an empty one is none.
    expect(repos[2]!.homepage).toBe('https://slo-report.example.org/');
    expect(repos[3]).toEqual({
      name: 'tiny-cli',
      stars: 9,
      topics: [],
      url: 'https://github.com/mfoc/tiny-cli',
      pushedAt: '2026-08-01T00:00:00Z',
    });
  });

  it('follows every page of the listing', async () => {
    const api = await standIn({ perPage: 2 });
    await loadGitHubRepos({ settings, env: { GITHUB_API_URL: api.url }, cacheDir });
    expect(api.requests.map((request) => request.path)).toEqual([
      '/users/mfoc/repos?type=owner&sort=pushed&per_page=100',
      ...[2, 3, 4, 5].map(
        (page) => `/users/mfoc/repos?type=owner&sort=pushed&per_page=100&page=${page}`,
      ),
    ]);
  });

  it('shows all of them up to the default of six when no max is set', async () => {
    const api = await standIn();
    const { repos } = await loadGitHubRepos({
      settings: { user: 'mfoc' },
      env: { GITHUB_API_URL: api.url },
      cacheDir,
    });
    expect(repos.map((repo) => repo.name)).toEqual([
      'pager-calm',
      'dotfiles',
      'chaos-garden',
      'slo-report',
      'tiny-cli',
      'kube-lint',
    ]);
  });

  it('sends GITHUB_TOKEN when it is set, and no credentials otherwise', async () => {
    const api = await standIn();
    await loadGitHubRepos({ settings, env: { GITHUB_API_URL: api.url }, cacheDir });
    await loadGitHubRepos({
      settings,
      env: { GITHUB_API_URL: api.url, GITHUB_TOKEN: 'ghs_build' },
      cacheDir,
    });
    const sent = api.requests.map((request) => request.authorization);
    expect(sent.filter((value) => value === undefined)).toHaveLength(sent.length / 2);
    expect(sent.filter((value) => value === 'Bearer ghs_build')).toHaveLength(sent.length / 2);
  });

  it('fetches nothing when the owner has no GitHub setting', async () => {
    const api = await standIn();
    const loaded = await loadGitHubRepos({
      settings: undefined,
      env: { GITHUB_API_URL: api.url },
      cacheDir,
    });
    expect(loaded).toEqual({ repos: [] });
    expect(api.requests).toEqual([]);
  });
});

describe('when GitHub cannot answer, the build goes on without the section and says why', () => {
  it('on a rate limit, suggesting a token', async () => {
    const api = await standIn({ answer: 'rate-limited' });
    const { repos, warning } = await loadGitHubRepos({
      settings,
      env: { GITHUB_API_URL: api.url },
      cacheDir,
    });
    expect(repos).toEqual([]);
    expect(warning).toMatch(/rate limit is used up until \d\d:\d\d UTC; set GITHUB_TOKEN/);
    expect(warning).toMatch(/without its "Open source on GitHub" section/);
  });

  it('when the API cannot be reached', async () => {
    const api = await standIn();
    await api.close();
    const { repos, warning } = await loadGitHubRepos({
      settings,
      env: { GITHUB_API_URL: api.url },
      cacheDir,
    });
    expect(repos).toEqual([]);
    expect(warning).toMatch(/could not be reached/);
  });

  it('for an unknown user and an answer that is not a list of repositories', async () => {
    const missing = await standIn({ answer: 'not-found' });
    const garbled = await standIn({ answer: 'garbled' });
    const env = (api: { url: string }) => ({ GITHUB_API_URL: api.url });
    expect((await loadGitHubRepos({ settings, env: env(missing), cacheDir })).warning).toMatch(
      /GitHub has no user or organisation "mfoc"/,
    );
    expect((await loadGitHubRepos({ settings, env: env(garbled), cacheDir })).warning).toMatch(
      /answered with something unexpected/,
    );
  });

  it('with the last good answer when one is kept', async () => {
    const api = await standIn();
    const env = { GITHUB_API_URL: api.url };
    await loadGitHubRepos({ settings, env, cacheDir });
    await api.close();
    const { repos, warning } = await loadGitHubRepos({ settings, env, cacheDir });
    expect(repos.map((repo) => repo.name)).toEqual(standInShown);
    expect(warning).toMatch(/could not be reached.*using the answer kept from \d{4}-\d\d-\d\d/);
  });
});

it('reads the next page from a Link header', () => {
  expect(
    nextPage(
      '<https://api.github.com/user/1/repos?page=2>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"',
    ),
  ).toBe('https://api.github.com/user/1/repos?page=2');
  expect(nextPage('<https://api.github.com/user/1/repos?page=1>; rel="first"')).toBeUndefined();
  expect(nextPage(null)).toBeUndefined();
});
