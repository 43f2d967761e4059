import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { Fragment } from 'react';
import { entryMeta, type ResumeEntry, type ResumeModel } from './resume-model.ts';

export type ResumeLook = {
  /** The registered font families, the first for Latin and each next for other scripts. */
  fonts: string[];
  /** The brand colour as it reads on paper (the light theme's). */
  accent: string;
  pageSize: 'A4' | 'LETTER';
  /** Which way the résumé's language is written: a right-to-left one is laid out mirrored. */
  direction?: 'ltr' | 'rtl';
  /** The families again, those of right-to-left scripts first: a right-to-left text takes its
   * spaces and punctuation from them, so that its words are one run each line, read whole. */
  rightToLeftFonts?: string[];
  /** Tighter lines and gaps, for a résumé that would otherwise run a little onto another page. */
  compact?: boolean;
};

const rightToLeftLetter =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A text's own direction, from its first letter, as a browser reads `dir="auto"`: an English
 * bullet in a Hebrew résumé runs left to right, its full stop at its end. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  const letter = /\p{L}/u.exec(text)?.[0];
  return letter && rightToLeftLetter.test(letter) ? 'rtl' : 'ltr';
}

/** The style of a text: its base direction for the bidirectional layout of its lines. A line
 * joined from two texts ("Wix · מרץ 2023 – היום") with right-to-left letters in it takes a
 * right-to-left résumé's direction: from its first letter it would be drawn with the Latin name
 * and the period's year side by side, and copied out in that order. */
const directionOf =
  ({ rightToLeftFonts, direction }: ResumeLook) =>
  (text: string, joined = false) => ({
    ...((textDirection(text) === 'rtl' ||
      (joined && direction === 'rtl' && rightToLeftLetter.test(text))) && {
      direction: 'rtl' as const,
      ...(rightToLeftFonts && { fontFamily: rightToLeftFonts }),
    }),
    // Arabic presentation forms (./arabic-forms.ts) drawn as the font's own glyph for each, not
    // taken apart into a base and its dots again.
    ...(/[\ufb50-\ufdff\ufe70-\ufefe]/u.test(text) && { fontFeatureSettings: { ccmp: false } }),
  });

type Runs = ReturnType<typeof directionOf>;

const ink = '#1f2328';

const pageWidths = { A4: 595, LETTER: 612 };
const margin = 50;
const bodySize = 9.5;
const lineHeight = 1.4;

/**
 * A generous estimate of the height `text` takes at `size` in a column `width` wide (an average
 * character taken as 0.6 em, one line to spare). The renderer counts a block that will move to
 * the next page as present on this one, so a heading asks for room by this estimate instead.
 */
function heightOf(text: string, width: number, size = bodySize): number {
  const perLine = Math.max(1, Math.floor(width / (size * 0.6)));
  return (Math.ceil(text.length / perLine) + 1) * size * lineHeight;
}

/** The height of an entry's heading lines and first bullet. */
function headHeight(entry: ResumeEntry, width: number): number {
  const meta = entryMeta(entry);
  return (
    heightOf(entry.title, width, 10.5) +
    (meta ? heightOf(meta, width) : 0) +
    (entry.detail ? heightOf(entry.detail, width) : 0) +
    (entry.bullets[0] ? heightOf(entry.bullets[0], width - 10) : 0)
  );
}
const muted = '#57606a';

function styles({ fonts, accent, direction = 'ltr', compact = false }: ResumeLook) {
  const rtl = direction === 'rtl';
  const gap = compact ? 0.65 : 1;
  return StyleSheet.create({
    page: {
      // Inherited by every text: a right-to-left résumé is aligned to the right.
      ...(rtl && { textAlign: 'right' as const }),
      fontFamily: fonts,
      fontSize: bodySize,
      lineHeight: compact ? 1.3 : lineHeight,
      color: ink,
      paddingVertical: 44 * gap,
      paddingHorizontal: margin,
    },
    name: { fontSize: 22, fontWeight: 700, color: accent, lineHeight: 1.2, letterSpacing: -0.5 },
    jobTitle: { fontSize: 12, fontWeight: 600, marginTop: 2 },
    contact: {
      flexDirection: rtl ? 'row-reverse' : 'row',
      flexWrap: 'wrap',
      marginTop: 6,
      color: muted,
    },
    contactItem: rtl ? { marginLeft: 12 } : { marginRight: 12 },
    link: { color: accent, textDecoration: 'none' },
    section: { marginTop: 14 * gap },
    heading: {
      fontSize: 11,
      fontWeight: 700,
      color: accent,
      borderBottomWidth: 0.75,
      borderBottomColor: accent,
      paddingBottom: 2,
      marginBottom: 6 * gap,
    },
    entry: { marginBottom: 8 * gap },
    entryTitle: { fontSize: 10.5, fontWeight: 700 },
    entryMeta: { color: muted },
    bullet: { flexDirection: rtl ? 'row-reverse' : 'row', marginTop: 1.5 },
    bulletMark: { width: 10 },
    bulletText: { flex: 1 },
  });
}

