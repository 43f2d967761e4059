// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../../../owner/content.ts';
import { en, packFor } from '../../../src/i18n/index.ts';
import { findContentProblems } from '../../../src/content/content-problems.ts';
import { type Content } from '../../../src/content/schema.ts';
import { heavyOwner } from '../../../src/test/heavy-owner.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { loadOwnerContent } from '../owner/owner-content.ts';
import { importResume, jsonResumeProblems } from '../../import-resume/import-resume.ts';
import { fromJsonResume } from './from-json-resume.ts';
import { toJsonResume, type JsonResume } from './to-json-resume.ts';
import { languagePacks } from '../../../src/i18n/language-packs.ts';
import { formatPeriod, periodDates } from '../owner/periods.ts';

const siteUrl = 'https://owner.example/portfolio/';
const require = createRequire(import.meta.url);
/** Another person's résumé: the schema's own sample. */
const sampleFile = require.resolve('resume-schema/sample.resume.json');
const someoneElse: JsonResume = JSON.parse(readFileSync(sampleFile, 'utf8'));

/** An owner whose first project's case study has an address of its own (a title in another
 * script would have none). */
const ownAddress: Content = {
  ...otherOwner,
  projects: otherOwner.projects.map((project, index) =>
    index === 0 ? { ...project, slug: `project-${index + 1}` } : project,
  ),
};

