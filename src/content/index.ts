export { content } from './site-content';
export { ContentProvider, useContent, useLanguage, useText } from './content-context';
export { BuildDataProvider, useBuildData, useSiteLanguages, type BuildData } from './build-data';
export type { GitHubRepo } from './github-repo';
export { directionOfContent, languageOf, textOf } from './text';
export type {
  Certification,
  Content,
  Education,
  ExternalLink,
  ExternalLinkIcon,
  Job,
  Project,
} from './schema';
