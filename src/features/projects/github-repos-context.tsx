import { createContext, useContext, type ReactNode } from 'react';
import builtRepos from 'virtual:github-repos';
import type { GitHubRepo } from './github-repo';

// What the build fetched by default; tests hand in repositories of their own.
const GitHubReposContext = createContext<readonly GitHubRepo[]>(builtRepos);

export function GitHubReposProvider({
  repos,
  children,
}: {
  repos: readonly GitHubRepo[];
  children: ReactNode;
}) {
  return <GitHubReposContext.Provider value={repos}>{children}</GitHubReposContext.Provider>;
}

export function useGitHubRepos(): readonly GitHubRepo[] {
  return useContext(GitHubReposContext);
}