describe.each([
  ['the owner', content],
  ['another owner', otherOwner],
  ['an owner who names a case study’s address', ownAddress],
  ['an owner with a link of every kind', heavyOwner],
])('resume.json of %s', (_, owned) => {
  const resume = toJsonResume(owned, siteUrl);

  it('is valid JSON Resume 1.0.0', async () => {
    expect(await jsonResumeProblems(resume)).toEqual([]);
  });

  it('holds where the owner is and their usernames at the networks it knows', async () => {
    const placed: Content = {
      ...owned,
      owner: { ...owned.owner, location: { place: 'Taipei', timeZone: 'Asia/Taipei' } },
      externalLinks: [
        { text: 'GitHub', url: 'https://github.com/ada-l/', icon: 'github' },
        { text: 'Medium', url: 'https://medium.com/@ada', icon: 'medium' },
        { text: 'Blog', url: 'https://ada.example.org/', icon: 'website' },
      ],
    };
    const theirs = toJsonResume(placed, siteUrl);
    expect(await jsonResumeProblems(theirs)).toEqual([]);
    expect(theirs.basics?.location).toEqual({ city: 'Taipei' });
    expect(theirs.basics?.profiles?.map((profile) => profile.username)).toEqual([
      'ada-l',
      'ada',
      undefined,
    ]);
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
    // Screenshots and case studies' addresses, which JSON Resume has no place for, kept from the
    // content it replaces.
    expect(back.projects).toEqual(owned.projects);
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

describe('a period the build does not read as dates', () => {
  // No year in it: the owner's own words.
  const words = (packFor(otherOwner.language ?? 'en') ?? en).resumePresent;
  const owned: Content = {
    ...otherOwner,
    jobs: otherOwner.jobs.map((job, index) => (index === 0 ? { ...job, period: words } : job)),
  };
  const resume = toJsonResume(owned, siteUrl);

  it('has no dates in resume.json, and comes back as written from the content it replaces', () => {
    expect(resume.work?.[0]).not.toHaveProperty('startDate');
    const { content: back, unmapped } = fromJsonResume(resume, owned);
    expect(findContentProblems(back)).toEqual([]);
    expect(back.jobs[0]!.period).toBe(words);
    expect(unmapped.join('\n')).not.toMatch(/work\[0\] has no dates/);
  });

  it('is said to be written where there is no content to keep it from', () => {
    const { unmapped } = fromJsonResume(resume, { language: owned.language });
    expect(unmapped).toContain('work[0] has no dates: write its period in the content');
  });
});

describe('a project without a public repository', () => {
  it('has neither a repository nor a source address in resume.json, and the rest is valid', async () => {
    const [first, second] = otherOwner.projects;
    const owned: Content = {
      ...otherOwner,
      projects: [
        { ...first!, githubUrl: undefined, liveUrl: 'https://demo.example.org/' },
        { ...second!, githubUrl: undefined, liveUrl: undefined },
      ],
    };
    const resume = toJsonResume(owned, siteUrl);
    expect(await jsonResumeProblems(resume)).toEqual([]);
    expect(resume.projects?.map(({ url, repository }) => ({ url, repository }))).toEqual([
      { url: 'https://demo.example.org/', repository: undefined },
      { url: undefined, repository: undefined },
    ]);
    const { content: back } = fromJsonResume(resume, owned);
    expect(back.projects.map(({ githubUrl, liveUrl }) => ({ githubUrl, liveUrl }))).toEqual(
      owned.projects.map(({ githubUrl, liveUrl }) => ({ githubUrl, liveUrl })),
    );
  });
});

describe('periods in any language', () => {
  const languages = ['en', ...Object.keys(languagePacks)];
  /** A month as a language writes it alone, and beside a year (German: "Sep", "Sept. 2015"). */
  const written = (tag: string, month: 'short' | 'long', index: number) => {
    const day = new Date(Date.UTC(2015, index, 1));
    // Its Gregorian month, which a résumé's dates are: Persian names the solar month otherwise.
    const language = new Intl.Locale(tag, { calendar: 'gregory' }).toString();
    const alone = new Intl.DateTimeFormat(language, { month, timeZone: 'UTC' }).format(day);
    const withYear = new Intl.DateTimeFormat(language, { month, year: 'numeric', timeZone: 'UTC' })
      .formatToParts(day)
      .find((part) => part.type === 'month')!.value;
    return [alone, withYear];
  };
  const iso = (index: number) => `2015-${String(index + 1).padStart(2, '0')}`;

  it.each(languages)(
    'an owner whose language is %s: English months, and every shipped language’s, read as dates',
    (language) => {
      const present = [(packFor(language) ?? en).resumePresent];
      expect(periodDates('Sep 2015 – Jun 2018', language, present)).toEqual({
        startDate: '2015-09',
        endDate: '2018-06',
      });
      expect(periodDates('Sept 2015 – Present', language, present)).toEqual({
        startDate: '2015-09',
      });
      for (const other of languages)
        for (const month of ['short', 'long'] as const)
          for (let index = 0; index < 12; index++)
            for (const name of written(other, month, index))
              expect(periodDates(`${name} 2015`, language, present), `${other}: ${name}`).toEqual({
                startDate: iso(index),
                endDate: iso(index),
              });
    },
  );

  it('reads a month of a language the site has no pack for', () => {
    // Any language without a pack, shipped or the owner's own (owner/i18n/).
    const language = ['nl', 'sv', 'fi', 'cs', 'hu', 'ro', 'da', 'nb', 'tr', 'id'].find(
      (tag) => packFor(tag) === undefined,
    );
    expect(language, 'some language has no pack').toBeDefined();
    if (!language) return;
    for (let index = 0; index < 12; index++)
      for (const name of written(language, 'long', index))
        expect(periodDates(`${name} 2015`, language, []).startDate).toBe(iso(index));
  });

  it('reads a month of more than one word, as Vietnamese writes them ("tháng 4", "thg 4")', () => {
    for (let index = 0; index < 12; index++)
      for (const month of ['short', 'long'] as const) {
        const name = written('vi', month, index)[0]!;
        expect(name, 'a month of two words').toMatch(/\s/);
        expect(periodDates(`${name} 2015 – ${name} 2016`, 'vi', []), name).toEqual({
          startDate: iso(index),
          endDate: iso(index).replace('2015', '2016'),
        });
      }
  });

  it('keeps a season or a word that is no month a year', () => {
    expect(periodDates('Summer 2017', 'de', [])).toEqual({ startDate: '2017', endDate: '2017' });
    expect(periodDates('Ju 2017', 'en', [])).toEqual({ startDate: '2017', endDate: '2017' });
  });

  it('a German owner’s English periods come back as the same dates', () => {
    const german: Content = {
      ...otherOwner,
      language: 'de',
      jobs: [{ ...otherOwner.jobs[0]!, period: 'Sep 2015 – Jun 2018' }],
    };
    const resume = toJsonResume(german, siteUrl);
    expect(resume.work?.[0]).toMatchObject({ startDate: '2015-09', endDate: '2018-06' });
    const { content: back } = fromJsonResume(resume, german);
    expect(toJsonResume(back, siteUrl).work).toEqual(resume.work);
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

  it('knows a network by its name, else by its address’s host, never by its path', () => {
    const { content } = fromJsonResume({
      basics: {
        name: 'Ada',
        profiles: [
          { network: 'YouTube', url: 'https://www.youtube.com/@ada-dev' },
          { url: 'https://www.youtube.com/@ada-dev' },
          { network: 'DEV', username: 'ada' },
          { url: 'https://dev.to/ada' },
          { url: 'https://blog.example.org/dev' },
        ],
      },
    });
    expect(content.externalLinks.map((link) => link.icon)).toEqual([
      'youtube',
      'youtube',
      'devto',
      'devto',
      'website',
    ]);
  });

  it('names each field it could not map', () => {
    expect(unmapped).toEqual(
      expect.arrayContaining([
        'basics.phone',
        expect.stringMatching(/^basics\.location \(owner\.location is a place and its time zone/),
        'volunteer',
        'awards',
        'publications',
        'languages',
        'interests',
        'references',
        'work[0].summary',
        'work[0].url',
        'education[0].score',
        'skills[0].name',
        'skills[0].level',
        'projects[0].roles',
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

  it('imports for an owner whose language is one of their own packs (owner/i18n/)', async () => {
    const own = mkdtempSync(join(tmpdir(), 'resume-import-own-'));
    try {
      // A tag of ISO 639's private-use range: no template ships it.
      mkdirSync(join(own, 'owner/i18n'), { recursive: true });
      writeFileSync(join(own, 'owner/i18n/qaa.ts'), 'export default { homeNav: "Home (qaa)" };\n');
      writeFileSync(
        join(own, 'owner/content.ts'),
        `export const content = ${JSON.stringify({ ...otherOwner, language: 'qaa' })};\n`,
      );
      await importResume(sampleFile, own);
      const written: Content = await loadOwnerContent(own);
      expect(written.language).toBe('qaa');
      expect(written.owner.name).toBe(someoneElse.basics?.name);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });

  it('imports a project without a repository, keeps what JSON Resume has no place for, and names every field it drops', async () => {
    const theirs: JsonResume = {
      ...someoneElse,
      projects: [
        { name: otherOwner.projects[0]!.title, description: 'Private.', keywords: ['Go'] },
        { name: 'Demo only', description: 'Shown live.', url: 'https://demo.example.org/' },
      ],
      education: [
        { institution: 'Uni', studyType: 'BSc', area: 'CS', startDate: '2010', score: '1.3' },
      ] as unknown as JsonResume['education'],
      skills: [
        { name: 'Backend', level: 'Expert', keywords: ['Go', 'Rust'] },
        { name: 'Ops', keywords: ['Kubernetes'] },
      ],
    };
    const file = join(root, 'private-projects.json');
    writeFileSync(file, JSON.stringify(theirs));
    // The same person's content before (their photo, repositories and writing are theirs).
    const previous = {
      ...otherOwner,
      language: 'de',
      owner: { ...otherOwner.owner, name: someoneElse.basics!.name! },
    } as Content;
    writeFileSync(
      join(root, 'owner/content.ts'),
      `export const content = ${JSON.stringify(previous)};\n`,
    );
    const result = await importResume(file, root);
    const written: Content = await loadOwnerContent(root);
    expect(findContentProblems(written)).toEqual([]);
    expect(written.projects.map(({ githubUrl, liveUrl }) => ({ githubUrl, liveUrl }))).toEqual([
      { githubUrl: undefined, liveUrl: undefined },
      { githubUrl: undefined, liveUrl: 'https://demo.example.org/' },
    ]);
    // What JSON Resume has no place for, from the file it replaces, and said so.
    expect(written.writing).toEqual(previous.writing);
    expect(written.owner.photo).toBe(previous.owner.photo);
    expect(written.projects[0]!.image).toBe(otherOwner.projects[0]!.image);
    expect(result.kept).toEqual(
      expect.arrayContaining(['language', 'theme', 'github', 'writing', 'owner.photo']),
    );
    expect(result.kept.some((field) => field.startsWith('projects[0].image'))).toBe(
      !!otherOwner.projects[0]!.image,
    );
    // What the site has no place for, named.
    expect(result.unmapped).toEqual(
      expect.arrayContaining([
        'education[0].score',
        'skills[0].name',
        'skills[0].level',
        'skills[1].name',
        expect.stringMatching(/^basics\.location \(owner\.location is a place and its time zone/),
      ]),
    );
    expect(result.unmapped).not.toContain('education[0].area');
    expect(written.skills).toEqual(['Go', 'Rust', 'Kubernetes']);
  });

  it('over another person’s content (the sample), keeps the site’s settings and none of that person’s own', () => {
    const before: Content = {
      ...otherOwner,
      language: 'ja',
      languages: ['en'],
      resumeUrl: 'https://someone.example/their-resume.pdf',
      owner: {
        ...otherOwner.owner,
        photo: 'photo.jpg',
        location: { place: 'Lisbon', timeZone: 'Europe/Lisbon' },
        openToWork: true,
      },
      github: { user: 'someone' },
    };
    expect(before.owner.name).not.toBe(someoneElse.basics?.name);
    const { content: theirs, kept } = fromJsonResume(someoneElse, before);
    expect(findContentProblems(theirs)).toEqual([]);
    expect(theirs).toMatchObject({ language: 'ja', languages: ['en'], theme: before.theme });
    for (const field of ['resumeUrl', 'github', 'writing', 'home'] as const)
      expect(theirs[field], field).toBeUndefined();
    for (const field of ['photo', 'location', 'openToWork'] as const)
      expect(theirs.owner[field], field).toBeUndefined();
    expect(kept).toEqual(expect.arrayContaining(['language', 'languages']));
    expect(kept).not.toContain('resumeUrl');
    // The same person's, all of it.
    const same = { ...before, owner: { ...before.owner, name: someoneElse.basics!.name! } };
    const { content: again } = fromJsonResume(someoneElse, same);
    expect(again).toMatchObject({ resumeUrl: before.resumeUrl, github: before.github });
    expect(again.owner).toMatchObject({
      photo: 'photo.jpg',
      location: before.owner.location,
      openToWork: true,
    });
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

describe('periods in the owner’s own script', () => {
  it('reads CJK, Hebrew and Arabic periods, with Arabic-Indic digits, as dates', () => {
    expect(periodDates('2021年4月 – 現在', 'ja', ['現在'])).toEqual({ startDate: '2021-04' });
    expect(periodDates('2019年10月～2021年3月', 'ja', ['現在'])).toEqual({
      startDate: '2019-10',
      endDate: '2021-03',
    });
    expect(periodDates('2020年1月 – 2022年12月', 'zh', ['至今'])).toEqual({
      startDate: '2020-01',
      endDate: '2022-12',
    });
    expect(periodDates('2021년 4월 – 현재', 'ko', ['현재'])).toEqual({ startDate: '2021-04' });
    expect(periodDates('מרץ 2022 – היום', 'he', ['היום'])).toEqual({ startDate: '2022-03' });
    expect(periodDates('ינואר 2019 – פברואר 2021', 'he', ['היום'])).toEqual({
      startDate: '2019-01',
      endDate: '2021-02',
    });
    expect(periodDates('مارس ٢٠٢٢ – الآن', 'ar', ['الآن'])).toEqual({ startDate: '2022-03' });
    expect(periodDates('يناير ۲۰۱۹ – مايو ۲۰۲۱', 'ar', ['الآن'])).toEqual({
      startDate: '2019-01',
      endDate: '2021-05',
    });
    expect(periodDates('2021年4月 – 至今', 'zh', ['至今'])).toEqual({ startDate: '2021-04' });
    expect(periodDates('2019年9月 – 2021年3月', 'zh-TW', ['至今'])).toEqual({
      startDate: '2019-09',
      endDate: '2021-03',
    });
  });

  it('reads a language that names its months by another calendar by its Gregorian names', () => {
    // Persian names January "ژانویه" in the Gregorian calendar, and "دی" (a solar month that
    // straddles December and January) in its own: a résumé's dates are Gregorian.
    expect(periodDates('ژانویه ۲۰۲۱ – اکنون', 'fa', ['اکنون'])).toEqual({ startDate: '2021-01' });
    expect(periodDates('سپتامبر ۲۰۱۸ – مارس ۲۰۲۰', 'fa', ['اکنون'])).toEqual({
      startDate: '2018-09',
      endDate: '2020-03',
    });
    expect(formatPeriod({ startDate: '2021-01' }, 'fa', 'اکنون')).toBe('ژانویه ۲۰۲۱ – اکنون');
    expect(periodDates('مارچ 2022 – حال', 'ur', ['حال'])).toEqual({ startDate: '2022-03' });
  });
});
