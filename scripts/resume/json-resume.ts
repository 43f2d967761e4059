// The owner's career as JSON Resume 1.0.0 (https://jsonresume.org/schema), both ways: the build
// writes resume.json from the content, and `npm run import:resume` writes the content from one.
import type { Content, ExternalLink, ExternalLinkIcon } from '../../src/content/schema.ts';
import { languageOf, textOf } from '../../src/content/text.ts';
import { en, packFor } from '../../src/i18n/index.ts';
import { languagePacks } from '../../src/i18n/language-packs.ts';
import { formatPeriod, periodDates, type Dates } from './periods.ts';

type Profile = { network?: string; username?: string; url?: string };
type Work = Dates & {
  name?: string;
  position?: string;
  url?: string;
  summary?: string;
  highlights?: string[];
};
type School = Dates & {
  institution?: string;
  area?: string;
  studyType?: string;
  courses?: string[];
};
type Certificate = { name?: string; date?: string; issuer?: string; url?: string };
type Skill = { name?: string; level?: string; keywords?: string[] };
type Project = Dates & {
  name?: string;
  description?: string;
  highlights?: string[];
  keywords?: string[];
  url?: string;
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
const presentWords = Object.values(languagePacks).map((pack) => pack.resumePresent);

const dates = (period: string, language: string): Dates =>
  periodDates(period, language, presentWords);

/** The content as JSON Resume. `siteUrl`: the site's address; `photo`: its photo's, if any. */
export function toJsonResume(content: Content, siteUrl: string, photo?: string): JsonResume {
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
      profiles: content.externalLinks
        .filter((link) => link.icon !== 'email')
        .map((link) => ({ network: link.text, url: link.url })),
    },
    work: content.jobs.map((job) => ({
      name: job.company,
      position: job.title,
      ...dates(job.period, language),
      highlights: job.description,
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
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: project.technologies,
      url: project.liveUrl ?? project.githubUrl,
      ...(project.liveUrl && { repository: project.githubUrl }),
    })),
    meta: { language },
  };
}

/** The link icons the site draws, by the names networks go by in JSON Resume. */
const networkIcons: [RegExp, ExternalLinkIcon][] = [
  [/github/i, 'github'],
  [/linkedin/i, 'linkedin'],
  [/leetcode/i, 'leetcode'],
  [/^(x|twitter)$|twitter\.com|x\.com/i, 'x'],
  [/bluesky|bsky/i, 'bluesky'],
  [/mastodon/i, 'mastodon'],
  [/stack\s*overflow/i, 'stackoverflow'],
  [/medium/i, 'medium'],
  [/dev(\.to)?$|dev\.to/i, 'devto'],
  [/youtube/i, 'youtube'],
];

/** Where a known network keeps a username's profile, for profiles given by name only. */
const profileAddresses: Partial<Record<ExternalLinkIcon, string>> = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  x: 'https://x.com/',
  leetcode: 'https://leetcode.com/u/',
  devto: 'https://dev.to/',
  medium: 'https://medium.com/@',
};

const isWeb = (url?: string): url is string => !!url && /^https?:\/\//i.test(url);

/** A web address as the site needs it: "example.com/x" becomes "https://example.com/x". */
function webAddress(url?: string): string | undefined {
  const address = url?.trim() ?? '';
  if (isWeb(address)) return address;
  return /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(address) ? `https://${address}` : undefined;
}

/** A certificate's date as one month, or a year when it is the first of January (how a year
 * alone is written as a whole date). */
function certificateMonth(date: string): Dates {
  const point = /^\d{4}-01-01$/.test(date) ? date.slice(0, 4) : date.slice(0, 7);
  return { startDate: point, endDate: point };
}

export type Imported = { content: Content; unmapped: string[] };

/**
 * The content a JSON Resume makes, over `keep` (the owner's settings it has no place for:
 * language, theme, texts, GitHub, site address). `unmapped` names each field it could not map.
 */
