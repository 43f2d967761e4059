import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContent, useLanguage } from '../../content';
import { listNumbering, type Direction } from '../../i18n';
import { pointingIcon } from '../../shared/pointing-icon';
import { visuallyHiddenSx } from '../../shared/visually-hidden';
import { TagList } from '../../shared/tag-list';
import { colorSchemeAttribute, measure, radius, type Scheme } from '../../theme';
import { ownerScheme } from '../../theme/brand';

/** What the build read of a case study or an article (scripts/site/owner-pages/). */
export type WrittenPageProps = {
  title: string;
  /** An article's day, 'YYYY-MM-DD'. */
  date?: string | undefined;
  tags: readonly string[];
  /** The language of the text: another than the page's where it has no translation. */
  lang: string;
  /** Which way that language is written: the text's own where it is not the page's. */
  dir: Direction;
  /** The text, as the build rendered and sanitized it. */
  html: string;
  back: { href: string; label: string };
  tagsLabel: string;
};

/** The text column: as wide as reads well (scripts/site/owner-pages/page-images.ts sizes the
 * pictures to it). */
const column = 760;

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

/** Headings, paragraphs, lists, tables, quotes, pictures and code, drawn from the theme. */
const proseSx = (shown: Scheme, language: string) => ({
  overflowWrap: 'break-word',
  '& > :first-child': { mt: 0 },
  '& h1, & h2': { typography: 'h2', mt: 5, mb: 2 },
  '& h3, & h4, & h5, & h6': { typography: 'h3', mt: 4, mb: 1.5 },
  '& p, & ul, & ol, & table, & blockquote, & figure, & pre': { mt: 0, mb: 2.5 },
  // Running text at a line the eye reads well; pictures, code and tables take the column.
  '& :is(p, ul, ol, blockquote, h1, h2, h3)': { maxWidth: measure(75) },
  '& li + li': { mt: 0.5 },
  '& ol': { listStyleType: listNumbering(language) },
  '& a': { color: 'primary.main', textUnderlineOffset: '0.15em' },
  '& code': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: '0.9em',
  },
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

/** A case study or an article: a page of its own (docs/decisions/0032-pages-at-addresses-of-their-own.md),
 * rendered at build time only. */
export function WrittenPage({
  title,
  date,
  tags,
  lang,
  dir,
  html,
  back,
  tagsLabel,
}: WrittenPageProps) {
  const content = useContent();
  const language = useLanguage();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  // Text standing in for a missing translation is laid out in its own direction, not the page's.
  const other = lang === language ? {} : { lang, dir };
  return (
    <Box component="article" sx={{ maxWidth: column }}>
      <Button
        href={back.href}
        // The page's script takes the browser's Back for it (scripts/site/owner-pages/write-pages.ts).
        data-back=""
        startIcon={<ArrowBackIcon aria-hidden="true" sx={pointingIcon} />}
        sx={{ mb: 3, ml: -1 }}
      >
        {back.label}
      </Button>
      <Stack spacing={1.5} sx={{ mb: 4 }}>
        <Typography variant="h1" {...other}>
          {title}
        </Typography>
        {date && (
          <Typography sx={{ color: 'text.secondary' }}>
            <time dateTime={date}>{day.format(new Date(`${date}T00:00:00Z`))}</time>
          </Typography>
        )}
        {tags.length > 0 && <TagList tags={tags} label={tagsLabel} size="small" />}
      </Stack>
      <Box
        sx={proseSx(ownerScheme(content.theme), lang)}
        {...other}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
