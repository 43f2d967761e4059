// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { content } from '../../../owner/content.ts';
import type { Content, Job } from '../../../src/content/schema.ts';
import { directionOfContent, textOf } from '../../../src/content/text.ts';
import { fillText } from '../../../src/i18n/index.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { scriptOwners } from '../../test-support/owner-pools.ts';
import { findFontPackage } from '../fonts/font-package.ts';
import { renderResumePdf, shapingProblems } from './render-resume.ts';
import { everything } from './resume-choice.ts';
import { resumeModel, resumeTexts } from './resume-model.ts';

/** Whether poppler's pdftotext is installed (Debian's poppler-utils, optional: the tests that
 * read with it are skipped without it, and say so in their names). */
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
if (!hasPdftotext)
  console.info(
    'poppler-utils’ pdftotext is not installed: the tests that read the résumé with it are skipped; pdf.js reads it in the others.',
  );
const withPdftotext = (title: string) =>
  hasPdftotext ? title : `${title} (skipped: poppler-utils’ pdftotext is not installed)`;

const siteUrl = 'https://owner.example/portfolio/';
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

type Item = { str: string; hasEOL: boolean };
type Read = {
  pages: string[][];
  links: string[];
  info: Record<string, unknown>;
  sizes: number[][];
  raw: Buffer;
};

/** What a tool reads in a PDF: each page's text in order, its links, metadata and page sizes. */
async function readPdf(pdf: Buffer): Promise<Read> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    // Text in a face the PDF does not embed (a character the owner's font lacks) is read with
    // the reader's standard fonts, as any PDF reader has them.
    standardFontDataUrl,
    // The reader's notes on how it reads a font are not the test's; its errors still are.
    verbosity: 0,
  }).promise;
  const pages: string[][] = [];
  const links: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    // Runs of one line (a name drawn from two fonts) join as they are; lines, by a space.
    pages.push([(items as Item[]).map((item) => item.str + (item.hasEOL ? ' ' : '')).join('')]);
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Link' && annotation.url) links.push(annotation.url);
    sizes.push(page.view.slice(2).map((size: number) => Math.round(size)));
  }
  const { info } = await document.getMetadata();
  return { pages, links, info: info as Record<string, unknown>, sizes, raw: pdf };
}

/** Text as a reader gets it: lines joined, spaces folded. */
const flat = (texts: string[]) => texts.join(' ').replace(/\s+/g, ' ');

/** The position of each text in the whole, one after the other; -1 where one is missing. */
function positionsInOrder(whole: string, texts: string[]) {
  let from = 0;
  return texts.map((text) => {
    const at = whole.indexOf(flat([text]), from);
    if (at >= 0) from = at + 1;
    return at;
  });
}

/** The fonts a PDF embeds as subsets, as a PDF reader names them: "Roboto-Bold" (its font
 * dictionaries are plain objects, "/BaseFont /ABCDEF+Roboto-Bold"). */
function embeddedFonts(pdf: Buffer): string[] {
  const names = pdf.toString('latin1').matchAll(/\/BaseFont\s*\/[A-Z]{6}\+([^\s/<>[\]()]+)/g);
  return [...new Set([...names].map(([, name]) => name ?? ''))];
}

/** A link as a PDF reader reports it: "https://x.dev" is "https://x.dev/". */
const normalised = (url: string) => new URL(url).href;

/** An owner whose project links are a bare domain, a trailing slash and none (a private one). */
const bareLinks: Content = {
  ...otherOwner,
  projects: [
    { ...otherOwner.projects[0]!, liveUrl: 'https://pgqueue.example.dev' },
    { ...otherOwner.projects[1]!, liveUrl: 'https://docs.example.dev/queue/' },
    { ...otherOwner.projects[2]!, githubUrl: undefined, liveUrl: undefined },
  ],
};

/** A student: no jobs yet, Experience their education. */
const student: Content = {
  ...otherOwner,
  jobs: [],
  education: otherOwner.education ?? [
    { school: 'A school of theirs', degree: 'A degree of theirs', period: '2022 – 2026' },
  ],
};