export function fromJsonResume(resume: JsonResume, keep: Partial<Content> = {}): Imported {
  const language =
    keep.language ?? (typeof resume.meta?.language === 'string' ? resume.meta.language : 'en');
  const present = (packFor(language) ?? en).resumePresent;
  const period = (from: Dates) => formatPeriod(from, language, present);
  const unmapped: string[] = [];
  const basics = resume.basics ?? {};
  for (const field of ['image', 'phone', 'location'] as const)
    if (basics[field] !== undefined) unmapped.push(`basics.${field}`);
  for (const field of [
    'volunteer',
    'awards',
    'publications',
    'languages',
    'interests',
    'references',
  ] as const)
    if (resume[field]?.length) unmapped.push(field);

  const externalLinks: ExternalLink[] = [];
  (basics.profiles ?? []).forEach((profile, index) => {
    const network = profile.network ?? '';
    const icon =
      networkIcons.find(
        ([pattern]) => pattern.test(network) || pattern.test(profile.url ?? ''),
      )?.[1] ?? 'website';
    const base = profileAddresses[icon];
    const url =
      webAddress(profile.url) ?? (base && profile.username ? base + profile.username : undefined);
    if (!url) return unmapped.push(`basics.profiles[${index}] (no address)`);
    externalLinks.push({ text: network || new URL(url).hostname, url, icon });
  });
  const homepage = webAddress(basics.url);
  if (homepage && homepage !== keep.siteUrl)
    externalLinks.push({ text: new URL(homepage).hostname, url: homepage, icon: 'website' });
  if (basics.email)
    externalLinks.push({ text: basics.email, url: `mailto:${basics.email}`, icon: 'email' });

  const jobs = (resume.work ?? []).map((work, index) => {
    const bullets = work.highlights?.length ? work.highlights : work.summary ? [work.summary] : [];
    if (work.highlights?.length && work.summary) unmapped.push(`work[${index}].summary`);
    if (bullets.length === 0)
      unmapped.push(`work[${index}] has no highlights or summary (its bullet is its position)`);
    return {
      title: work.position ?? work.name ?? '',
      company: work.name ?? '',
      period: period(work),
      description: bullets.length ? bullets : [work.position ?? work.name ?? ''],
    };
  });

  const projects = (resume.projects ?? []).map((project, index) => {
    const repository = webAddress((project as { repository?: string }).repository);
    const address = webAddress(project.url);
    const source = [repository, address].find(
      (url) => !!url && /github\.com|gitlab\.com|codeberg\.org|bitbucket\.org/i.test(url),
    );
    const live = address !== source ? address : undefined;
    if (!source)
      unmapped.push(`projects[${index}] has no repository address (its source link is its url)`);
    if (!project.keywords?.length)
      unmapped.push(`projects[${index}].keywords (none: its technology is its name)`);
    if (project.highlights?.length) unmapped.push(`projects[${index}].highlights`);
    return {
      title: project.name ?? '',
      description: project.description ?? project.highlights?.join(' ') ?? project.name ?? '',
      technologies: project.keywords?.length ? project.keywords : [project.name ?? ''],
      githubUrl: source ?? address ?? '',
      ...(live && { liveUrl: live }),
    };
  });

  const skills = [
    ...new Set(
      (resume.skills ?? []).flatMap((skill) =>
        skill.keywords?.length ? skill.keywords : skill.name ? [skill.name] : [],
      ),
    ),
  ];
  const education = (resume.education ?? []).map((school) => ({
    school: school.institution ?? '',
    degree: [school.studyType, school.area].filter(Boolean).join(', ') || school.institution || '',
    period: period(school),
    ...(school.courses?.length && { details: school.courses }),
  }));
  const certifications = (resume.certificates ?? []).map((certificate) => ({
    name: certificate.name ?? '',
    issuer: certificate.issuer ?? '',
    date: certificate.date ? period(certificateMonth(certificate.date)) : '',
    ...(webAddress(certificate.url) && { url: webAddress(certificate.url) }),
  }));

  const name = basics.name ?? '';
  const jobTitle = basics.label ?? jobs[0]?.title ?? '';
  if (!basics.label && jobTitle)
    unmapped.push('basics.label (none: the job title is the latest position)');
  const content: Content = {
    ...(keep.language && { language: keep.language }),
    ...(keep.text && { text: keep.text }),
    ...(keep.theme && { theme: keep.theme }),
    ...(keep.siteUrl && { siteUrl: keep.siteUrl }),
    ...(keep.github && { github: keep.github }),
    owner: {
      name,
      jobTitle,
      tagline: basics.summary ?? jobTitle,
      description: [name, jobTitle].filter(Boolean).join(', '),
    },
    skills,
    jobs,
    projects,
    externalLinks,
    ...(education.length && { education }),
    ...(certifications.length && { certifications }),
  };
  return { content, unmapped };
}
