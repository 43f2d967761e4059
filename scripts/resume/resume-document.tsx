import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ResumeEntry, ResumeModel } from './resume-model.ts';

export type ResumeLook = {
  /** The registered font families, the first for Latin and each next for other scripts. */
  fonts: string[];
  /** The brand colour as it reads on paper (the light theme's). */
  accent: string;
  pageSize: 'A4' | 'LETTER';
};

const ink = '#1f2328';
const muted = '#57606a';

function styles({ fonts, accent }: ResumeLook) {
  return StyleSheet.create({
    page: {
      fontFamily: fonts,
      fontSize: 9.5,
      lineHeight: 1.4,
      color: ink,
      paddingVertical: 44,
      paddingHorizontal: 50,
    },
    name: { fontSize: 22, fontWeight: 700, color: accent, lineHeight: 1.2, letterSpacing: -0.5 },
    jobTitle: { fontSize: 12, fontWeight: 600, marginTop: 2 },
    contact: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6, color: muted },
    contactItem: { marginRight: 12 },
    link: { color: accent, textDecoration: 'none' },
    section: { marginTop: 14 },
    heading: {
      fontSize: 11,
      fontWeight: 700,
      color: accent,
      borderBottomWidth: 0.75,
      borderBottomColor: accent,
      paddingBottom: 2,
      marginBottom: 6,
    },
    entry: { marginBottom: 8 },
    entryTitle: { fontSize: 10.5, fontWeight: 700 },
    entryMeta: { color: muted },
    bullet: { flexDirection: 'row', marginTop: 1.5 },
    bulletMark: { width: 10 },
    bulletText: { flex: 1 },
  });
}

type Styles = ReturnType<typeof styles>;

function Entry({ entry, style }: { entry: ResumeEntry; style: Styles }) {
  const meta = [entry.at, entry.period].filter(Boolean).join(' · ');
  return (
    <View style={style.entry}>
      {/* A heading never sits alone at the bottom of a page: some of what follows goes with it. */}
      <View wrap={false} minPresenceAhead={28}>
        <Text style={style.entryTitle}>{entry.title}</Text>
        {meta && <Text style={style.entryMeta}>{meta}</Text>}
        {entry.detail && <Text style={style.entryMeta}>{entry.detail}</Text>}
      </View>
      {entry.bullets.map((bullet, index) => (
        <View key={index} style={style.bullet} wrap={false}>
          <Text style={style.bulletMark}>•</Text>
          <Text style={style.bulletText}>{bullet}</Text>
        </View>
      ))}
      {entry.links.map((link) => (
        <Link key={link.url} src={link.url} style={style.link}>
          {link.label}
        </Link>
      ))}
    </View>
  );
}

/** The résumé: one restrained column that applicant-tracking systems read in order. */
export function ResumeDocument({ model, look }: { model: ResumeModel; look: ResumeLook }) {
  const style = styles(look);
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
        <Text style={style.name}>{model.name}</Text>
        <Text style={style.jobTitle}>{model.jobTitle}</Text>
        <View style={style.contact}>
          {model.contact.map((link) => (
            <Link key={link.url} src={link.url} style={[style.link, style.contactItem]}>
              {link.label}
            </Link>
          ))}
        </View>
        {model.sections.map((section) => (
          <View key={section.heading} style={style.section}>
            <Text style={style.heading} minPresenceAhead={40}>
              {section.heading}
            </Text>
            {'paragraph' in section ? (
              <Text>{section.paragraph}</Text>
            ) : (
              section.entries.map((entry, index) => (
                <Entry key={index} entry={entry} style={style} />
              ))
            )}
          </View>
        ))}
      </Page>
    </Document>
  );
}
