// What the app and the build both name of the pages written in Markdown (owner/projects/,
// owner/writing/; scripts/site/owner-pages/): the build writes them, the app links them.

/** The Atom feed of the articles written here, in each language's folder. */
export const feedFile = 'feed.xml';

/** An article written here links its page on this site, not another site's. */
export const isOwnPage = (url: string) => url.startsWith('/');
