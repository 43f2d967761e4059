import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useText } from '../../content';

/** A heading the table of contents lists (scripts/build/written-pages/headings.ts). */
export type ContentsEntry = { id: string; text: string; depth: number };

type Section = ContentsEntry & { within: ContentsEntry[] };

/** The entries as sections, each with those one level below it. */
function sectionsOf(entries: readonly ContentsEntry[]): Section[] {
  const top = Math.min(...entries.map((entry) => entry.depth));
  const sections: Section[] = [];
  for (const entry of entries) {
    const last = sections.at(-1);
    if (entry.depth > top && last) last.within.push(entry);
    else sections.push({ ...entry, within: [] });
  }
  return sections;
}

const listSx = { listStyle: 'none', m: 0, p: 0 } as const;

/**
 * A page's table of contents: its sections and theirs, each a link to its heading. `text` marks
 * the entries' language and direction where the text is not in the page's.
 */
export function PageContents({
  entries,
  text,
  sx,
}: {
  entries: readonly ContentsEntry[];
  text: { lang?: string; dir?: string };
  sx?: SxProps<Theme>;
}) {
  const { pageContents } = useText();
  const labelId = useId();
  const entryLink = (entry: ContentsEntry, nested: boolean) => (
    <Link
      href={`#${entry.id}`}
      underline="hover"
      sx={{
        display: 'block',
        py: 0.5,
        paddingInlineStart: nested ? 2 : 0,
        color: nested ? 'text.secondary' : 'text.primary',
        '&:hover': { color: 'primary.main' },
      }}
    >
      {entry.text}
    </Link>
  );
  return (
    <Box component="nav" aria-labelledby={labelId} sx={sx}>
      <Typography id={labelId} variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {pageContents}
      </Typography>
      <Box component="ol" sx={{ ...listSx, typography: 'body2' }} {...text}>
        {sectionsOf(entries).map((section) => (
          <li key={section.id}>
            {entryLink(section, false)}
            {section.within.length > 0 && (
              <Box component="ol" sx={listSx}>
                {section.within.map((entry) => (
                  <li key={entry.id}>{entryLink(entry, true)}</li>
                ))}
              </Box>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
