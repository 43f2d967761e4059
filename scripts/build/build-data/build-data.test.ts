// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildData } from '../../../src/content/build-data';
import type { Content } from '../../../src/content/schema';
import { otherOwner } from '../../../src/test/other-owner';
import { startFeedStandIn } from '../../test-support/feed-stand-in.mjs';
import { standInShown, startGitHubStandIn } from '../../test-support/github-stand-in.mjs';
import { noBuildData } from './build-data';
import { buildData, buildDataModule } from './build-data-plugin';

// The fixture owner's GitHub and feeds, without images (their processing is tested apart).
const owner: Content = {
  ...otherOwner,
  owner: { ...otherOwner.owner, photo: undefined },
  projects: otherOwner.projects.map((project) => ({ ...project, image: undefined })),
};

type Hooks = {
  configResolved(config: Partial<ResolvedConfig>): void;
  resolveId(id: string): string | undefined;
  buildStart(this: object): Promise<void>;
  load(id: string): string | undefined;
};

let root: string;
let closers: (() => Promise<void>)[] = [];
const ownersFolder = process.env.PORTFOLIO_OWNER;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-data-'));
  // The fixture's folder, empty: not the repository owner's case studies and articles.
  process.env.PORTFOLIO_OWNER = root;
});
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
  rmSync(root, { recursive: true, force: true });
  if (ownersFolder === undefined) delete process.env.PORTFOLIO_OWNER;
  else process.env.PORTFOLIO_OWNER = ownersFolder;
});

async function standIns() {
  const gitHub = await startGitHubStandIn();
  const feeds = await startFeedStandIn();
  let open = true;
  const close = async () => {
    if (open) await gitHub.close();
    open = false;
  };
  closers.push(close);
  closers.push(feeds.close);
  return {
    gitHub: { ...gitHub, close },
    env: { GITHUB_API_URL: gitHub.url, FEED_STAND_IN_URL: feeds.url },
  };
}

/** One `npm run build`: the browser build, then the server build, with one plugin instance as
 * Vite shares it; what each build's `virtual:build-data` exports, and the warnings given. */
async function build(env: Record<string, string>) {
  const plugin = buildData({ current: owner, packs: {} }, env) as unknown as Hooks;
  plugin.configResolved({ root, publicDir: join(root, 'public'), base: '/', command: 'build' });
  const warnings: string[] = [];
  const exported: BuildData[] = [];
  for (const consumer of ['client', 'server']) {
    await plugin.buildStart.call({
      environment: { config: { consumer } },
      warn: (message: string) => warnings.push(message),
      info: () => {},
      error: (message: string) => {
        throw new Error(message);
      },
      emitFile: () => {},
    });
    const module = plugin.load(plugin.resolveId(buildDataModule) ?? '') ?? '';
    exported.push(JSON.parse(/^export default (.*);$/s.exec(module)?.[1] ?? 'null') as BuildData);
  }
  return { exported, warnings };
}

describe('the build’s data, one channel for both builds', () => {
  it('loads once: the server build renders what the browser build fetched', async () => {
    const { gitHub, env } = await standIns();
    const { exported, warnings } = await build(env);
    const [browser, server] = exported;
    expect(warnings).toEqual([]);
    expect(browser?.gitHubRepos.map((repo) => repo.name)).toEqual(standInShown);
    expect(browser?.articles?.length).toBeGreaterThan(owner.writing?.articles?.length ?? 0);
    expect(server).toEqual(browser);
    const asked = gitHub.requests.length;
    expect(asked).toBeGreaterThan(0);
    // The server build asked nothing more: one listing, its pages once each.
    expect(new Set(gitHub.requests.map((request) => request.path)).size).toBe(asked);
  });

  it('fails soft: a service that fails gives one warning and its last good answer', async () => {
    const { gitHub, env } = await standIns();
    const good = await build(env);
    await gitHub.close(); // GitHub's API, at the same address, no longer answers
    const { exported, warnings } = await build(env);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not fetched: .*using the answer kept from/);
    expect(exported[0]?.gitHubRepos).toEqual(good.exported[0]?.gitHubRepos);
    expect(exported[1]).toEqual(exported[0]);
  });

  it('leaves unit tests their own data: nothing asked, nothing fetched', async () => {
    const { gitHub, env } = await standIns();
    const { exported } = await build({ ...env, VITEST: 'true' });
    expect(gitHub.requests).toEqual([]);
    expect(exported[0]).toEqual(noBuildData);
  });
});
