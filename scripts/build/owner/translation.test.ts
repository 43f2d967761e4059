// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { siteLanguages } from '../../../src/i18n/site-languages.ts';
import { dictionaryFor } from '../../../src/i18n/index.ts';
import {
  languageAddresses,
  languageHeadTags,
  languagesSitemapXml,
  ogLocale,
} from '../prerender/language-meta.ts';
import { builtLanguage, translationFile } from './site-language.ts';
import { periodsInLanguage } from './translated-periods.ts';
import { translateContent } from './translation.ts';

const content = { ...otherOwner, languages: ['de', 'fr'] };
const [first, second, ...rest] = content.jobs;
if (!first || !second) throw new Error('the test owner needs two jobs');
/** Another language's words, unlike any of the content's. */
const other = (text: string) => `«${[...text].reverse().join('')}»`;

describe('an owner’s translation over the main content', () => {
  it('takes the translated fields and keeps the main language’s words elsewhere', () => {
    const translation = {
      owner: { tagline: other(content.owner.tagline) },
      jobs: [{ description: first.description.map(other) }, { title: other(second.title) }],
    };
    const { content: translated, problems } = translateContent(content, translation, 'de');
    expect(problems).toEqual([]);
    expect(translated.language).toBe('de');
    expect(translated.languages).toEqual(content.languages);
    expect(translated.owner).toEqual({ ...content.owner, tagline: other(content.owner.tagline) });
    expect(translated.jobs).toEqual([
      { ...first, description: first.description.map(other) },
      { ...second, title: other(second.title) },
      ...rest,
    ]);
    expect(translated.projects).toEqual(content.projects);
    expect(translated.skills).toEqual(content.skills);
  });

  it('replaces a list of texts whole, and an entry left empty keeps the main language’s', () => {
    const skills = content.skills.slice(0, 2).map(other);
    const translation = { skills, jobs: [{}, { company: other(second.company) }] };
    const { content: translated, problems } = translateContent(content, translation, 'de');
    expect(problems).toEqual([]);
    expect(translated.skills).toEqual(skills);
    expect(translated.jobs[0]).toEqual(first);
    expect(translated.jobs[1]?.company).toBe(other(second.company));
  });

  it('without a translation, is the content as written in that language', () => {
    const { content: translated, problems } = translateContent(content, undefined, 'fr');
    expect(problems).toEqual([]);
    const { text, ...asWritten } = content;
    expect(text, 'the test owner has texts of her own').toBeDefined();
    expect(translated).toEqual({ ...asWritten, language: 'fr' });
  });

  it('names each field the content does not have, by its path in the translation', () => {
    const translation = {
      owner: { nickname: other(content.owner.name) },
      jobs: [...content.jobs.map(() => ({})), { title: other(first.title) }],
      hobbies: [other(first.title)],
    };
    const { problems } = translateContent(content, translation, 'de');
    expect(problems).toEqual([
      expect.stringMatching(/^translation\.owner\.nickname: /),
      expect.stringMatching(new RegExp(`^translation\\.jobs\\[${content.jobs.length}\\]: `)),
      expect.stringMatching(/^translation\.hobbies: /),
    ]);
  });

  it('names a field of another kind than the content’s, and the site’s settings', () => {
    const translation = { skills: other(content.skills.join(', ')), language: 'fr' };
    const { problems } = translateContent(content, translation, 'de');
    expect(problems).toEqual([
      expect.stringMatching(/^translation\.language: /),
      expect.stringMatching(/^translation\.skills: must be a list/),
    ]);
  });

  it('checks the translated content again, naming the translation’s field', () => {
    const { problems } = translateContent(content, { owner: { tagline: ' ' } }, 'de');
    expect(problems).toEqual([expect.stringMatching(/^translation\.owner\.tagline\b/)]);
  });

  it('keeps the featured project featured when the translation renames it', () => {
    const at = content.projects.length - 1;
    const featured = { ...content.projects[at]!, image: 'shot.png' };
    const projects = content.projects.map((project, index) => (index === at ? featured : project));
    const owner = { ...content, projects, home: { featuredProject: featured.title } };
    const renamed = projects.map((project, index) =>
      index === at ? { title: other(project.title) } : {},
    );
    const { content: translated, problems } = translateContent(owner, { projects: renamed }, 'de');
    expect(problems).toEqual([]);
    expect(translated.home?.featuredProject).toBe(other(featured.title));
    // One the translation names itself stays as it wrote it.
    const named = translateContent(
      owner,
      { projects: renamed, home: { featuredProject: other(featured.title) } },
      'de',
    );
    expect(named.problems).toEqual([]);
  });

  it('is not an object of fields', () => {
    expect(translateContent(content, [content.owner.name], 'de').problems).toEqual([
      expect.stringMatching(/^translation: /),
    ]);
  });
});

describe('the language a build makes', () => {
  it('is the main one by default, else one of the content’s languages', () => {
    const all = siteLanguages(content.language ?? 'en', content.languages);
    expect(builtLanguage(content, undefined)).toEqual(all[0]);
    for (const language of all.slice(1))
      expect(builtLanguage(content, language.tag.toUpperCase())).toEqual(language);
    expect(() => builtLanguage(content, 'xx')).toThrow(/PORTFOLIO_LANGUAGE=xx .*languages/);
  });

  it('reads its translation beside the content file', () => {
    expect(translationFile('owner/content.ts', 'de')).toBe('owner/content.de.ts');
    expect(translationFile('/tmp/her/site.ts', 'pt-BR')).toBe('/tmp/her/site.pt-BR.ts');
  });
});

