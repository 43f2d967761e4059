import { z } from 'zod';
import {
  extraPluralKeys,
  retiredTextKeys,
  textKeys,
  type ExtraPluralKey,
  type TextKey,
} from '../i18n/index.ts';
import {
  anyLanguageTag,
  isTimeZone,
  isoDay,
  languageTag,
  publicImage,
  text,
  webUrl,
} from './schema-fields.ts';
import { analyticsSchema, gitHubSettingsSchema, themeSchema } from './settings-schema.ts';

/** A name of an interface text, of a plural form only some languages have, or of a text the
 * site no longer shows. */
type WordKey = TextKey | ExtraPluralKey | (typeof retiredTextKeys)[number];

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
   * deploy workflow supplies the GitHub Pages address (see scripts/build/owner/site-url.ts). */
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
