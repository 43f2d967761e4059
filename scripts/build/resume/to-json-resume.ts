// The owner's career as JSON Resume 1.0.0 (https://jsonresume.org/schema): the build writes
// resume.json from the content (the way back, for `npm run import:resume`, is from-json-resume.ts).
import type { Content } from '../../../src/content/schema.ts';
import { languageOf, textOf } from '../../../src/content/text.ts';
import { languagePacks } from '../../../src/i18n/language-packs.ts';
import { profileAddresses } from './json-resume-links.ts';
import { periodDates, presentWords, type Dates } from '../owner/periods.ts';
import { chosenBullets, chosenProjects, type ResumeChoice } from './resume-choice.ts';

export type Profile = { network?: string; username?: string; url?: string };
export type Work = Dates & {
  name?: string;
  position?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
};
export type School = Dates & {
  institution?: string;
  area?: string;
  studyType?: string;
  courses?: string[];
};
export type Certificate = { name?: string; date?: string; issuer?: string; url?: string };
export type Skill = { name?: string; level?: string; keywords?: string[] };
export type Project = Dates & {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  url?: string;
  repository?: string;
};

export type JsonResume = {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: unknown;
    profiles?: Profile[];
  };
  work?: Work[];
  volunteer?: unknown[];
  education?: School[];
  awards?: unknown[];
  certificates?: Certificate[];
  publications?: unknown[];
  skills?: Skill[];
  languages?: unknown[];
  interests?: unknown[];
  references?: unknown[];
  projects?: Project[];
  meta?: Record<string, unknown>;
};

const schemaUrl = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** The word each language gives an open period's end ("Present", "heute"…). */
const anyPresent = Object.entries(languagePacks).flatMap(([tag, pack]) =>
  presentWords(tag, pack.resumePresent),
);

const dates = (period: string, language: string): Dates =>
  periodDates(period, language, anyPresent);

/** The username of a profile at a known network's address ('https://github.com/ada' → 'ada'). */
function usernameIn(url: string, base: string | undefined) {
  if (!base || !url.toLowerCase().startsWith(base.toLowerCase())) return {};
  const username = url.slice(base.length).split(/[/?#]/)[0];
  return username ? { username } : {};
}

/** The content as JSON Resume. `siteUrl`: the site's address; `photo`: its photo's, if any. */
export function toJsonResume(
  content: Content,
  siteUrl: string,
  photo?: string,
  /** Each project's case study address, by its place in the content: its `url` then. */
  caseStudies: Readonly<Record<number, string>> = {},
  /** The projects and bullets the PDF holds (./resume-choice.ts); everything unless given. */
  choice?: ResumeChoice,
): JsonResume {
  const language = languageOf(content);
  const email = content.externalLinks.find((link) => link.icon === 'email');
  return {
    $schema: schemaUrl,
    basics: {
      name: content.owner.name,
      label: content.owner.jobTitle,
      ...(photo && { image: photo }),
      ...(email && { email: email.url.replace(/^mailto:/i, '') }),
      url: siteUrl,
      summary: content.owner.tagline,
      ...(content.owner.location && { location: { city: content.owner.location.place } }),
      profiles: content.externalLinks
        .filter((link) => link.icon !== 'email')
        .map((link) => ({
          network: link.text,
          url: link.url,
          ...usernameIn(link.url, profileAddresses[link.icon]),
        })),
    },
    work: content.jobs.map((job) => ({
      name: job.company,
      position: job.title,
      ...dates(job.period, language),
      highlights: chosenBullets(job, choice),
    })),
    education: (content.education ?? []).map((entry) => ({
      institution: entry.school,
      studyType: entry.degree,
      ...dates(entry.period, language),
      ...(entry.details && { courses: entry.details }),
    })),
    certificates: (content.certifications ?? []).map((certification) => {
      // The schema wants a whole date: the first of the month (or of the year).
      const { startDate } = dates(certification.date, language);
      return {
        name: certification.name,
        issuer: certification.issuer,
        ...(startDate && { date: `${startDate}-01-01`.slice(0, 10) }),
        ...(certification.url && { url: certification.url }),
      };
    }),
    skills: [{ name: textOf(content).resumeSkills, keywords: content.skills }],
    projects: chosenProjects(content, choice).map(({ project, index }) => {
      const url = caseStudies[index] ?? project.liveUrl ?? project.githubUrl;
      return {
        name: project.title,
        description: project.description,
        keywords: project.technologies,
        ...(url && { url }),
        ...(project.githubUrl && url !== project.githubUrl && { repository: project.githubUrl }),
      };
    }),
    meta: { language },
  };
}