type Styles = ReturnType<typeof styles>;

function Entry({
  entry,
  style,
  width,
  runs,
}: {
  entry: ResumeEntry;
  style: Styles;
  width: number;
  runs: Runs;
}) {
  const meta = entryMeta(entry);
  const [first, ...rest] = entry.bullets;
  const bullet = (text: string, index: number) => (
    <View key={index} style={style.bullet} wrap={false}>
      <Text style={style.bulletMark}>•</Text>
      <Text style={[style.bulletText, runs(text)]}>{text}</Text>
    </View>
  );
  const links = entry.links.map((link) => (
    <Link key={link.url} src={link.url} style={style.link}>
      {/* A link's own style does not set its text's direction: its text's does. */}
      <Text style={runs(link.label)}>{link.label}</Text>
    </Link>
  ));
  const last = rest.at(-1);
  return (
    <View style={style.entry}>
      {/* A heading never sits alone at the bottom of a page: it moves to the next with its first
          bullet, unless there is room for both. Nor do its links start a page alone: they go
          with the bullet before them. */}
      <View wrap={false} minPresenceAhead={headHeight(entry, width)}>
        <Text style={[style.entryTitle, runs(entry.title)]}>{entry.title}</Text>
        {meta && <Text style={[style.entryMeta, runs(meta, true)]}>{meta}</Text>}
        {entry.detail && <Text style={[style.entryMeta, runs(entry.detail)]}>{entry.detail}</Text>}
        {first !== undefined && bullet(first, 0)}
        {last === undefined && links}
      </View>
      {rest.slice(0, -1).map((text, index) => bullet(text, index + 1))}
      {last !== undefined && (
        <View wrap={false}>
          {bullet(last, rest.length)}
          {links}
        </View>
      )}
    </View>
  );
}

/** The résumé: one restrained column that applicant-tracking systems read in order. */
export function ResumeDocument({ model, look }: { model: ResumeModel; look: ResumeLook }) {
  const style = styles(look);
  const runs = directionOf(look);
  const width = pageWidths[look.pageSize] - 2 * margin;
  return (
    <Document
      title={model.metadata.title}
      author={model.metadata.author}
      subject={model.metadata.subject}
      keywords={model.metadata.keywords}
      language={model.language}
      creator={model.metadata.author}
      producer={model.metadata.author}
    >
      <Page size={look.pageSize} style={style.page}>
        <Text style={[style.name, runs(model.name)]}>{model.name}</Text>
        <Text style={[style.jobTitle, runs(model.jobTitle)]}>{model.jobTitle}</Text>
        <View style={style.contact}>
          {model.location && (
            <Text style={[style.contactItem, runs(model.location)]}>{model.location}</Text>
          )}
          {model.contact.map((link) => (
            <Link key={link.url} src={link.url} style={[style.link, style.contactItem]}>
              <Text style={runs(link.label)}>{link.label}</Text>
            </Link>
          ))}
        </View>
        {/* Each section's heading and entries are the page's own children, not a section's:
            the renderer moves an element to the next page for the room it asks ahead only where
            something stands before it in its parent, which a section's first child never has. */}
        {model.sections.map((section) => (
          <Fragment key={section.heading}>
            {/* Room for its first entry's heading and first bullet, or it starts the next page. */}
            <View
              wrap={false}
              style={style.section}
              minPresenceAhead={
                'paragraph' in section
                  ? heightOf(section.paragraph.slice(0, 200), width)
                  : section.entries[0]
                    ? headHeight(section.entries[0], width)
                    : 0
              }
            >
              <Text style={[style.heading, runs(section.heading)]}>{section.heading}</Text>
            </View>
            {'paragraph' in section ? (
              <Text style={runs(section.paragraph)}>{section.paragraph}</Text>
            ) : (
              section.entries.map((entry, index) => (
                <Entry key={index} entry={entry} style={style} width={width} runs={runs} />
              ))
            )}
          </Fragment>
        ))}
      </Page>
    </Document>
  );
}
