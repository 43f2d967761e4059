import { z } from 'zod';
import {
  extraPluralKeys,
  languagePacks,
  packFor,
  retiredTextKeys,
  textKeys,
  type ExtraPluralKey,
  type TextKey,
} from '../i18n/index.ts';
import { colorModes } from './color-modes.ts';

/** A name of an interface text, of a plural form only some languages have, or of a text the
 * site no longer shows. */
type WordKey = TextKey | ExtraPluralKey | (typeof retiredTextKeys)[number];

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const text = z.string().trim().min(1, 'must not be empty');

export const externalLinkIcons = [
  'github',
  'gitlab',
  'codeberg',
  'linkedin',
  'leetcode',
  'x',
  'bluesky',
  'mastodon',
  'stackoverflow',
  'medium',
  'devto',
  'youtube',
  'email',
  'website',
] as const;

export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif', 'tiff'] as const;

/** An image file in owner/public/, named by its path there: 'photo.jpg', 'images/shot.png'. */
const publicImage = z
  .string()
  .trim()
  .regex(
    new RegExp(
      `^(?![/\\\\])(?!.*\\.\\.)(?![a-z][a-z0-9+.-]*:)[^?#\\\\]+\\.(${imageExtensions.join('|')})$`,
      'i',
    ),
    `must be an image file in owner/public/, named by its path there (e.g. 'photo.jpg'), ` +
      `one of: ${imageExtensions.join(', ')}`,
  );

export const jobSchema = z.strictObject({
  title: text,
  company: text,
  period: text,
  description: z.array(text).min(1, 'needs at least one bullet'),
});

export const projectSchema = z.strictObject({
  title: text,
  description: text,
  technologies: z.array(text).min(1, 'needs at least one technology'),
  /** Its public repository; a private project has none, and its card no source button. */
  githubUrl: webUrl.optional(),
  liveUrl: webUrl.optional(),
  /** A screenshot on the card. */
  image: publicImage.optional(),
  /** Its address name, for its case study (owner/projects/<slug>.md): by default its title's
   * letters and digits joined by '-' ('Portfolio Website' → portfolio-website). */
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lower-case letters, digits and '-', e.g. 'ledger'")
    .optional(),
});

const mailtoUrl = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+$/i;

export const externalLinkSchema = z
  .strictObject({
    text,
    url: z.string().trim(),
    icon: z.enum(externalLinkIcons, {
      error: `must be one of: ${externalLinkIcons.join(', ')}`,
    }),
  })
  .superRefine((link, context) => {
    if (link.icon === 'email') {
      if (!mailtoUrl.test(link.url)) {
        context.addIssue({
          code: 'custom',
          path: ['url'],
          message: "must be a mailto: address for the 'email' icon, e.g. mailto:me@example.com",
        });
      }
    } else if (!webUrl.safeParse(link.url).success) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'must be an http(s) URL' });
    }
  });

export const educationSchema = z.strictObject({
  school: text,
  degree: text,
  period: text,
  details: z.array(text).optional(),
});

export const certificationSchema = z.strictObject({
  name: text,
  issuer: text,
  date: text,
  url: webUrl.optional(),
});

/** A day as ISO 8601 writes it: '2025-03-14'. */
const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written 'YYYY-MM-DD'")
  .refine((day) => !Number.isNaN(Date.parse(day)), 'must be a real date');

/** A BCP 47 tag of any language: 'en', 'pt-BR'. */
const anyLanguageTag = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, "must be a language tag such as 'en' or 'pt-BR'");

export const articleSchema = z.strictObject({
  title: text,
  url: webUrl,
  date: isoDay,
  /** Where it appeared; a feed's articles get the feed's title. */
  publication: text.optional(),
  summary: text.optional(),
  /** The language it is written in, where not the site's: its title and summary are marked so
   * (read aloud and laid out in it). A feed's articles get the feed's language. */
  lang: anyLanguageTag.optional(),
});

