import { createContext, useContext, type ReactNode } from 'react';
import builtImages from 'virtual:content-images';
import type { ContentImages } from '../shared/processed-image';

// What the build made of the content's images by default; tests hand in their own.
const ContentImagesContext = createContext<ContentImages>(builtImages);

export function ContentImagesProvider({
  images,
  children,
}: {
  images: ContentImages;
  children: ReactNode;
}) {
  return <ContentImagesContext.Provider value={images}>{children}</ContentImagesContext.Provider>;
}

/** The owner's photo and the projects' images, as the build processed them. */
export function useContentImages(): ContentImages {
  return useContext(ContentImagesContext);
}
