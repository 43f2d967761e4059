import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The template as git fetches it, and its GitHub owner/name when it is on GitHub (for links to
 * its releases and changes). */
export type TemplateAddress = { url: string; repository?: string };

const gitHubName = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
const gitHubUrl = /^(?:https:\/\/|git@|ssh:\/\/git@)github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/;

/**
 * Where the template is, as an owner may write it: a GitHub owner/name, any address git fetches
 * from (https, ssh, file://), or a folder on this machine (a clone of the template). A folder that
 * exists wins over a GitHub name of the same shape.
 */
export function templateAddress(written: string, cwd = process.cwd()): TemplateAddress {
  const value = written.trim();
  if (existsSync(resolve(cwd, value))) return { url: resolve(cwd, value) };
  if (gitHubName.test(value))
    return {
      url: `https://github.com/${value.replace(/\.git$/, '')}.git`,
      repository: value.replace(/\.git$/, ''),
    };
  const onGitHub = gitHubUrl.exec(value)?.[1];
  return onGitHub ? { url: value, repository: onGitHub } : { url: value };
}