export const writingSchema = z.strictObject({
  /** RSS, Atom or JSON Feed addresses, read when the site builds. */
  feed: z.union([webUrl, z.array(webUrl).min(1, 'needs at least one address')]).optional(),
  /** Articles listed by hand, shown with the feeds' (the build merges them here). */
  articles: z.array(articleSchema).optional(),
  /** How many articles at most, newest first (10 unless set). */
  max: z
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
});

/** GitHub's rule for user and organisation names. */
const gitHubUserName = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

export const gitHubSettingsSchema = z.strictObject({
  user: z
    .string()
    .regex(gitHubUserName, 'must be a GitHub user or organisation name, e.g. octocat'),
  max: z
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  exclude: z.array(text).optional(),
});

/** A colour as CSS writes it in hex: '#2dd4bf' or '#2db'. */
const hexColor = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, "must be a hex colour such as '#2dd4bf'");

export const themeSchema = z
  .strictObject({
    /** Offers the light theme beside the dark one: the scheme a first-time visitor sees. */
    default: z.enum(colorModes, { error: `must be one of: ${colorModes.join(', ')}` }).optional(),
    /** One scheme only, without a switch: 'dark' (as without `theme`) or 'light'. */
    only: z.enum(['dark', 'light'], { error: "must be 'dark' or 'light'" }).optional(),
    /** The brand colour: one for every scheme, or one per scheme. */
    primary: z.union([hexColor, z.strictObject({ dark: hexColor, light: hexColor })]).optional(),
    /** A font family from an installed @fontsource-variable/* or @fontsource/* package. */
    font: text.optional(),
  })
  .refine((theme) => theme.only === undefined || theme.default === undefined, {
    message:
      'choose `only` (one scheme, no switch) or `default` (both schemes, a switch, the one a first visit opens in), not both',
    path: ['only'],
  });

/** A BCP 47 tag whose language the interface speaks: 'de', 'pt-BR'. The languages are the
 * template's and the owner's own (owner/i18n/). */
const languageTag = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i, "must be a language tag such as 'de' or 'pt-BR'")
  .refine((tag) => packFor(tag) !== undefined, {
    error: () =>
      `has no interface texts: the languages are ${Object.keys(languagePacks).join(', ')} (a new one is one file in owner/i18n/)`,
  });

