import { execFileSync } from 'node:child_process';

/** Runs git in a checkout and returns what it printed, trimmed; throws with git's own message. */
export type Git = (...args: string[]) => string;

export function gitIn(cwd: string): Git {
  return (...args) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    }).trim();
}

/** Whether a git command succeeds (a check such as `merge-base --is-ancestor`). */
export function succeeds(git: Git, ...args: string[]): boolean {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
}

/** Lines of git's output, without empty ones. */
export const lines = (output: string) => output.split('\n').filter(Boolean);