describe('a site in several languages, found as one', () => {
  const languages = siteLanguages('en', ['de', 'pt-BR']);
  const mainUrl = 'https://example.org/sub/path/';
  const addresses = languageAddresses(languages, mainUrl);

  it('names every language’s address, absolute, and the main one for everyone else', () => {
    const { links, locales } = languageHeadTags(addresses, 'de');
    expect(links).toEqual([
      ...languages.map(
        ({ tag, folder }) =>
          `<link rel="alternate" hreflang="${tag}" href="${mainUrl}${folder}" />`,
      ),
      `<link rel="alternate" hreflang="x-default" href="${mainUrl}" />`,
    ]);
    expect(locales).toEqual([
      '<meta property="og:locale" content="de_DE" />',
      '<meta property="og:locale:alternate" content="en_US" />',
      '<meta property="og:locale:alternate" content="pt_BR" />',
    ]);
  });

  it('adds nothing to a site in one language', () => {
    expect(languageHeadTags(addresses.slice(0, 1), 'en')).toEqual({ links: [], locales: [] });
  });

  it('lists each language in the sitemap with all its alternates', () => {
    const sitemap = languagesSitemapXml(addresses);
    for (const { url } of addresses) expect(sitemap).toContain(`<loc>${url}</loc>`);
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(addresses.length);
    expect(sitemap.match(/<xhtml:link /g)).toHaveLength(addresses.length * (addresses.length + 1));
  });

  it('writes a locale as Open Graph does', () => {
    expect(['en', 'fr', 'pt-BR', 'es'].map(ogLocale)).toEqual(['en_US', 'fr_FR', 'pt_BR', 'es_ES']);
  });
});

describe('dates in another language', () => {
  const months = (language: string) =>
    Array.from({ length: 12 }, (_, month) =>
      new Intl.DateTimeFormat(language, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2020, month, 1))),
    );
  const english = { ...content, language: 'en' };
  const [job] = english.jobs;

  it('writes a period the translation left as the language writes it', () => {
    const period = `${months('en')[2]} – ${months('en')[10]}`;
    const main = { ...english, jobs: [{ ...job!, period }] };
    const translated = periodsInLanguage({ ...main, language: 'de' }, main);
    expect(translated.jobs[0]?.period).toBe(`${months('de')[2]} – ${months('de')[10]}`);
  });

  it('writes a period of long month names, in a language written right to left, with long ones', () => {
    const long = (language: string, month: number) =>
      new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2020, month, 1)),
      );
    const period = `${long('he', 0)} – ${long('he', 10)}`;
    const main = { ...english, language: 'he', jobs: [{ ...job!, period }] };
    for (const language of ['en', 'ru'])
      expect(periodsInLanguage({ ...main, language }, main).jobs[0]?.period).toBe(
        `${long(language, 0)} – ${long(language, 10)}`,
      );
  });

  it('reads the present in the words its language’s owners write it, and writes it in the other’s', () => {
    for (const [language, period] of [
      ['zh-TW', '2022年9月 – 現在'],
      ['zh-TW', '2022年9月 – 至今'],
      ['en', 'Sep 2022 – Now'],
    ] as const) {
      const main = { ...english, language, jobs: [{ ...job!, period }] };
      const other = language === 'en' ? 'de' : 'en';
      const written = periodsInLanguage({ ...main, language: other }, main).jobs[0]?.period;
      const september = new Intl.DateTimeFormat(other, {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2022, 8, 1)));
      expect(written, period).toBe(`${september} – ${dictionaryFor(other).resumePresent}`);
    }
  });

  it('keeps the owner’s own words, and a period the translation wrote', () => {
    const main = { ...english, jobs: [{ ...job!, period: `Summer ${2020}` }, { ...job! }] };
    const own = { ...job!, period: other(job!.period) };
    const translated = periodsInLanguage(
      { ...main, language: 'de', jobs: [main.jobs[0]!, own] },
      main,
    );
    expect(translated.jobs.map((each) => each.period)).toEqual([main.jobs[0]?.period, own.period]);
  });
});

describe('the owner’s interface texts in another language', () => {
  const withTexts = { ...content, text: { sendMessage: other('Send') } };

  it('are the translation’s own: the main content’s are words of the main language', () => {
    expect(translateContent(withTexts, {}, 'de').content.text).toBeUndefined();
    const texts = { sendMessage: other('Senden'), experienceHeading: other('Werdegang') };
    const { content: translated, problems } = translateContent(withTexts, { text: texts }, 'de');
    expect(problems).toEqual([]);
    expect(translated.text).toEqual(texts);
    expect(translateContent(content, { text: texts }, 'de').content.text).toEqual(texts);
  });

  it('names one that is not an interface text', () => {
    const { problems } = translateContent(content, { text: { sendMesage: other('Senden') } }, 'de');
    expect(problems).toEqual([expect.stringMatching(/^translation\.text\b/)]);
  });
});
