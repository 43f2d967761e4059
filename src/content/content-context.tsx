import { createContext, useContext, type ReactNode } from 'react';
import { content as ownerContent } from './content';
import type { Content } from './schema';

// The owner's content by default, so the app needs no provider; tests render other owners.
const ContentContext = createContext<Content>(ownerContent);

export function ContentProvider({ content, children }: { content: Content; children: ReactNode }) {
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>;
}

/** What the site says about its owner: the screens read it here, never from the module. */
export function useContent(): Content {
  return useContext(ContentContext);
}
