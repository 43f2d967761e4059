import built from 'virtual:build-data';
import { content as written } from '../../owner/content';
import type { Article, Content } from './schema';

/** The content with the articles the build read from the owner's feeds, merged with the
 * hand-listed ones and those written here (scripts/build/build-data/build-data.ts); as written where the
 * build read none. */
export function withArticles(content: Content, articles: readonly Article[] | undefined): Content {
  if (!articles) return content;
  return { ...content, writing: { ...content.writing, articles: [...articles] } };
}

/** The owner's content as the site shows it. */
export const content = withArticles(written, built.articles);
