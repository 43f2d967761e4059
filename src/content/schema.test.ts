// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../test/other-owner';
import { content } from '../../owner/content';
import { en, languagePacks } from '../i18n';
import { externalLinkIcons } from './schema';
import { findContentProblems } from './content-problems';

/** `value` without `keys`, as content that leaves them out. */
const omit = <T extends object>(value: T, ...keys: (keyof T)[]) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key as keyof T)));

describe('content schema', () => {
  it('accepts the owner’s content and another owner’s', () => {
    expect(findContentProblems(content)).toEqual([]);
    expect(findContentProblems(otherOwner)).toEqual([]);
  });

  it('accepts a siteUrl, and content without one', () => {
    expect(findContentProblems({ ...otherOwner, siteUrl: 'https://me.example.com/' })).toEqual([]);
    expect('siteUrl' in otherOwner).toBe(false);
  });

  it('takes an owner with no jobs yet when Experience has their education or a certification', () => {
    const school = { school: 'A school', degree: 'A degree', period: '2022 – 2026' };
    const certification = { name: 'A certificate', issuer: 'An issuer', date: '2026' };
    const student = omit(otherOwner, 'education', 'certifications');
    expect(findContentProblems({ ...student, jobs: [], education: [school] })).toEqual([]);
    expect(findContentProblems({ ...student, jobs: [], certifications: [certification] })).toEqual(
      [],
    );
    expect(findContentProblems({ ...student, jobs: [] })).toEqual([
      expect.stringMatching(/^content\.jobs: needs at least one job/),
    ]);
    expect(findContentProblems({ ...student, jobs: [], education: [] })).toHaveLength(1);
  });

  it('names a missing field', () => {
    const jobs = otherOwner.jobs.map((job, index) =>
      index === 2 ? { title: job.title, company: job.company, description: job.description } : job,
    );
    expect(findContentProblems({ ...otherOwner, jobs })).toEqual([
      expect.stringMatching(/^content\.jobs\[2\]\.period: /),
    ]);
  });

  it('says a required field is missing, rather than what a value would have to be', () => {
    const [project] = otherOwner.projects;
    const withoutLive = omit(project!, 'liveUrl');
    const withoutTitle = omit(project!, 'title');
    expect(findContentProblems({ ...otherOwner, projects: [withoutTitle] })).toEqual([
      'content.projects[0].title: is missing',
    ]);
    expect(findContentProblems({ ...otherOwner, projects: [withoutLive] })).toEqual([]);
    expect(findContentProblems(omit(otherOwner, 'externalLinks'))).toEqual([
      'content.externalLinks: is missing',
    ]);
    const link = { text: 'Me', url: 'https://example.org' };
    expect(findContentProblems({ ...otherOwner, externalLinks: [link] })).toEqual([
      'content.externalLinks[0].icon: is missing',
    ]);
  });

  it('says what a value of the wrong kind should be', () => {
    expect(findContentProblems({ ...otherOwner, skills: 'Go, Rust' })).toEqual([
      'content.skills: must be a list',
    ]);
    expect(
      findContentProblems({ ...otherOwner, owner: { ...otherOwner.owner, name: 42 } }),
    ).toEqual(['content.owner.name: must be text']);
  });

  it('takes a project without a public repository', () => {
    const projects = otherOwner.projects.map((project) => omit(project, 'githubUrl'));
    expect(findContentProblems({ ...otherOwner, projects })).toEqual([]);
    const bad = [{ ...otherOwner.projects[0]!, githubUrl: 'github.com/me/x' }];
    expect(findContentProblems({ ...otherOwner, projects: bad })).toEqual([
      'content.projects[0].githubUrl: must be an http(s) URL',
    ]);
  });

  it('names a malformed URL', () => {
    const projects = [{ ...otherOwner.projects[1]!, liveUrl: 'not a url' }];
    expect(findContentProblems({ ...otherOwner, projects })).toEqual([
      'content.projects[0].liveUrl: must be an http(s) URL',
    ]);
    expect(findContentProblems({ ...otherOwner, siteUrl: 'ftp://example.com/' })).toEqual([
      'content.siteUrl: must be an http(s) URL',
    ]);
  });

  it('rejects an unknown icon, an empty name and a stray field', () => {
    const problems = findContentProblems({
      ...otherOwner,
      owner: { ...otherOwner.owner, name: '  ' },
      externalLinks: [{ text: 'Blog', url: 'https://example.com', icon: 'rss' }],
      extra: true,
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/content\.owner\.name: must not be empty/);
    expect(problems.join('\n')).toMatch(/content\.externalLinks\[0\]\.icon: /);
    expect(problems.join('\n')).toMatch(/^content\.extra: is not a field the site knows$/m);
  });
});

describe('the GitHub setting', () => {
  it('is optional, and takes a user, a maximum and names to leave out', () => {
    expect(otherOwner.github).toBeDefined();
    expect(findContentProblems({ ...otherOwner, github: { user: 'octo-cat' } })).toEqual([]);
  });

  it('names what is wrong with it', () => {
    expect(
      findContentProblems({ ...otherOwner, github: { user: 'https://github.com/me', max: 2.5 } }),
    ).toEqual([
      'content.github.user: must be a GitHub user or organisation name, e.g. octocat',
      'content.github.max: must be a whole number',
    ]);
    expect(findContentProblems({ ...otherOwner, github: { user: 'me', max: 0 } })).toEqual([
      'content.github.max: must be at least 1',
    ]);
  });
});

describe('the optional photo, education, certifications, project images and link kinds', () => {
  const withPhoto = (photo: string) =>
    findContentProblems({ ...otherOwner, owner: { ...otherOwner.owner, photo } });

  it('takes an image file in owner/public/, by its path there', () => {
    expect(withPhoto('photo.jpg')).toEqual([]);
    expect(withPhoto('images/me.PNG')).toEqual([]);
    for (const photo of [
      '/photo.jpg',
      '../photo.jpg',
      'a/../../x.jpg',
      'https://x.org/a.jpg',
      'me.svg',
    ]) {
      expect(withPhoto(photo)).toEqual([
        expect.stringMatching(/^content\.owner\.photo: must be an image file in owner\/public\//),
      ]);
    }
    const projects = [{ ...otherOwner.projects[0]!, image: 'shot.pdf' }];
    expect(findContentProblems({ ...otherOwner, projects })).toEqual([
      expect.stringMatching(/^content\.projects\[0\]\.image: .*one of: jpg, jpeg, png/),
    ]);
  });

  it('lists the allowed icons when one is unknown', () => {
    const externalLinks = [{ text: 'Blog', url: 'https://example.com', icon: 'rss' }];
    expect(findContentProblems({ ...otherOwner, externalLinks })).toEqual([
      `content.externalLinks[0].icon: must be one of: ${externalLinkIcons.join(', ')}`,
    ]);
  });

  it('wants a mailto: address for the email icon and a web address for the others', () => {
    const links = (url: string, icon: string) =>
      findContentProblems({ ...otherOwner, externalLinks: [{ text: 'Me', url, icon }] });
    expect(links('mailto:me@example.org', 'email')).toEqual([]);
    expect(links('https://example.org', 'email')).toEqual([
      "content.externalLinks[0].url: must be a mailto: address for the 'email' icon, e.g. mailto:me@example.com",
    ]);
    expect(links('mailto:me@example.org', 'website')).toEqual([
      'content.externalLinks[0].url: must be an http(s) URL',
    ]);
  });

  it('names the field of a malformed education or certification entry', () => {
    expect(
      findContentProblems({
        ...otherOwner,
        education: [{ school: 'Uni', degree: '', period: '2015' }],
        certifications: [{ name: 'CKA', issuer: 'CNCF', date: '2023', url: 'cncf.io' }],
      }),
    ).toEqual([
      'content.education[0].degree: must not be empty',
      'content.certifications[0].url: must be an http(s) URL',
    ]);
  });
});

describe('the owner’s language, words and brand', () => {
  // The languages are the template's packs and the owner's own (owner/i18n/).
  const languages = Object.keys(languagePacks);

  it('takes a language the interface speaks, by its tag', () => {
    expect(languages).toContain('en');
    for (const language of [...languages, ...languages.map((tag) => `${tag}-GB`)])
      expect(findContentProblems({ ...otherOwner, language }), language).toEqual([]);
  });

  it('names the languages there are when it has no texts for one', () => {
    const unspoken = ['xx', 'xy', 'xz'].find((tag) => !languages.includes(tag));
    expect(findContentProblems({ ...otherOwner, language: unspoken })).toEqual([
      `content.language: has no interface texts: the languages are ${languages.join(', ')} (a new one is one file in owner/i18n/)`,
    ]);
    expect(findContentProblems({ ...otherOwner, language: 'German' })[0]).toMatch(
      /^content\.language: must be a language tag/,
    );
  });

  it('takes the owner’s own words for interface texts it knows, and no others', () => {
    expect(findContentProblems({ ...otherOwner, text: { sendMessage: 'Write to me' } })).toEqual(
      [],
    );
    // The unknown key is named itself, with the text it most likely meant.
    expect(findContentProblems({ ...otherOwner, text: { sendMesage: 'Write to me' } })).toEqual([
      'content.text.sendMesage: is not an interface text (src/i18n/en.ts names them); did you mean sendMessage?',
    ]);
    const [known] = Object.keys(en);
    const [far] = findContentProblems({ ...otherOwner, text: { [`${known}Zzzzzzzzzz`]: 'x' } });
    expect(far).toBe(
      `content.text.${known}Zzzzzzzzzz: is not an interface text (src/i18n/en.ts names them)`,
    );
    expect(findContentProblems({ ...otherOwner, text: { sendMessage: ' ' } })).toEqual([
      'content.text.sendMessage: must not be empty',
    ]);
  });

  it('takes a brand colour, one or one per scheme, and a font name', () => {
    const theme = (value: object) => findContentProblems({ ...otherOwner, theme: value });
    expect(theme({ primary: '#2dd4bf', font: 'Roboto' })).toEqual([]);
    expect(theme({ primary: { dark: '#2dd4bf', light: '#0f766e' } })).toEqual([]);
    expect(theme({ primary: 'teal' })[0]).toMatch(/^content\.theme\.primary: /);
    expect(theme({ primary: { dark: '#2dd4bf' } })[0]).toMatch(/^content\.theme\.primary/);
    expect(theme({ font: '' })).toEqual(['content.theme.font: must not be empty']);
  });
});

describe('Home’s optional touches in the content', () => {
  const pictured = otherOwner.projects.find((project) => project.image)!;
  const bare = otherOwner.projects.find((project) => !project.image);

  it('takes a place with an IANA time zone, and open to work', () => {
    const owner = (extra: object) =>
      findContentProblems({ ...otherOwner, owner: { ...otherOwner.owner, ...extra } });
    expect(owner({ location: { place: 'Kathmandu', timeZone: 'Asia/Kathmandu' } })).toEqual([]);
    expect(owner({ openToWork: true })).toEqual([]);
    expect(owner({ location: { place: 'Berlin', timeZone: 'Berlin' } })).toEqual([
      "content.owner.location.timeZone: must be an IANA time zone such as 'Europe/Berlin'",
    ]);
    expect(owner({ openToWork: 'yes' })).toEqual([
      'content.owner.openToWork: must be true or false',
    ]);
  });

  it('features a project that has a picture, named by its title', () => {
    const home = (featuredProject: string) =>
      findContentProblems({ ...otherOwner, home: { featuredProject } });
    expect(home(pictured.title)).toEqual([]);
    expect(home('Nothing of the kind')[0]).toMatch(
      /^content\.home\.featuredProject: names no project; the projects are '/,
    );
    if (bare)
      expect(home(bare.title)).toEqual([
        `content.home.featuredProject: '${bare.title}' has no image to feature (give it one)`,
      ]);
  });
});
