export { content } from './content';
export { ContentProvider, useContent } from './content-context';
export type { Content, ExternalLink, ExternalLinkIcon, Job, Project } from './schema';
