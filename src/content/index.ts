export { content } from './content';
export type { Content, ExternalLink, ExternalLinkIcon, Job, Project } from './schema';
