import type { Content } from '../content';
import type { ContentImages, ProcessedImage } from '../content/processed-image';

function processed(path: string, width: number, height: number): ProcessedImage {
  const stem = path.replace(/^.*\//, '').replace(/\.\w+$/, '');
  const at = (format: string) =>
    `/portfolio/assets/${stem}-${width}w-test.${format} ${width}w, /portfolio/assets/${stem}-${width * 2}w-test.${format} ${width * 2}w`;
  return {
    width,
    height,
    src: `/portfolio/assets/${stem}-${width}w-test.webp`,
    sources: [
      { type: 'image/avif', srcSet: at('avif') },
      { type: 'image/webp', srcSet: at('webp') },
    ],
  };
}

/** What a build would make of the content's images (scripts/build/images/content-images.ts), for components. */
export function imagesFor(content: Content): ContentImages {
  return {
    ...(content.owner.photo && { photo: processed(content.owner.photo, 160, 160) }),
    projects: Object.fromEntries(
      content.projects
        .flatMap((project) => (project.image ? [project.image] : []))
        .map((path) => [path, processed(path, 480, 270)]),
    ),
  };
}
