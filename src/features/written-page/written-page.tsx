import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBuildData, useContent, useLanguage } from '../../content';
import type { Direction } from '../../i18n';
import { pointingIcon } from '../../shared/pointing-icon';
import { TagList } from '../../shared/tag-list';
import { codeFontStack, defaultFont } from '../../theme';
import { ownerScheme } from '../../theme/brand';
import { PageContents, type ContentsEntry } from './page-contents';
import { proseSx } from './prose-styles';

/** What the build read of a case study or an article (scripts/build/written-pages/). */
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
  /** Its table of contents, if it has one (three sections or more). */
  contents: readonly ContentsEntry[];
  back: { href: string; label: string };
  tagsLabel: string;
};

/** The text column: as wide as reads well (scripts/build/written-pages/page-images.ts sizes the
 * pictures to it); and, on a wide screen, the table of contents beside it. */
const column = 760;
const contentsWidth = 224;

/** A case study or an article: a page of its own (docs/decisions/0032-pages-at-addresses-of-their-own.md),
 * rendered at build time only. */
export function WrittenPage({
  title,
  date,
  tags,
  lang,
  dir,
  html,
  contents,
  back,
  tagsLabel,
}: WrittenPageProps) {
  const content = useContent();
  const language = useLanguage();
  const { fontKind } = useBuildData();
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  // Text standing in for a missing translation is laid out in its own direction, not the page's.
  const other = lang === language ? {} : { lang, dir };
  const withContents = contents.length > 0;
  return (
    <Box
      component="article"
      sx={{
        maxWidth: withContents ? { xs: column, lg: column + contentsWidth + 48 } : column,
        // From a wide screen, the contents beside the text, on its end side, there as it scrolls.
        ...(withContents && {
          display: { lg: 'grid' },
          gridTemplateColumns: { lg: `minmax(0, ${column}px) ${contentsWidth}px` },
          columnGap: 6,
        }),
      }}
    >
      <Box sx={{ gridColumn: 1 }}>
        <Button
          href={back.href}
          // The page's script takes the browser's Back for it (scripts/build/prerender/write-pages.ts).
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
      </Box>
      {withContents && (
        <PageContents
          entries={contents}
          text={other}
          sx={{
            mb: 4,
            pb: { xs: 2, lg: 0 },
            borderBottom: { xs: 1, lg: 0 },
            borderColor: { xs: 'divider' },
            gridColumn: { lg: 2 },
            gridRow: { lg: 2 },
            alignSelf: 'start',
            position: { lg: 'sticky' },
            top: { lg: 24 },
            maxHeight: { lg: 'calc(100vh - 48px)' },
            overflowY: { lg: 'auto' },
          }}
        />
      )}
      <Box
        sx={{
          gridColumn: 1,
          gridRow: { lg: 2 },
          ...proseSx(
            ownerScheme(content.theme),
            lang,
            codeFontStack(content.theme?.font ?? defaultFont, fontKind),
          ),
        }}
        {...other}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Box>
  );
}
