// What the screens and the build both name of the pages written in Markdown (owner/projects/,
// owner/writing/; scripts/build/written-pages/): the build writes them, the screens link them.

/** The Atom feed of the articles written here, in each language's folder. */
export const feedFile = 'feed.xml';

/** An article written here links its page on this site, not another site's. */
export const isOwnPage = (url: string) => url.startsWith('/');

/**
 * The parts of a page's text that the build marks (scripts/build/written-pages/render-markdown.ts),
 * the page styles (src/features/written-page/) and its script works (src/start-up/copy-code.ts),
 * by their class.
 */
export const pageParts = {
  /** A heading and, beside it, its link to itself. */
  heading: 'heading',
  headingLink: 'heading-link',
  /** A code block's frame, where the script puts its copy button. */
  codeBlock: 'code-block',
  copyButton: 'copy-code',
  /** The live region that says the code was copied. */
  copyStatus: 'copy-status',
  /** A diagram drawn when the site built, and a formula set as a block. */
  diagram: 'diagram',
  mathBlock: 'math-block',
} as const;
