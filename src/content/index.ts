export { content } from './site-content';
export { ContentProvider, useContent, useLanguage, useText } from './content-context';
export { ContentImagesProvider, useContentImages } from './content-images';
export { languageOf, textOf } from './text';
export type {
  Certification,
  Content,
  Education,
  ExternalLink,
  ExternalLinkIcon,
  Job,
  Project,
} from './schema';
