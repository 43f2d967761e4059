// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../owner/content.ts';
import { en, packFor } from '../../src/i18n/index.ts';
import { findContentProblems, type Content } from '../../src/content/schema.ts';
import { otherOwner } from '../../src/test/other-owner.ts';
import { loadOwnerContent } from '../site/owner-content.ts';
import { importResume, jsonResumeProblems } from '../import-resume/import-resume.ts';
import { fromJsonResume, toJsonResume, type JsonResume } from './json-resume.ts';
import { formatPeriod, periodDates } from './periods.ts';

const siteUrl = 'https://owner.example/portfolio/';
const require = createRequire(import.meta.url);
/** Another person's résumé: the schema's own sample. */
const sampleFile = require.resolve('resume-schema/sample.resume.json');
const someoneElse: JsonResume = JSON.parse(readFileSync(sampleFile, 'utf8'));

describe.each([
  ['the owner', content],
  ['another owner', otherOwner],
])('resume.json of %s', (_, owned) => {
  const resume = toJsonResume(owned, siteUrl);

  it('is valid JSON Resume 1.0.0', async () => {
    expect(await jsonResumeProblems(resume)).toEqual([]);
  });

  it('holds the basics, every job with its highlights, the skills and the projects', () => {
    expect(resume.basics).toMatchObject({
      name: owned.owner.name,
      label: owned.owner.jobTitle,
      summary: owned.owner.tagline,
      url: siteUrl,
    });
    expect(resume.basics?.profiles?.map((profile) => profile.url)).toEqual(
      owned.externalLinks.filter((link) => link.icon !== 'email').map((link) => link.url),
    );
    expect(resume.work?.map((work) => [work.position, work.name, work.highlights])).toEqual(
      owned.jobs.map((job) => [job.title, job.company, job.description]),
    );
    expect(resume.skills?.flatMap((skill) => skill.keywords)).toEqual(owned.skills);
    expect(resume.projects?.map((project) => project.name)).toEqual(
      owned.projects.map((project) => project.title),
    );
  });

  it('comes back as the same content: every field both forms have', () => {
    const { content: back } = fromJsonResume(resume, { ...owned, siteUrl });
    expect(findContentProblems(back)).toEqual([]);
    expect(back.owner).toMatchObject({
      name: owned.owner.name,
      jobTitle: owned.owner.jobTitle,
      tagline: owned.owner.tagline,
    });
    expect(back.skills).toEqual(owned.skills);
    const withoutDates = <T extends object>(entries: T[] | undefined, field: keyof T) =>
      entries?.map((entry) => ({ ...entry, [field]: undefined }));
    expect(withoutDates(back.jobs, 'period')).toEqual(withoutDates(owned.jobs, 'period'));
    expect(back.projects).toEqual(
      owned.projects.map((project) => ({ ...project, image: undefined })),
    );
    expect(back.externalLinks.map(({ url, icon }) => ({ url, icon }))).toEqual(
      [
        ...owned.externalLinks.filter((link) => link.icon !== 'email'),
        ...owned.externalLinks.filter((link) => link.icon === 'email'),
      ].map(({ url, icon }) => ({ url, icon })),
    );
    expect(withoutDates(back.education, 'period')).toEqual(withoutDates(owned.education, 'period'));
    expect(withoutDates(back.certifications, 'date')).toEqual(
      withoutDates(owned.certifications, 'date'),
    );
    // Periods as dates are the same; written in the owner's language, the same text when that
    // is how the content writes them (the sample's "Jan 2025 – Present").
    const again = toJsonResume(back, siteUrl);
    expect(again.work).toEqual(resume.work);
    expect(again.education).toEqual(resume.education);
    expect(again.certificates).toEqual(resume.certificates);
    // A period written as the owner's language writes it comes back word for word.
    const language = owned.language ?? 'en';
    const present = (packFor(language) ?? en).resumePresent;
    owned.jobs.forEach((job, index) => {
      const canonical = formatPeriod(
        periodDates(job.period, language, [present]),
        language,
        present,
      );
      if (canonical === job.period) expect(back.jobs[index]!.period).toBe(job.period);
    });
  });
});

describe('the content a JSON Resume of someone else makes', () => {
  const { content: theirs, unmapped } = fromJsonResume(someoneElse);

  it('is valid content, with their name, every position, company and skill', () => {
    expect(findContentProblems(theirs)).toEqual([]);
    expect(theirs.owner.name).toBe(someoneElse.basics?.name);
    expect(theirs.owner.jobTitle).toBe(someoneElse.basics?.label);
    expect(theirs.jobs.map((job) => [job.title, job.company])).toEqual(
      (someoneElse.work ?? []).map((work) => [work.position, work.name]),
    );
    const keywords = (someoneElse.skills ?? []).flatMap((skill) => skill.keywords ?? []);
    expect(theirs.skills).toEqual([...new Set(keywords)]);
    expect(theirs.jobs[0]?.period).toBe('Dec 2013 – Dec 2014');
  });

  it('links their profiles, with the icons the site knows, and their e-mail', () => {
    expect(theirs.externalLinks).toEqual(
      expect.arrayContaining([
        { text: 'Twitter', url: 'https://x.com/neutralthoughts', icon: 'x' },
        { text: 'SoundCloud', url: 'https://soundcloud.example.com/dandymusicnl', icon: 'website' },
        {
          text: someoneElse.basics?.email,
          url: `mailto:${someoneElse.basics?.email}`,
          icon: 'email',
        },
      ]),
    );
  });

  it('names each field it could not map', () => {
    expect(unmapped).toEqual(
      expect.arrayContaining([
        'basics.image',
        'basics.phone',
        'basics.location',
        'volunteer',
        'awards',
        'publications',
        'languages',
        'interests',
        'references',
        'work[0].summary',
      ]),
    );
  });
});

describe('npm run import:resume', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'resume-import-'));
    mkdirSync(join(root, 'owner'));
    // An owner who has set their language, which JSON Resume has no place for.
    writeFileSync(
      join(root, 'owner/content.ts'),
      `export const content = ${JSON.stringify({ ...otherOwner, language: 'de' })};\n`,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes the owner’s content, keeping the file it replaces and the settings JSON Resume lacks', async () => {
    const result = await importResume(sampleFile, root);
    expect(result.backup).toBe('owner/content.before-import.ts');
    expect(existsSync(join(root, result.backup!))).toBe(true);
    expect(result.unmapped.length).toBeGreaterThan(0);
    const written: Content = await loadOwnerContent(root);
    expect(findContentProblems(written)).toEqual([]);
    expect(written.owner.name).toBe(someoneElse.basics?.name);
    expect(written.language).toBe('de');
    // The period in the owner's language.
    expect(written.jobs[0]?.period).toBe('Dez. 2013 – Dez. 2014');
  });

  it('refuses a file that is not JSON Resume, with the schema’s message, and writes nothing', async () => {
    const file = join(root, 'not-a-resume.json');
    writeFileSync(file, JSON.stringify({ basics: { name: 42 }, hobbies: [] }));
    const before = readFileSync(join(root, 'owner/content.ts'), 'utf8');
    await expect(importResume(file, root)).rejects.toThrow(/is not valid JSON Resume:\n {2}.*/);
    await expect(importResume(file, root)).rejects.toThrow(
      /\(root\): Additional properties not allowed: hobbies/,
    );
    expect(readFileSync(join(root, 'owner/content.ts'), 'utf8')).toBe(before);
  });
});
