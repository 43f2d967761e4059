import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { GitHubSettings } from '../../src/content/schema.ts';
import type { GitHubRepo } from '../../src/features/projects/github-repo.ts';
import { handOff, takeOver } from './build-handoff.ts';
import { loadGitHubRepos } from './github-repos.ts';

export const gitHubReposModule = 'virtual:github-repos';
const resolvedId = `\0${gitHubReposModule}`;
const devReuseMs = 60 * 60_000;

/**
 * Serves `virtual:github-repos`: the owner's GitHub repositories, fetched once when the site
 * builds (never by a visitor's browser). Fails soft: a warning, and the section is left out.
 * The server build prerenders the list the client build fetched.
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
      if (this.environment.config.consumer === 'server') {
        const handed = await takeOver<GitHubRepo[]>(env, 'github-repos');
        if (handed) {
          repos = handed;
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
      await handOff(env, 'github-repos', repos);
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(repos)};` : undefined;
    },
  };
}
