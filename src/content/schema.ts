import { z } from 'zod';

const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const text = z.string().trim().min(1, 'must not be empty');

export const externalLinkIcons = ['github', 'linkedin', 'leetcode'] as const;

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
  githubUrl: webUrl,
  liveUrl: webUrl.optional(),
});

export const externalLinkSchema = z.strictObject({
  text,
  url: webUrl,
  icon: z.enum(externalLinkIcons),
});

export const contentSchema = z.strictObject({
  /** The site's public address, for its canonical URL, sharing tags and sitemap. Optional: the
   * deploy workflow supplies the GitHub Pages address (see scripts/site-url.mjs). */
  siteUrl: webUrl.optional(),
  owner: z.strictObject({
    name: text,
    jobTitle: text,
    tagline: text,
    description: text,
  }),
  resumeUrl: webUrl,
  skills: z
    .array(text)
    .min(1, 'needs at least one skill')
    .refine((skills) => new Set(skills).size === skills.length, 'must not repeat a skill'),
  jobs: z.array(jobSchema).min(1, 'needs at least one job'),
  projects: z.array(projectSchema).min(1, 'needs at least one project'),
  externalLinks: z.array(externalLinkSchema),
});

export type Content = z.infer<typeof contentSchema>;
export type Job = z.infer<typeof jobSchema>;
export type Project = z.infer<typeof projectSchema>;
export type ExternalLink = z.infer<typeof externalLinkSchema>;
export type ExternalLinkIcon = ExternalLink['icon'];

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, 'content');
}

/** Every problem in the content, one line each, naming the field: `content.jobs[2].period: ...`. */
export function findContentProblems(candidate: unknown): string[] {
  const result = contentSchema.safeParse(candidate);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}
