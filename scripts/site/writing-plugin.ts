import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { Article } from '../../src/content/schema.ts';
import { handOff, takeOver } from './build-handoff.ts';
import type { OwnerContent } from './owner-content.ts';
import { loadArticles } from './writing.ts';

export const writingModule = 'virtual:writing';
const resolvedId = `\0${writingModule}`;
const devReuseMs = 60 * 60_000;

/**
 * Serves `virtual:writing`: the Writing screen's articles, the owner's feeds read once when the
 * site builds and merged with the hand-listed ones (src/content/site-content.ts puts them in the
 * content). A feed that fails gives one warning (also a GitHub Actions annotation) and its last
 * good answer. The server build prerenders the articles the client build read.
 */
export function writing(owner: OwnerContent, env: Record<string, string | undefined>): Plugin {
  let articles: Article[] | undefined;
  let cacheDir = '';
  let serving = false;
  return {
    name: 'portfolio-writing',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules/.cache/portfolio-writing');
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === writingModule ? resolvedId : undefined;
    },
    async buildStart() {
      // Unit tests render the hand-listed articles of the content they are given.
      const settings = owner.current.writing;
      if (env.VITEST || !settings) return;
      if (this.environment.config.consumer === 'server') {
        articles = await takeOver<Article[]>(env, 'writing');
        if (articles) return;
      }
      const loaded = await loadArticles({
        settings,
        cacheDir,
        reuseFor: serving ? devReuseMs : 0,
        standIn: env.FEED_STAND_IN_URL,
      });
      articles = loaded.articles;
      for (const warning of loaded.warnings) {
        if (env.GITHUB_ACTIONS === 'true') console.log(`::warning title=Feed not read::${warning}`);
        this.warn(warning);
      }
      if (loaded.warnings.length === 0)
        this.info(`${articles.length} articles on the Writing screen`);
      await handOff(env, 'writing', articles);
    },
    load(id) {
      return id === resolvedId ? `export default ${JSON.stringify(articles)};` : undefined;
    },
  };
}
