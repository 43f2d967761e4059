import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { GitHubSettings } from '../src/content/schema.ts';
import type { GitHubRepo } from '../src/features/projects/github-repo.ts';
import { loadGitHubRepos } from './github-repos.ts';

export const gitHubReposModule = 'virtual:github-repos';
const resolvedId = `\0${gitHubReposModule}`;
const devReuseMs = 60 * 60_000;

/**
 * Serves `virtual:github-repos`: the owner's GitHub repositories, fetched once when the site
 * builds (never by a visitor's browser). Fails soft: a warning, and the section is left out.
 * GITHUB_REPOS_SNAPSHOT (set by scripts/build.mjs) hands the client build's list to the server
 * build, so the prerendered page and the app show the same repositories.
 */
export function gitHubRepos(
  settings: GitHubSettings | undefined,
  env: Record<string, string | undefined>,
): Plugin {
  let repos: GitHubRepo[] = [];
  let cacheDir = '';
  let serving = false;
  return {
    name: 'portfolio-github-repos',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules/.cache/portfolio-github');
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === gitHubReposModule ? resolvedId : undefined;
    },
    async buildStart() {
      // Unit tests hand the screens repositories of their own.
      if (env.VITEST || !settings) return;
      const snapshot = env.GITHUB_REPOS_SNAPSHOT;
      if (this.environment.config.consumer === 'server' && snapshot) {
        const handed = await readFile(snapshot, 'utf8').catch(() => undefined);
        if (handed) {
          repos = JSON.parse(handed);
          return;
        }
      }
      const loaded = await loadGitHubRepos({
        settings,
        env,
        cacheDir,
        reuseFor: serving ? devReuseMs : 0,
      });
      repos = loaded.repos;
      if (loaded.warning) {
        if (env.GITHUB_ACTIONS === 'true') {
          console.log(`::warning title=GitHub repositories not fetched::${loaded.warning}`);
        }
        this.warn(loaded.warning);
      } else {
        this.info(`${repos.length} GitHub repositories of "${settings.user}" on Projects`);
      }
      if (snapshot) {
        await mkdir(dirname(snapshot), { recursive: true });
        await writeFile(snapshot, JSON.stringify(repos));
      }
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(repos)};` : undefined;
    },
  };
}
