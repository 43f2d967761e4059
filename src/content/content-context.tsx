import { createContext, useContext, type ReactNode } from 'react';
import { content as ownerContent } from './site-content';
import type { Dictionary } from '../i18n';
import type { Content } from './schema';
import { languageOf, textOf } from './text';

// The owner's content by default, so the pages need no provider; tests render other owners.
const ContentContext = createContext<Content>(ownerContent);

export function ContentProvider({ content, children }: { content: Content; children: ReactNode }) {
  return <ContentContext.Provider value={content}>{children}</ContentContext.Provider>;
}

/** What the site says about its owner: the screens read it here, never from the module. */
export function useContent(): Content {
  return useContext(ContentContext);
}

/** The interface's words in the owner's language (src/i18n/), with the owner's own over them. */
export function useText(): Dictionary {
  return textOf(useContext(ContentContext));
}

/** The owner's language tag, for dates and numbers. */
export function useLanguage(): string {
  return languageOf(useContext(ContentContext));
}