/** A self-hosted analytics server's address: its script and its endpoint are under it. */
const analyticsHost = webUrl
  .refine((url) => !/[?#]/.test(url), 'must be the server’s address, without ? or #')
  // A page served over HTTPS may not load a script over HTTP (a local server aside).
  .refine(
    (url) => /^https:|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
    'must be an https:// address',
  );

/** The site's analytics: one cookie-less provider (scripts/site/analytics.ts, docs/make-it-yours.md). */
export const analyticsSchema = z.discriminatedUnion(
  'provider',
  [
    /** Plausible: the site's domain as registered there; `host` for Plausible Community Edition. */
    z.strictObject({
      provider: z.literal('plausible'),
      domain: text,
      host: analyticsHost.optional(),
    }),
    /** Umami: the website's id; `host` for a self-hosted Umami. */
    z.strictObject({
      provider: z.literal('umami'),
      websiteId: text,
      host: analyticsHost.optional(),
    }),
    /** GoatCounter: the site's code (<code>.goatcounter.com), or `host` for a self-hosted one. */
    z
      .strictObject({
        provider: z.literal('goatcounter'),
        code: z
          .string()
          .regex(/^[a-z0-9-]+$/i, 'must be the code of <code>.goatcounter.com')
          .optional(),
        host: analyticsHost.optional(),
      })
      .refine((settings) => (settings.code === undefined) !== (settings.host === undefined), {
        error: 'needs either `code` (GoatCounter’s own service) or `host` (your own), not both',
      }),
    /** Cloudflare Web Analytics: the site's token (Cloudflare hosts it only). */
    z.strictObject({ provider: z.literal('cloudflare'), token: text }),
  ],
  { error: "must name its provider: 'plausible', 'umami', 'goatcounter' or 'cloudflare'" },
);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const contentSchema = z.strictObject({
  /** The language of the interface, dates and numbers (the owner's own texts are theirs). */
  language: languageTag.optional(),
  /** More languages the site is published in, each in its own folder (`/portfolio/de/`), with the
   * owner's words from owner/content.<tag>.ts where they wrote them. */
  languages: z
    .array(languageTag)
    .refine((tags) => new Set(tags).size === tags.length, 'must not repeat a language')
    .optional(),
  /** The owner's own words for any interface text (src/i18n/en.ts names them; one the site no
   * longer shows is let be). */
  text: z
    .partialRecord(
      z.enum([...textKeys, ...extraPluralKeys, ...retiredTextKeys] as unknown as [
        WordKey,
        ...WordKey[],
      ]),
      text,
    )
    .optional(),
  /** The site's public address, for its canonical URL, sharing tags and sitemap. Optional: the
   * deploy workflow supplies the GitHub Pages address (see scripts/site/site-url.ts). */
  siteUrl: webUrl.optional(),
  owner: z.strictObject({
    name: text,
    jobTitle: text,
    tagline: text,
    description: text,
    /** A photo on Home beside the greeting. */
    photo: publicImage.optional(),
    /** Optional: where the owner is, on Home with their local time: a place's name as they
     * write it, and its IANA time zone ('Europe/Berlin'). */
    location: z
      .strictObject({
        place: text,
        timeZone: z
          .string()
          .trim()
          .refine(isTimeZone, "must be an IANA time zone such as 'Europe/Berlin'"),
      })
      .optional(),
    /** Optional: says on Home that the owner is open to work. */
    openToWork: z.boolean().optional(),
  }),
  /** Optional: Home's first view. */
  home: z
    .strictObject({
      /** The title of a project with an image, featured beside the greeting. */
      featuredProject: text.optional(),
    })
    .optional(),
  /** A résumé of the owner's own; without it, "Get my Resume" opens the one the build makes
   * from this content (resume.pdf). */
  resumeUrl: webUrl.optional(),
  /** The résumé the build makes (resume.pdf, resume.json), in every language: at most two pages
   * unless the owner chooses more than fits (docs/make-it-yours.md). */
  resume: z
    .strictObject({
      /** A4 unless 'LETTER'. */
      pageSize: z.enum(['A4', 'LETTER'], { error: "must be 'A4' or 'LETTER'" }).optional(),
      /** The projects it lists, by their titles in this file, in this order (`[]`: none). Unless
       * set, as many as fit, in the order of `projects`: those with a case study or a picture
       * are kept first. */
      projects: z
        .array(text)
        .refine((titles) => new Set(titles).size === titles.length, 'must not repeat a project')
        .optional(),
      /** The most bullets each job shows (0: its title, company and period alone). Unless set,
       * as many as fit. */
      bulletsPerJob: z
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(0, 'must be 0 or more')
        .optional(),
    })
    .optional(),
  skills: z
    .array(text)
    .min(1, 'needs at least one skill')
    .refine((skills) => new Set(skills).size === skills.length, 'must not repeat a skill'),
  /** Newest first; none for an owner whose Experience is their education or certifications. */
  jobs: z.array(jobSchema),
  projects: z.array(projectSchema).min(1, 'needs at least one project'),
  externalLinks: z.array(externalLinkSchema),
  /** Optional sections on Experience, after the jobs. */
  education: z.array(educationSchema).optional(),
  certifications: z.array(certificationSchema).optional(),
  /** Optional: the colour scheme a first-time visitor sees ('dark' unless set; 'system' follows
   * the visitor's device). Visitors can switch, and their choice is remembered. */
  theme: themeSchema.optional(),
  /** Optional: the user's public repositories, fetched when the site builds, shown on Projects. */
  github: gitHubSettingsSchema.optional(),
  /** Optional: the owner's articles, from their feeds and by hand, on a Writing screen. */
  writing: writingSchema.optional(),
  /** Optional: privacy-friendly analytics, none unless set (docs/make-it-yours.md). */
  analytics: analyticsSchema.optional(),
});

export type Content = z.infer<typeof contentSchema>;
export type Job = z.infer<typeof jobSchema>;
export type AnalyticsSettings = z.infer<typeof analyticsSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ExternalLink = z.infer<typeof externalLinkSchema>;
export type ExternalLinkIcon = ExternalLink['icon'];
export type Education = z.infer<typeof educationSchema>;
export type Certification = z.infer<typeof certificationSchema>;
export type GitHubSettings = z.infer<typeof gitHubSettingsSchema>;
export type ThemeSettings = z.infer<typeof themeSchema>;
export type Article = z.infer<typeof articleSchema>;
export type WritingSettings = z.infer<typeof writingSchema>;

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, 'content');
}

