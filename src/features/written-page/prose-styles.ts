import { pageParts } from '../../content/own-pages';
import { listNumbering } from '../../i18n';
import { visuallyHiddenSx } from '../../shared/visually-hidden';
import { colorSchemeAttribute, measure, radius, type Scheme } from '../../theme';

/** The other scheme's code colours, which Shiki wrote as CSS variables (--shiki-light or
 * --shiki-dark), where the visitor switches to it (the attribute src/start-up/scheme.ts sets). */
function otherSchemeCode(shown: Scheme) {
  const other = shown === 'dark' ? 'light' : 'dark';
  return {
    // `html`, not `:root`: a selector that starts with a colon is read as the element's own.
    [`html[${colorSchemeAttribute}="${other}"] & :is(.shiki, .shiki span)`]: {
      color: `var(--shiki-${other}) !important`,
      backgroundColor: `var(--shiki-${other}-bg) !important`,
      fontStyle: `var(--shiki-${other}-font-style) !important`,
    },
  };
}

/** Below the phone's top bar, a heading a link leads to is not hidden under it. */
const headingScrollMargin = { xs: 9, sm: 3 };

/** A heading and its link to itself, shown where the pointer or the focus is (always on a touch
 * screen, which has no pointer over it). */
const headings = {
  [`& .${pageParts.heading}`]: {
    display: 'flex',
    alignItems: 'baseline',
    columnGap: 1,
    maxWidth: measure(75),
    mt: 5,
    mb: 2,
    '&:has(> :is(h3, h4, h5, h6))': { mt: 4, mb: 1.5 },
    '& > :is(h1, h2, h3, h4, h5, h6)': { m: 0, scrollMarginTop: headingScrollMargin },
  },
  '& h1, & h2': { typography: 'h2', mt: 5, mb: 2 },
  '& h3, & h4, & h5, & h6': { typography: 'h3', mt: 4, mb: 1.5 },
  [`& .${pageParts.headingLink}`]: {
    flexShrink: 0,
    color: 'text.secondary',
    textDecoration: 'none',
    opacity: 0,
    '&:hover': { color: 'primary.main' },
    '&:focus-visible': { opacity: 1 },
    '@media (hover: none)': { opacity: 1 },
  },
  [`& .${pageParts.heading}:hover .${pageParts.headingLink}`]: { opacity: 1 },
};

/** A code block's copy button (src/start-up/copy-code.ts), over its top corner where the pointer
 * or the focus is in the block, or always on a touch screen; the words it says, for screen
 * readers. */
const codeBlocks = {
  [`& .${pageParts.codeBlock}`]: { position: 'relative', mb: 2.5, '& > pre': { mb: 0 } },
  [`& .${pageParts.copyButton}`]: {
    position: 'absolute',
    top: 8,
    // The frame runs left to right, as code does: the end is the right.
    insetInlineEnd: 8,
    px: 1,
    py: 0.25,
    border: 1,
    borderColor: 'surface.lineStrong',
    borderRadius: `${radius.sm / 2}px`,
    bgcolor: 'background.paper',
    color: 'text.primary',
    font: 'inherit',
    typography: 'body2',
    cursor: 'pointer',
    opacity: 0,
    '&:hover': { bgcolor: 'surface.tonal', color: 'surface.onTonal' },
    '&:focus-visible': { opacity: 1 },
    '@media (hover: none)': { opacity: 1 },
  },
  [`& .${pageParts.codeBlock}:is(:hover, :focus-within) .${pageParts.copyButton}`]: {
    opacity: 1,
  },
  [`& .${pageParts.copyStatus}`]: visuallyHiddenSx,
};

/** Diagrams (drawn in the site's colours when it built) and maths (MathML: Temml's classes,
 * written in logical terms, as formulas run left to right on any page). */
const figures = {
  [`& .${pageParts.diagram}`]: {
    mb: 2.5,
    overflowX: 'auto',
    '& > svg': { display: 'block', mx: 'auto', height: 'auto' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'focusRing' },
  },
  '& math': {
    fontFamily: '"Cambria Math", "STIX Two Math", "Noto Sans Math", math',
    fontSize: '1.1em',
  },
  [`& .${pageParts.mathBlock}`]: {
    mb: 2.5,
    py: 0.5,
    overflowX: 'auto',
    '& > math': { display: 'block math' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'focusRing' },
  },
  '& .tml-right': { textAlign: 'end' },
  '& .tml-left': { textAlign: 'start' },
  '& .tml-sml-pad': { paddingInlineStart: '0.05em' },
  '& .tml-med-pad': { paddingInlineStart: '0.1em' },
  '& .tml-lrg-pad': { paddingInlineStart: '0.15em' },
};

/** Headings, paragraphs, lists, tables, quotes, pictures, code, diagrams and maths, drawn from
 * the theme; code in `codeFont`. */
export const proseSx = (shown: Scheme, language: string, codeFont: string) => ({
  overflowWrap: 'break-word',
  ...headings,
  '& > :first-child': { mt: 0 },
  '& p, & ul, & ol, & table, & blockquote, & figure, & pre': { mt: 0, mb: 2.5 },
  // Running text at a line the eye reads well; pictures, code and tables take the column.
  '& :is(p, ul, ol, blockquote, h1, h2, h3)': { maxWidth: measure(75) },
  '& li + li': { mt: 0.5 },
  '& ol': { listStyleType: listNumbering(language) },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
  '& code': { fontFamily: codeFont, fontSize: '0.9em' },
  '& :not(pre) > code': {
    px: 0.5,
    borderRadius: `${radius.sm / 2}px`,
    bgcolor: 'surface.tonal',
    color: 'surface.onTonal',
  },
  '& pre': {
    p: 2,
    overflowX: 'auto',
    border: 1,
    borderColor: 'surface.line',
    borderRadius: `${radius.md}px`,
    fontSize: '0.875rem',
    lineHeight: 1.6,
    tabSize: 4,
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'focusRing' },
  },
  ...codeBlocks,
  ...figures,
  // On the side its text starts, which is the page's own only where it is in the page's
  // direction (logical, as the right-to-left build mirrors only the physical sides).
  '& blockquote': {
    mx: 0,
    paddingInlineStart: 2,
    borderInlineStart: '3px solid',
    borderColor: 'primary.main',
    color: 'text.secondary',
  },
  '& table': {
    display: 'block',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'focusRing' },
  },
  // A cell never narrower than a few characters: Chinese or Japanese, which break anywhere,
  // would otherwise shrink to one character a line in a table that scrolls anyway.
  '& th, & td': { px: 1.5, py: 1, border: 1, borderColor: 'surface.line', minWidth: '5em' },
  // A column aligned in the Markdown (`| -: |`) keeps its alignment.
  '& th:not([align]), & td:not([align])': { textAlign: 'start' },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: `${radius.md}px` },
  '& figure': { mx: 0 },
  '& figcaption': { typography: 'body2', mt: 1, color: 'text.secondary' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 4 },
  // Footnotes: under a rule, in the smaller type; their heading for screen readers.
  '& [data-footnotes]': {
    mt: 5,
    pt: 3,
    borderTop: 1,
    borderColor: 'divider',
    typography: 'body2',
    color: 'text.secondary',
  },
  '& .sr-only': visuallyHiddenSx,
  ...otherSchemeCode(shown),
});
