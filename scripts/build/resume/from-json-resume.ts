// The content a JSON Resume makes (`npm run import:resume`): every field the site has a place for,
// the settings of the file it replaces kept, and every field it has no place for named.
import type { Content, ExternalLink } from '../../../src/content/schema.ts';
import { en, packFor } from '../../../src/i18n/index.ts';
import { formatPeriod, type Dates } from '../owner/periods.ts';
import type { JsonResume } from './to-json-resume.ts';
import {
  hostOf,
  isRepository,
  networkIcons,
  profileAddresses,
  webAddress,
} from './json-resume-links.ts';

/** A certificate's date as one month, or a year when it is the first of January (how a year
 * alone is written as a whole date). */
function certificateMonth(date: string): Dates {
  const point = /^\d{4}-01-01$/.test(date) ? date.slice(0, 4) : date.slice(0, 7);
  return { startDate: point, endDate: point };
}

const filled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(filled)
    : value !== null && typeof value === 'object'
      ? Object.values(value).some(filled)
      : value !== undefined && value !== null && value !== '';

/**
 * The filled fields of `value` the import did not read, by path: a whole entry or list when
 * nothing of it was read ("volunteer", "basics.location"), else its fields ("education[0].score").
 */
function unread(value: unknown, path: string, read: Set<string>): string[] {
  if (read.has(path) || !filled(value)) return [];
  const children: [string, unknown][] = Array.isArray(value)
    ? value.every((item) => item === null || typeof item !== 'object')
      ? []
      : value.map((item, index) => [`${path}[${index}]`, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, item]) => [path ? `${path}.${key}` : key, item])
      : [];
  if (children.length === 0) return [path];
  const inner = children.flatMap(([at, item]) => unread(item, at, read));
  const untouched = [...read].every(
    (at) => !at.startsWith(`${path}.`) && !at.startsWith(`${path}[`),
  );
  return untouched && path ? [path] : inner;
}

export type Imported = {
  content: Content;
  /** What the file has that the site has no place for, and what the import had to make up. */
  unmapped: string[];
  /** The settings and fields of the file it replaces that JSON Resume has no place for. */
  kept: string[];
};

/**
 * The content a JSON Resume makes, over `keep` (the content it replaces): what JSON Resume has
 * no place for (language, texts, theme, site address, GitHub, writing, résumé settings, photo,
 * screenshots, case study addresses) is kept from it.
 */