/** The edit distance of two words, to suggest the key an owner meant. */
export function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

function closest(key: string, known: readonly string[]): string | undefined {
  const [best] = known
    .map((name) => ({ name, cost: distance(key, name) }))
    .sort((a, b) => a.cost - b.cost);
  return best && best.cost <= Math.max(2, Math.floor(key.length / 3)) ? best.name : undefined;
}

const typeNames: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'an object { … }',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** One line per issue, the field first; a stray key is named itself, with the one meant. */
function describeIssue(issue: z.core.$ZodIssue): string[] {
  const path = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const isText = issue.path.length === 1 && issue.path[0] === 'text';
    return issue.keys.map((key) => {
      const meant = isText ? closest(key, textKeys) : undefined;
      const what = isText
        ? 'is not an interface text (src/i18n/en.ts names them)'
        : 'is not a field the site knows';
      return `${formatPath([...issue.path, key])}: ${what}${meant ? `; did you mean ${meant}?` : ''}`;
    });
  }
  const missing = issue.input === undefined;
  if (missing && ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code))
    return [`${path}: is missing`];
  if (issue.code === 'invalid_type') {
    // Zod's own wording ("Invalid input: expected …") says less than the field's own message.
    if (!issue.message.startsWith('Invalid input')) return [`${path}: ${issue.message}`];
    return [`${path}: must be ${typeNames[issue.expected] ?? issue.expected}`];
  }
  return [`${path}: ${issue.message}`];
}

/** Every problem in the content, one line each, naming the field: `content.jobs[2].period: ...`. */
export function findContentProblems(candidate: unknown): string[] {
  const result = contentSchema.safeParse(candidate, { reportInput: true });
  if (result.success)
    return [
      ...experienceProblems(result.data),
      ...featuredProjectProblems(result.data),
      ...resumeProjectProblems(result.data),
    ];
  return result.error.issues.flatMap(describeIssue);
}

/** Experience has something to show: a job, else education or a certification. */
function experienceProblems(content: Content): string[] {
  if (content.jobs.length > 0 || content.education?.length || content.certifications?.length)
    return [];
  return [
    'content.jobs: needs at least one job (or, before the first, education or a certification)',
  ];
}

/** The featured project is one of the projects, and has a picture to show. */
function featuredProjectProblems(content: Content): string[] {
  const title = content.home?.featuredProject;
  if (title === undefined) return [];
  const project = content.projects.find((each) => each.title === title);
  const field = 'content.home.featuredProject';
  if (!project)
    return [
      `${field}: names no project; the projects are ${content.projects.map((each) => `'${each.title}'`).join(', ')}`,
    ];
  return project.image ? [] : [`${field}: '${title}' has no image to feature (give it one)`];
}

/** Each project the résumé names is one of the projects, by its title. */
function resumeProjectProblems(content: Content): string[] {
  const titles = content.projects.map((each) => each.title);
  return (content.resume?.projects ?? []).flatMap((title, index) =>
    titles.includes(title)
      ? []
      : [
          `content.resume.projects[${index}]: '${title}' is no project's title; the projects are ${titles.map((each) => `'${each}'`).join(', ')}`,
        ],
  );
}
