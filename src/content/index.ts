export { content } from './content';
export { ContentProvider, useContent } from './content-context';
export { ContentImagesProvider, useContentImages } from './content-images';
export type {
  Certification,
  Content,
  Education,
  ExternalLink,
  ExternalLinkIcon,
  Job,
  Project,
} from './schema';