describe.each([
  ['the owner', content],
  ['another owner', otherOwner],
  ['an owner with bare-domain and private project links', bareLinks],
  ['a student with no jobs yet', student],
])('the résumé PDF of %s', (_, owned) => {
  let read: Read;
  let bytes: Buffer;
  let texts: string[];
  let contacts: string[];
  let warned: string[];
  const ready = (async () => {
    const { pdf, model, warnings } = await renderResumePdf(owned, siteUrl);
    bytes = pdf;
    read = await readPdf(pdf);
    texts = resumeTexts(model);
    contacts = model.contact.map((link) => link.label);
    warned = warnings;
  })();

  it('draws every character of the content, or the build says which it cannot', async () => {
    await ready;
    // The owner's text in a font that lacks some of its characters is the owner's choice, which
    // the build warns of; the fixtures are written in fonts that draw them.
    if (owned !== content) expect(warned).toEqual([]);
    else for (const warning of warned) expect(warning).toMatch(/^résumé: /);
  });

  it('holds every text of the content as real text, in reading order', async () => {
    await ready;
    // Text the owner's font cannot draw, or in a script the PDF's layout shapes only in part
    // (Devanagari…), is not read back; the warning above names it.
    if (warned.length > 0) return;
    // Right-to-left text as pdf.js reads it: its letters and order, a space where the
    // direction changes not always, a bracket as the mirrored glyph drawn (docs/decisions/0035).
    const rtl = directionOfContent(owned) === 'rtl';
    // A CJK line breaks between two characters, where a reader puts a space.
    const cjk = texts.some((text) =>
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text),
    );
    // Thai (and the other scripts written without spaces) breaks between words, where a reader
    // may put a space; pdf.js reads a vowel sign drawn as two glyphs (Thai's sara am) as the
    // sign and its second half, and a tone mark and a vowel above in the order drawn.
    const spaceless = texts.some((text) =>
      /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u.test(text),
    );
    const readBack = (text: string) =>
      spaceless
        ? text
            .replace(/\u0e33\u0e32/g, '\u0e33')
            .normalize('NFKD')
            .replace(/[\s\p{Cf}\p{Cc}\p{M}]/gu, '')
        : rtl
          ? // …and a mark on an Arabic letter (هٔ) apart from it, where it is placed.
            text
              .normalize('NFKD')
              .replace(/[\s\p{Cf}\p{M}]/gu, '')
              .replace(/[()]/g, '|')
          : cjk
            ? // and pdf.js reads the glyph that ends such a line, which stands for no
              // character, as a control character.
              text.replace(/[\s\p{Cc}]/gu, '')
            : text;
    // Right to left, as an applicant-tracking system reads it (poppler, decision 0035) where it
    // is installed: pdf.js gives a font's ligature of two letters in the order drawn (a face
    // such as Cairo joins "لى" into one glyph, and pdf.js reads it "ىل").
    // Poppler, though, orders the lines of a right-to-left paragraph that mixes in Latin words
    // by rules of its own (the heading over it after its first line, decision 0035): a text
    // read in order by either reader is read in order.
    const readings = [
      ...(rtl && hasPdftotext ? [textOfPdf(bytes)] : []),
      flat(read.pages.flat()),
    ].map(readBack);
    const [whole = ''] = readings;
    // The contact links of a right-to-left page are one wrapped row of left-to-right runs,
    // which a reader takes in its own order: each is there, the rest in reading order.
    // The owner's own right-to-left text that mixes in digits or Latin words ("800 ms", "99.95%",
    // "2011 – 2015") may be copied out in the order it is drawn, as decision 0035 and the docs
    // say: their content is held to the rest. The fixtures, written to read back, to all of it.
    const mixed = (text: string) =>
      owned === content &&
      rtl &&
      /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(text) &&
      /[\p{Script=Latin}\p{Nd}]/u.test(text);
    const inOrder = (rtl ? texts.filter((text) => !contacts.includes(text)) : texts).filter(
      (text) => !mixed(text),
    );
    const unread = readings.map((reading) => {
      const positions = positionsInOrder(reading, inOrder.map(readBack));
      return inOrder.filter((_, index) => positions[index]! < 0);
    });
    expect(
      unread.some((missed) => missed.length === 0),
      JSON.stringify(unread),
    ).toBe(true);
    for (const contact of contacts) expect(whole).toContain(readBack(contact));
    for (const job of owned.jobs) {
      for (const text of [job.title, job.company, job.period, ...job.description])
        if (!mixed(text)) expect(whole).toContain(readBack(flat([text])));
    }
    for (const skill of owned.skills) if (!mixed(skill)) expect(whole).toContain(readBack(skill));
    for (const heading of ['resumeSummary', 'resumeSkills'] as const)
      expect(whole).toContain(readBack(textOf(owned)[heading]));
    // Experience's heading over the jobs; none over nothing (a student's).
    const experience = readBack(textOf(owned).resumeExperience);
    if (owned.jobs.length > 0) expect(whole).toContain(experience);
    else expect(whole).not.toContain(experience);
    for (const entry of owned.education ?? [])
      if (!mixed(entry.degree)) expect(whole).toContain(readBack(entry.degree));
  });

  it('links the site, the profiles and the projects as link annotations', async () => {
    await ready;
    const expected = [
      siteUrl,
      ...owned.externalLinks.map((link) => link.url),
      ...owned.projects.flatMap((project) =>
        [project.githubUrl ?? [], project.liveUrl ?? []].flat(),
      ),
    ];
    const links = read.links.map(normalised);
    for (const url of expected) expect(links).toContain(normalised(url));
  });

  it('says whose it is in its metadata, in the owner’s language', async () => {
    await ready;
    expect(read.info).toMatchObject({
      Title: fillText(textOf(owned).resumeTitle, { name: owned.owner.name }),
      Author: owned.owner.name,
      Subject: owned.owner.jobTitle,
      Keywords: owned.skills.join(', '),
    });
  });

  it('is A4, with the owner’s font embedded as a subset', async () => {
    await ready;
    expect(read.sizes[0]).toEqual([595, 842]);
    const font = (owned.theme?.font ?? 'Inter').replace(/\s/g, '');
    expect(read.raw.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}`));
    expect(read.raw.toString('latin1')).toContain('/FontFile2');
  });
});

describe.each(['Inter', 'Roboto'])('the résumé in %s', (font) => {
  it('embeds the bold and semi-bold faces it draws headings in, not only the regular one', async () => {
    const owned: Content = { ...otherOwner, theme: { ...otherOwner.theme, font } };
    const { pdf, warnings } = await renderResumePdf(owned, siteUrl);
    expect(warnings).toEqual([]);
    const fonts = embeddedFonts(pdf);
    for (const face of ['Regular', 'SemiBold', 'Bold'])
      expect(fonts, fonts.join(', ')).toContain(`${font}-${face}`);
  });

  it('embeds each face once, however many lines it draws, in any of its scripts', async () => {
    // Greek words on every line: drawn by the font's Greek face, after the Latin one.
    const owned: Content = {
      ...otherOwner,
      theme: { ...otherOwner.theme, font },
      jobs: Array.from({ length: 12 }, (_, index) => {
        const each = job(index, 6);
        return {
          ...each,
          description: each.description.map((line) => `${line} Σύστημα ${index}.`),
        };
      }),
    };
    const { pdf } = await renderResumePdf(owned, siteUrl);
    const raw = pdf.toString('latin1');
    const programs = raw.match(/\/FontFile2/g) ?? [];
    expect(programs.length, embeddedFonts(pdf).join(', ')).toBe(embeddedFonts(pdf).length);
    // A two-page résumé's faces are some tens of kilobytes, not megabytes.
    expect(pdf.length).toBeLessThan(400_000);
  });
});

describe('the résumé in a font without a script its text is written in', () => {
  it('draws that script in the template’s own font, read back as written, with no warning', async () => {
    // Poppins has no Cyrillic or Greek file; Inter has both.
    const owned: Content = {
      ...otherOwner,
      theme: { ...otherOwner.theme, font: 'Poppins' },
      owner: { ...otherOwner.owner, jobTitle: 'Інженерка вбудованих систем' },
      skills: [...otherOwner.skills, 'Σύστημα'],
    };
    const { pdf, warnings } = await renderResumePdf(owned, siteUrl);
    expect(warnings).toEqual([]);
    const fonts = embeddedFonts(pdf);
    expect(fonts.some((name) => name.startsWith('Poppins-'))).toBe(true);
    expect(
      fonts.some((name) => /^Inter-.*(cyrillic|greek)/.test(name)),
      fonts.join(', '),
    ).toBe(true);
    const read = await readPdf(pdf);
    const text = flat(read.pages.flat());
    expect(text).toContain('Інженерка вбудованих систем');
    expect(text).toContain('Σύστημα');
  });
});

/** A job with `bullets` bullets of varied lengths. */
const job = (index: number, bullets: number): Job => ({
  title: `Engineer ${index}`,
  company: `Company ${index}`,
  period: `Jan ${2000 + index} – Dec ${2000 + index}`,
  description: Array.from(
    { length: bullets },
    (_, bullet) =>
      `Shipped improvement ${bullet + 1} of system ${index}` +
      ', measured and documented for the team that runs it'.repeat(1 + ((index + bullet) % 4)) +
      '.',
  ),
});

describe.each([
  ['A4', 14, [1, 6, 2, 5, 3, 4]],
  ['LETTER', 12, [4, 1, 1, 7, 2]],
  ['A4', 19, [3, 2, 8, 1]],
] as const)('a long career on %s (%i jobs)', (pageSize, count, bulletCounts) => {
  const longCareer: Content = {
    ...otherOwner,
    jobs: Array.from({ length: count }, (_, index) =>
      job(index + 1, bulletCounts[index % bulletCounts.length]!),
    ),
    resume: { pageSize },
  };

  it('runs over pages, no job’s or section’s heading alone at the foot of one', async () => {
    // Everything, however long: what the owner may choose (content.resume).
    const { pdf, model } = await renderResumePdf(longCareer, siteUrl, {}, everything(longCareer));
    const read = await readPdf(pdf);
    expect(read.pages.length).toBeGreaterThan(1);
    const size = pageSize === 'A4' ? [595, 842] : [612, 792];
    expect(read.sizes.every(([width, height]) => width === size[0] && height === size[1])).toBe(
      true,
    );
    // Nothing is lost on the way.
    const whole = flat(read.pages.flat());
    expect(resumeTexts(model).filter((text) => !whole.includes(flat([text])))).toEqual([]);
    const pageOf = (text: string) => read.pages.findIndex((texts) => flat(texts).includes(text));
    for (const { title, description } of longCareer.jobs) {
      const page = pageOf(title);
      expect(page, title).toBeGreaterThanOrEqual(0);
      // Its whole first bullet is on the same page.
      expect(flat(read.pages[page]!), title).toContain(flat([description[0]!]));
    }
    for (const section of model.sections) {
      if ('paragraph' in section) continue;
      const first = section.entries[0]!;
      const page = read.pages.findIndex((texts) => flat(texts).includes(section.heading));
      expect(flat(read.pages[page]!), section.heading).toContain(flat([first.title]));
    }
  });
});

describe('a word with a zero-width non-joiner (Persian "بک‌اند")', () => {
  it.runIf(hasPdftotext)(
    withPdftotext('copies out whole, the non-joiner kept, not split by a space'),
    async () => {
      const words = scriptOwners.ar!;
      const jobTitle = 'مهندس ارشد بک\u200cاند';
      const owned: Content = {
        ...otherOwner,
        language: 'ar',
        theme: { font: words.font },
        owner: { ...otherOwner.owner, name: words.names[0]!, jobTitle },
      };
      const { pdf } = await renderResumePdf(owned, siteUrl);
      expect(textOfPdf(pdf)).toContain(jobTitle);
    },
  );
});

describe('a heading, wherever the page breaks', () => {
  it('starts a page with its first entry or bullet rather than end one alone', async () => {
    // Careers of every length from one page to three: each section's heading falls somewhere
    // else on its page, at its foot for some.
    for (let count = 4; count <= 16; count += 1) {
      const owned: Content = {
        ...otherOwner,
        jobs: Array.from({ length: count }, (_, index) => job(index + 1, 1 + (index % 2))),
      };
      const { pdf, model } = await renderResumePdf(owned, siteUrl, {}, everything(owned));
      const read = await readPdf(pdf);
      for (const section of model.sections) {
        if ('paragraph' in section) continue;
        const page = read.pages.findIndex((texts) => flat(texts).includes(section.heading));
        expect(flat(read.pages[page]!), `${count} jobs: ${section.heading}`).toContain(
          flat([section.entries[0]!.title]),
        );
      }
      // And a job's title with its first bullet.
      for (const { title, description } of owned.jobs) {
        const page = read.pages.findIndex((texts) => flat(texts).includes(`${title} `));
        expect(flat(read.pages[page]!), `${count} jobs: ${title}`).toContain(
          flat([description[0]!]),
        );
      }
    }
  }, 120_000);
});

describe('a résumé just over a page', () => {
  it('is drawn tighter on one page, so that a second page never holds a line or two alone', async () => {
    // Certificates added one by one, each two short lines: a finer step than the room the
    // tighter drawing makes.
    const career = (count: number): Content => ({
      ...otherOwner,
      jobs: otherOwner.jobs.slice(0, 1),
      projects: otherOwner.projects.slice(0, 1),
      certifications: Array.from({ length: count }, (_, index) => ({
        name: `Certificate ${index + 1}`,
        issuer: `Issuer ${index + 1}`,
        date: `${2000 + index}`,
      })),
    });
    // The first résumé too long for one page: its second page holds more than a line or two,
    // since one a certificate shorter was fitted on one.
    let count = 1;
    let read = await readPdf((await renderResumePdf(career(count), siteUrl)).pdf);
    while (read.pages.length === 1 && count < 60)
      read = await readPdf((await renderResumePdf(career(++count), siteUrl)).pdf);
    expect(read.pages).toHaveLength(2);
    const [first, second] = read.pages.map((texts) => flat(texts).length);
    expect(second! / first!, flat(read.pages[1]!)).toBeGreaterThan(0.06);
  });
});

describe('curly quotes in a Chinese font', () => {
  const written = (language: string) => ({
    ...otherOwner,
    language,
    theme: { font: 'Noto Sans SC' },
    owner: { ...otherOwner.owner, tagline: 'I’m building “calm” tools for my team’s pagers.' },
  });

  it('are drawn in the template’s font in a résumé not in Chinese or Japanese, narrow as English sets them', async () => {
    if (!findFontPackage('Noto Sans SC')) return;
    const { pdf } = await renderResumePdf(written('en'), siteUrl);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular-quotes/);
    const read = await readPdf(pdf);
    expect(flat(read.pages.flat())).toContain('I’m building “calm” tools');
    // A Chinese résumé keeps the font's own, set full width beside ideographs.
    const { pdf: chinese } = await renderResumePdf(written('zh'), siteUrl);
    expect(chinese.toString('latin1')).not.toMatch(/Inter-Regular-quotes/);
  });
});

describe('names in other scripts', () => {
  // The template's fonts, never the owner's: what an owner's font cannot draw is the build's
  // warning to give (scripts/build/fonts/font-coverage.ts), not a test's failure.
  const { font: _ownersFont, ...plainTheme } = otherOwner.theme ?? {};
  // Roboto's faces beyond the regular one are made from its variable font, one per script.
  it.each([undefined, 'Roboto'])(
    'draw in Latin Extended, Cyrillic, Greek and Vietnamese (font: %s, else the default)',
    async (font) => {
      const name = 'Łukasz Ölçer Алексей Ωμέγα Nguyễn';
      const theme = font ? { ...plainTheme, font } : plainTheme;
      const { pdf, warnings } = await renderResumePdf(
        { ...otherOwner, theme, owner: { ...otherOwner.owner, name } },
        siteUrl,
      );
      expect(warnings).toEqual([]);
      expect(flat((await readPdf(pdf)).pages.flat())).toContain(name);
    },
  );

  it('a character the font cannot draw gives a warning naming it', async () => {
    const { warnings } = await renderResumePdf(
      { ...otherOwner, theme: plainTheme, owner: { ...otherOwner.owner, name: 'Li 李' } },
      siteUrl,
    );
    expect(warnings).toEqual([expect.stringMatching(/"李" \(U\+674E\)/)]);
  });
});

/** What an applicant-tracking system copies out of a PDF: poppler's pdftotext. */
function textOfPdf(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'resume-text-'));
  try {
    const file = join(folder, 'resume.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(
      /[\u061c\u200e\u200f\u202a-\u202e]/g,
      '',
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** An owner who writes their whole résumé in a script, from the generated owner's pools. */
function writingIn(language: string, words: (typeof scriptOwners)[string]): Content {
  const job = (index: number): Job => ({
    title: words.jobTitle,
    company: words.names[index % words.names.length] ?? words.jobTitle,
    period: words.period,
    description: [words.bullet, words.bullet],
  });
  return {
    ...otherOwner,
    language,
    theme: { font: words.font },
    owner: {
      ...otherOwner.owner,
      name: words.names[0] ?? otherOwner.owner.name,
      jobTitle: words.jobTitle,
      tagline: words.bullet,
    },
    jobs: [job(0), job(1), job(2)],
    projects: otherOwner.projects.map((project) => ({ ...project, description: words.bullet })),
  };
}

// Arabic is drawn in its presentation forms, one glyph a joined letter, which Unicode
// normalisation turns back into the letters written: none is lost or read as another.
const lettersOf = (text: string) => text.normalize('NFKC').replace(/[^\p{L}\p{M}]/gu, '');
/** Each word of a line of the owner's as a reader must find it: whole, its letters in order
 * (the order of a right-to-left line's words as read is the reader's: docs/decisions/0035). */
const wordsOf = (text: string) =>
  text.match(
    /[\p{Script=Hebrew}\p{Script=Arabic}\p{M}]+|[^\p{Script=Hebrew}\p{Script=Arabic}\P{L}]+/gu,
  ) ?? [];

describe.each(['he', 'ar', 'ja', 'zh', 'zh-TW', 'ko'])('a résumé written in %s', (language) => {
  const words = scriptOwners[language]!;
  const owned = writingIn(language, words);
  const written = [words.names[0]!, words.jobTitle, textOf(owned).resumeExperience, words.bullet];
  // Drawn once for both readers: a CJK font's faces take seconds to cut.
  let rendered: ReturnType<typeof renderResumePdf> | undefined;
  const render = () => (rendered ??= renderResumePdf(owned, siteUrl));
  /** Whether a reader's text holds each of the owner's words, and a CJK bullet as written, its
   * Latin product name and digits in place. */
  const expectReadBack = (read: string) => {
    const text = lettersOf(read);
    for (const word of written.flatMap(wordsOf)) expect(text, word).toContain(lettersOf(word));
    if (language === 'ja') expect(text).toContain(lettersOf(words.bullet));
  };

  it('embeds the owner’s font with its bold, at most 1.5 MB, its letters read back by pdf.js', async () => {
    const { pdf, warnings } = await render();
    expect(warnings).toEqual([]);
    expect(pdf.length).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    const fonts = embeddedFonts(pdf);
    expect(
      fonts.some((name) => /bold/i.test(name)),
      fonts.join(', '),
    ).toBe(true);
    expectReadBack(flat((await readPdf(pdf)).pages.flat()));
  });

  it.skipIf(!hasPdftotext)(
    withPdftotext(
      'has its letters read back by poppler’s pdftotext, as an applicant-tracking system reads',
    ),
    async () => {
      const { pdf } = await render();
      expectReadBack(textOfPdf(pdf));
    },
  );
});

/** Text as read back, compared as written: presentation forms as their letters, without the
 * marks that only steer direction, spaces folded. */
const asRead = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe.each([
  ['he', 'הובלתי מעבר ל-Kubernetes ב-2022 עם 3 צוותים'],
  ['ar', 'قدت الانتقال إلى Kubernetes في ٢٠٢٢ مع ٣ فرق (Go وRust).'],
])('a right-to-left résumé (%s) read back', (language, mixed) => {
  const words = scriptOwners[language]!;
  const owned = (pageMostly: 'latin' | 'own') => {
    const owner = writingIn(language, words);
    return {
      ...owner,
      jobs: owner.jobs.map((job, index) => ({
        ...job,
        ...(index === 1 && { company: latinCompany, period: closed }),
        description: [mixed, words.bullet],
      })),
      // A line that starts in Latin, the owner's script in its middle.
      skills,
      // A page mostly in the owner's script, or mostly Latin (links, skills, schools): a
      // reader orders a line by its page's main direction.
      ...(pageMostly === 'own' && {
        externalLinks: owner.externalLinks.slice(0, 1),
        education: [],
        certifications: [],
      }),
    };
  };

  const skills = ['Go', 'Kubernetes', words.jobTitle, 'Kafka'];
  // A company named in Latin letters beside a period in the owner's script, which ends in a year.
  const latinCompany = otherOwner.jobs[0]!.company;
  const month = (index: number, year: number) =>
    new Intl.DateTimeFormat(new Intl.Locale(language, { calendar: 'gregory' }).toString(), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, index, 1)));
  const closed = `${month(0, 2021)} – ${month(1, 2023)}`;
  const expected = [
    words.names[0]!,
    words.jobTitle,
    words.period,
    `${latinCompany} · ${closed}`,
    mixed,
    words.bullet,
    skills.join(' · '),
  ];

  it.each(['latin', 'own'] as const)(
    'gives lines that mix directions in the order they are read, to pdf.js (page mostly %s)',
    async (pageMostly) => {
      const { pdf } = await renderResumePdf(owned(pageMostly), siteUrl);
      // pdf.js reads the runs in the order drawn; a space where the direction changes is not
      // always there, and a bracket in right-to-left text is read as the glyph drawn (")" for
      // "("): docs/decisions/0035.
      const bare = (text: string) => asRead(text).replace(/\s/g, '').replace(/[()]/g, '|');
      const read = bare(flat((await readPdf(pdf)).pages.flat()));
      for (const text of expected) expect(read, text).toContain(bare(text));
    },
  );

  it.skipIf(!hasPdftotext).each(['latin', 'own'] as const)(
    withPdftotext('gives them as written to poppler’s pdftotext (page mostly %s)'),
    async (pageMostly) => {
      const { pdf } = await renderResumePdf(owned(pageMostly), siteUrl);
      const copied = asRead(textOfPdf(pdf));
      for (const text of expected) expect(copied, text).toContain(asRead(text));
    },
  );
});

describe('a résumé in a script the PDF shapes only in part', () => {
  const written = (tagline: string) =>
    shapingProblems(
      resumeModel({ ...otherOwner, owner: { ...otherOwner.owner, tagline } }, 'https://o.example/'),
    );

  it('is named in one warning, so the owner looks it over', () => {
    const [warning, ...rest] = written('मैं डेटा प्लेटफ़ॉर्म बनाती हूँ।');
    expect(rest).toEqual([]);
    expect(warning).toMatch(/^résumé: Devanagari text is laid out in resume\.pdf without/);
  });

  it('is not said of scripts the PDF shapes whole', () => {
    for (const tagline of ['Hello', 'שלום עולם', 'مرحبا بالعالم', 'สวัสดีครับ', 'こんにちは'])
      expect(written(tagline), tagline).toEqual([]);
  });
});
