// What the résumé says, in reading order, from the owner's content: one model for the PDF
// (./resume-document.tsx) and the checks that read it back.
import type { Content } from '../../../src/content/schema.ts';
import { languageOf, textOf } from '../../../src/content/text.ts';
import { fillText } from '../../../src/i18n/index.ts';
import { sourceLabel } from '../../../src/shared/source-host.ts';
import { chosenBullets, chosenProjects, type ResumeChoice } from './resume-choice.ts';

export type ResumeLink = { label: string; url: string };

export type ResumeEntry = {
  title: string;
  /** Company, school or issuer. */
  at?: string;
  period?: string;
  bullets: string[];
  /** A line under the title: a project's technologies. */
  detail?: string;
  links: ResumeLink[];
};

export type ResumeSection =
  | { heading: string; entries: ResumeEntry[] }
  | {
      heading: string;
      paragraph: string;
    };

export type ResumeModel = {
  language: string;
  name: string;
  jobTitle: string;
  /** Where the owner is, as they write it, on the contact line before the links. */
  location?: string;
  /** The site, the e-mail address and the profiles. */
  contact: ResumeLink[];
  sections: ResumeSection[];
  metadata: { title: string; author: string; subject: string; keywords: string };
};

/** An address as a reader writes it: no scheme, no trailing slash. */
export const shortUrl = (url: string) =>
  url
    .replace(/^mailto:/i, '')
    .replace(/^https?:\/\/(www\.)?/i, '')
    .replace(/\/$/, '');

/** A list on one line, its separators kept with the item before them (a no-break space), so
 * that a wrapped line starts with an item, never with a separator. Not in a list with
 * right-to-left words: a no-break space takes part in ordering its runs, where a reader then
 * copies them out of order. */
export const listed = (items: readonly string[]) =>
  items.join(
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(
      items.join(''),
    )
      ? ' · '
      : '\u00a0· ',
  );

export function resumeModel(
  content: Content,
  siteUrl: string,
  /** Each project's case study address, by its place in the content (a page of its own). */
  caseStudies: Readonly<Record<number, string>> = {},
  /** Which projects and how many bullets (./resume-choice.ts); everything unless given. */
  choice?: ResumeChoice,
): ResumeModel {
  const text = textOf(content);
  const { owner } = content;
  const contact: ResumeLink[] = [
    { label: shortUrl(siteUrl), url: siteUrl },
    ...content.externalLinks.map((link) => ({
      label: link.icon === 'email' ? shortUrl(link.url) : `${link.text}: ${shortUrl(link.url)}`,
      url: link.url,
    })),
  ];
  const sections: ResumeSection[] = [
    { heading: text.resumeSummary, paragraph: owner.tagline },
    { heading: text.resumeSkills, paragraph: listed(content.skills) },
    // No jobs yet (a student's): no Experience heading over nothing.
    ...(content.jobs.length > 0
      ? [
          {
            heading: text.resumeExperience,
            entries: content.jobs.map((job) => ({
              title: job.title,
              at: job.company,
              period: job.period,
              bullets: chosenBullets(job, choice),
              links: [],
            })),
          },
        ]
      : []),
  ];
  const projects = chosenProjects(content, choice);
  // The owner may choose none: no Projects heading over nothing.
  if (projects.length > 0)
    sections.push({
      heading: text.resumeProjects,
      entries: projects.map(({ project, index }) => ({
        title: project.title,
        detail: listed(project.technologies),
        bullets: [project.description],
        links: [
          ...(caseStudies[index]
            ? [
                {
                  label: `${text.caseStudyButton}: ${shortUrl(caseStudies[index])}`,
                  url: caseStudies[index],
                },
              ]
            : []),
          ...(project.githubUrl
            ? [
                {
                  label: `${sourceLabel(project.githubUrl, text.sourceButton, content.text?.sourceButton)}: ${shortUrl(project.githubUrl)}`,
                  url: project.githubUrl,
                },
              ]
            : []),
          ...(project.liveUrl
            ? [{ label: `${text.liveDemo}: ${shortUrl(project.liveUrl)}`, url: project.liveUrl }]
            : []),
        ],
      })),
    });
  if (content.education?.length)
    sections.push({
      heading: text.education,
      entries: content.education.map((entry) => ({
        title: entry.degree,
        at: entry.school,
        period: entry.period,
        bullets: entry.details ?? [],
        links: [],
      })),
    });
  if (content.certifications?.length)
    sections.push({
      heading: text.certifications,
      entries: content.certifications.map((certification) => ({
        title: certification.name,
        at: certification.issuer,
        period: certification.date,
        bullets: [],
        links: certification.url
          ? [{ label: shortUrl(certification.url), url: certification.url }]
          : [],
      })),
    });
  return {
    language: languageOf(content),
    name: owner.name,
    jobTitle: owner.jobTitle,
    ...(owner.location && { location: owner.location.place }),
    contact,
    sections,
    metadata: {
      title: fillText(text.resumeTitle, { name: owner.name }),
      author: owner.name,
      subject: owner.jobTitle,
      keywords: content.skills.join(', '),
    },
  };
}

/** An entry's line under its title: "Company · Jan 2025 – Present", one text drawn whole. */
export const entryMeta = (entry: ResumeEntry) =>
  listed([entry.at, entry.period].filter((each): each is string => Boolean(each)));

/** Every text the résumé shows, in reading order, each as it is drawn: a company and a period
 * are one line, whose direction and reading order are those of the two together. */
export function resumeTexts(model: ResumeModel): string[] {
  return [
    model.name,
    model.jobTitle,
    ...(model.location ? [model.location] : []),
    ...model.contact.map((link) => link.label),
    ...model.sections.flatMap((section) => [
      section.heading,
      ...('paragraph' in section
        ? [section.paragraph]
        : section.entries.flatMap((entry) => [
            entry.title,
            ...(entryMeta(entry) ? [entryMeta(entry)] : []),
            ...(entry.detail ? [entry.detail] : []),
            ...entry.bullets,
            ...entry.links.map((link) => link.label),
          ])),
    ]),
  ];
}

/** The model with every shown text passed through `draw` (the metadata as written). */
export function mapTexts(model: ResumeModel, draw: (text: string) => string): ResumeModel {
  const link = (each: ResumeLink) => ({ ...each, label: draw(each.label) });
  return {
    ...model,
    name: draw(model.name),
    jobTitle: draw(model.jobTitle),
    ...(model.location && { location: draw(model.location) }),
    contact: model.contact.map(link),
    sections: model.sections.map((section) =>
      'paragraph' in section
        ? { heading: draw(section.heading), paragraph: draw(section.paragraph) }
        : {
            heading: draw(section.heading),
            entries: section.entries.map((entry) => ({
              ...entry,
              title: draw(entry.title),
              at: entry.at && draw(entry.at),
              period: entry.period && draw(entry.period),
              detail: entry.detail && draw(entry.detail),
              bullets: entry.bullets.map(draw),
              links: entry.links.map(link),
            })),
          },
    ),
  };
}