export function fromJsonResume(resume: JsonResume, keep: Partial<Content> = {}): Imported {
  const language =
    keep.language ?? (typeof resume.meta?.language === 'string' ? resume.meta.language : 'en');
  const present = (packFor(language) ?? en).resumePresent;
  const period = (from: Dates) => formatPeriod(from, language, present);
  const notes: string[] = [];
  // Every field read, by path; unread() names the rest.
  const read = new Set<string>(['$schema', 'meta']);
  const reading = (path: string, ...fields: string[]) =>
    fields.forEach((field) => read.add(`${path}.${field}`));
  const basics = resume.basics ?? {};
  reading('basics', 'name', 'label', 'email', 'url', 'summary');

  const externalLinks: ExternalLink[] = [];
  (basics.profiles ?? []).forEach((profile, index) => {
    const at = `basics.profiles[${index}]`;
    const network = profile.network ?? '';
    // By the network's name, else the address's host: not its path ("youtube.com/@kwz-dev" is
    // no DEV profile).
    const host = hostOf(profile.url);
    const icon =
      networkIcons.find(([name]) => name.test(network))?.[2] ??
      networkIcons.find(([, pattern]) => host !== undefined && pattern.test(host))?.[2] ??
      'website';
    const base = profileAddresses[icon];
    const url =
      webAddress(profile.url) ?? (base && profile.username ? base + profile.username : undefined);
    if (!url) return;
    reading(at, 'network', 'url', 'username');
    externalLinks.push({ text: network || new URL(url).hostname, url, icon });
  });
  const homepage = webAddress(basics.url);
  if (homepage && homepage !== keep.siteUrl)
    externalLinks.push({ text: new URL(homepage).hostname, url: homepage, icon: 'website' });
  if (basics.email)
    externalLinks.push({ text: basics.email, url: `mailto:${basics.email}`, icon: 'email' });

  // An entry without dates keeps the period the content it replaces wrote for it (words the
  // build does not read as dates, "Summer 2017", have none in resume.json); else it is to write.
  const undated = (at: string, fromDates: string, written: string | undefined) => {
    if (fromDates) return fromDates;
    if (!written) notes.push(`${at} has no dates: write its period in the content`);
    return written ?? '';
  };
  const jobs = (resume.work ?? []).map((work, index) => {
    const at = `work[${index}]`;
    reading(at, 'name', 'position', 'startDate', 'endDate', 'highlights');
    const bullets = work.highlights?.length ? work.highlights : work.summary ? [work.summary] : [];
    if (!work.highlights?.length) reading(at, 'summary');
    if (bullets.length === 0)
      notes.push(`${at} has no highlights or summary (its bullet is its position)`);
    const title = work.position ?? work.name ?? '';
    const company = work.name ?? '';
    return {
      title,
      company,
      period: undated(
        at,
        period(work),
        keep.jobs?.find((job) => job.company === company && job.title === title)?.period,
      ),
      description: bullets.length ? bullets : [title],
    };
  });

  // A project's screenshot and address name are the site's, which JSON Resume has no place for.
  const keptProjects = new Map((keep.projects ?? []).map((project) => [project.title, project]));
  const projects = (resume.projects ?? []).map((project, index) => {
    const at = `projects[${index}]`;
    reading(at, 'name', 'description', 'keywords', 'url', 'repository');
    const repository = webAddress(project.repository);
    const address = webAddress(project.url);
    // A project without a public repository is shown without a source button.
    const source = [repository, address].find(isRepository) ?? repository;
    const live = address !== source ? address : undefined;
    if (!project.keywords?.length) notes.push(`${at}.keywords (none: its technology is its name)`);
    if (!project.description) reading(at, 'highlights');
    const { image, slug } = keptProjects.get(project.name ?? '') ?? {};
    return {
      title: project.name ?? '',
      description: project.description ?? project.highlights?.join(' ') ?? project.name ?? '',
      technologies: project.keywords?.length ? project.keywords : [project.name ?? ''],
      ...(source && { githubUrl: source }),
      ...(live && { liveUrl: live }),
      ...(image && { image }),
      ...(slug && { slug }),
    };
  });

  const skills = [
    ...new Set(
      (resume.skills ?? []).flatMap((skill, index) => {
        read.add(`skills[${index}].keywords`);
        if (skill.keywords?.length) return skill.keywords;
        read.add(`skills[${index}].name`);
        return skill.name ? [skill.name] : [];
      }),
    ),
  ];
  const education = (resume.education ?? []).map((school, index) => {
    const at = `education[${index}]`;
    reading(at, 'institution', 'studyType', 'area', 'startDate', 'endDate', 'courses');
    const institution = school.institution ?? '';
    const degree = [school.studyType, school.area].filter(Boolean).join(', ') || institution;
    return {
      school: institution,
      degree,
      period: undated(
        at,
        period(school),
        keep.education?.find((entry) => entry.school === institution && entry.degree === degree)
          ?.period,
      ),
      ...(school.courses?.length && { details: school.courses }),
    };
  });
  const certifications = (resume.certificates ?? []).map((certificate, index) => {
    const at = `certificates[${index}]`;
    reading(at, 'name', 'issuer', 'date', 'url');
    const name = certificate.name ?? '';
    const issuer = certificate.issuer ?? '';
    return {
      name,
      issuer,
      date: undated(
        at,
        certificate.date ? period(certificateMonth(certificate.date)) : '',
        keep.certifications?.find((entry) => entry.name === name && entry.issuer === issuer)?.date,
      ),
      ...(webAddress(certificate.url) && { url: webAddress(certificate.url) }),
    };
  });

  const name = basics.name ?? '';
  const jobTitle = basics.label ?? jobs[0]?.title ?? '';
  if (!basics.label && jobTitle)
    notes.push('basics.label (none: the job title is the latest position)');
  // The description is the previous file's when it is the same person's.
  const description =
    keep.owner?.name === name && keep.owner.description
      ? keep.owner.description
      : [name, jobTitle].filter(Boolean).join(', ');
  // The site's settings are kept whoever the résumé is of; the person's own (their résumé's
  // address, photo, place, repositories, writing, featured project) only when it is the same
  // person's: a first import over the sample must not keep the sample's résumé link.
  const samePerson = keep.owner?.name === name;
  const settings = {
    language: keep.language,
    languages: keep.languages,
    text: keep.text,
    theme: keep.theme,
    siteUrl: keep.siteUrl,
    // The résumé's projects, those the imported ones still have (by title).
    resume: keep.resume && {
      ...keep.resume,
      ...(keep.resume.projects && {
        projects: keep.resume.projects.filter((title) =>
          projects.some((project) => project.title === title),
        ),
      }),
    },
    analytics: keep.analytics,
    ...(samePerson && {
      github: keep.github,
      writing: keep.writing,
      resumeUrl: keep.resumeUrl,
      home: keep.home,
    }),
  };
  const own = samePerson
    ? {
        ...(keep.owner?.photo && { photo: keep.owner.photo }),
        ...(keep.owner?.location && { location: keep.owner.location }),
        ...(keep.owner?.openToWork !== undefined && { openToWork: keep.owner.openToWork }),
      }
    : {};
  if (basics.location) reading('basics', 'location');
  if (basics.location && !own.location)
    notes.push(
      "basics.location (owner.location is a place and its time zone: add it by hand, e.g. { place: 'Tokyo', timeZone: 'Asia/Tokyo' })",
    );
  const kept = [
    ...Object.entries(settings)
      .filter(([, value]) => value !== undefined)
      .map(([field]) => field),
    ...Object.keys(own).map((field) => `owner.${field}`),
    ...(description === keep.owner?.description ? ['owner.description'] : []),
    ...projects.flatMap((project, index) =>
      (['image', 'slug'] as const)
        .filter((field) => project[field])
        .map((field) => `projects[${index}].${field} (by the project's title)`),
    ),
  ];
  const content: Content = {
    ...Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)),
    owner: {
      name,
      jobTitle,
      tagline: basics.summary ?? jobTitle,
      description,
      ...own,
    },
    skills,
    jobs,
    projects,
    externalLinks,
    ...(education.length && { education }),
    ...(certifications.length && { certifications }),
  };
  return { content, unmapped: [...unread(resume, '', read), ...notes], kept };
}
