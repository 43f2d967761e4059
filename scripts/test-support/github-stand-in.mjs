// A local stand-in for GitHub's REST API (`GET /users/{user}/repos`, paged with a `Link`
// header), so that no test reaches GitHub. Used by the unit tests of the fetch and by the browser
// suite's builds (scripts/test-support/run-e2e.mjs, e2e/a-fork.spec.ts).
import { createServer } from 'node:http';

function repo(name, fields = {}) {
  return {
    name,
    full_name: `mfoc/${name}`,
    html_url: `https://github.com/mfoc/${name}`,
    description: `${name}: a stand-in repository.`,
    language: 'Go',
    stargazers_count: 0,
    topics: [],
    homepage: null,
    fork: false,
    archived: false,
    private: false,
    pushed_at: '2026-01-01T00:00:00Z',
    ...fields,
  };
}

/**
 * The user's repositories as GitHub lists them (by latest push): a fork and an archived one with
 * the most stars, one the owner excludes, a tie on stars, and more than `max` (4) to keep.
 */
export const standInRepos = [
  repo('notes', { stargazers_count: 0, pushed_at: '2026-11-01T00:00:00Z', language: 'Markdown' }),
  repo('kube-lint', { stargazers_count: 7, pushed_at: '2026-10-20T00:00:00Z' }),
  repo('chaos-garden', {
    description: 'Small, safe chaos experiments for staging clusters.',
    language: 'TypeScript',
    stargazers_count: 45,
    topics: ['chaos-engineering', 'kubernetes'],
    pushed_at: '2026-09-12T00:00:00Z',
  }),
  repo('upstream-fork', { fork: true, stargazers_count: 9000 }),
  repo('tiny-cli', {
    description: null,
    language: null,
    stargazers_count: 9,
    homepage: '',
    pushed_at: '2026-08-01T00:00:00Z',
  }),
  repo('dotfiles', { stargazers_count: 300, language: 'Shell' }),
  repo('pager-calm', {
    description: 'Groups alerts into incidents so that one outage wakes one person, once.',
    stargazers_count: 1234,
    topics: ['alerting', 'sre', 'prometheus'],
    homepage: 'https://pager-calm.example.org/',
    pushed_at: '2026-07-01T00:00:00Z',
  }),
  repo('old-dashboard', { archived: true, stargazers_count: 500 }),
  repo('slo-report', {
    description: 'A weekly SLO report from any Prometheus, as a static page.',
    language: 'Rust',
    stargazers_count: 45,
    topics: ['slo'],
    homepage: 'slo-report.example.org',
    pushed_at: '2026-03-03T00:00:00Z',
  }),
];

/** What a page of the site shows for the stand-in's user with `max: 4, exclude: ['DotFiles']`. */
export const standInShown = ['pager-calm', 'chaos-garden', 'slo-report', 'tiny-cli'];

/**
 * Starts the stand-in on a free port. `answer`: 'repos' (the default), 'rate-limited' (403 with
 * an exhausted limit, as GitHub answers), 'not-found', or 'garbled'. `perPage` is small so that
 * every listing spans several pages.
 * @param {{ repos?: object[], perPage?: number, answer?: 'repos' | 'rate-limited' | 'not-found' | 'garbled' }} [options]
 * @returns {Promise<{ url: string, requests: { path: string, authorization: string | undefined }[], close: () => Promise<void> }>}
 */
export function startGitHubStandIn({ repos = standInRepos, perPage = 3, answer = 'repos' } = {}) {
  /** @type {{ path: string, authorization: string | undefined }[]} */
  /** @type {{ path: string, authorization: string | undefined }[]} */
  const requests = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    requests.push({
      path: url.pathname + url.search,
      authorization: request.headers.authorization,
    });
    const json = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const user = /^\/users\/([^/]+)\/repos$/.exec(url.pathname)?.[1];
    if (!user || answer === 'not-found') return json(404, { message: 'Not Found' });
    if (answer === 'rate-limited') {
      return json(
        403,
        { message: 'API rate limit exceeded for 127.0.0.1.' },
        {
          'x-ratelimit-limit': '60',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': '1795000000',
        },
      );
    }
    if (answer === 'garbled') return json(200, { message: 'not a list' });
    const page = Number(url.searchParams.get('page') ?? '1');
    const pages = Math.max(1, Math.ceil(repos.length / perPage));
    const link = (n, rel) => {
      const next = new URL(url);
      next.host = request.headers.host ?? next.host;
      next.protocol = 'http:';
      next.searchParams.set('page', String(n));
      return `<${next.href}>; rel="${rel}"`;
    };
    const links = [];
    if (page < pages) links.push(link(page + 1, 'next'), link(pages, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    json(
      200,
      repos.slice((page - 1) * perPage, page * perPage),
      links.length ? { link: links.join(', ') } : {},
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
