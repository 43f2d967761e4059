import type { APIRequestContext } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { shortUrl } from '../scripts/build/resume/resume-model.ts';
import type { JsonResume } from '../scripts/build/resume/to-json-resume.ts';
import { resumeFiles } from '../src/shared/resume-files.ts';
import { content, expect, languageSites, test, writtenPages } from './fixtures';

// The résumé each language's site serves (resume.pdf, resume.json), as a recruiter and a tool
// read them: two pages at most unless the owner chose more, the owner's place and a way to
// reach them at its top, the same projects and bullets in the PDF and JSON Resume of every
// language (the owner's choice, else those that fit, the ones with a case study or a picture
// kept first), and every case study of a listed project linked, in whichever language it is
// written (docs/decisions/0046-a-resume-that-fits.md). Read with pdf.js, as the unit tests do.

type Read = { pages: string[]; links: string[] };

/** A file of the site, asked for again once if the server dropped the kept-alive connection
 * meanwhile (Node's server closes one idle for five seconds; reading a PDF can take longer). */
async function fetched(request: APIRequestContext, address: string) {
  try {
    return await request.get(address);
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
    return request.get(address);
  }
}

async function readResume(request: APIRequestContext, folder: string) {
  const pdf = await fetched(request, `${folder}${resumeFiles.pdf}`);
  expect(pdf.status()).toBe(200);
  const document = await getDocument({ data: new Uint8Array(await pdf.body()), verbosity: 0 })
    .promise;
  const read: Read = { pages: [], links: [] };
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { items } = await page.getTextContent();
    read.pages.push(
      items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
        .join('')
        .replace(/\s+/g, ' '),
    );
    for (const annotation of await page.getAnnotations())
      if (annotation.subtype === 'Link' && annotation.url) read.links.push(annotation.url);
  }
  const json = (await (
    await fetched(request, `${folder}${resumeFiles.json}`)
  ).json()) as JsonResume;
  return { read, json };
}

/** Text as the PDF gives it back, compared as written: without the spaces a reader puts where
 * a line breaks (between two ideographs too), Arabic's presentation forms as their letters, the
 * marks that only steer direction and a mirrored bracket aside (docs/decisions/0035). */
const flat = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\p{Z}\p{C}\p{M}]/gu, '')
    .replace(/[()]/g, '|');

/**
 * Whether `read` holds `written` as a reader gives it back. pdf.js reads a font's ligature of two
 * letters in the order drawn (Cairo joins "لى" into one glyph and pdf.js reads it "ىل"): where
 * the text is not there as written, the same letters are, each at most one place from where it
 * was written.
 */
function holds(read: string, written: string): boolean {
  // A right-to-left line that mixes in digits or Latin words may be read in the order drawn
  // (decision 0035): each of its right-to-left words is there.
  const rtlWord =
    /[\p{Script=Arabic}\p{Script=Hebrew}][\p{Script=Arabic}\p{Script=Hebrew}\p{M}]*/gu;
  if (
    /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(written) &&
    /[\p{Script=Latin}\p{Nd}]/u.test(written)
  )
    return (written.match(rtlWord) ?? []).every((word) => holdsAsWritten(read, word));
  return holdsAsWritten(read, written);
}

function holdsAsWritten(read: string, written: string): boolean {
  const want = flat(written);
  if (read.includes(want)) return true;
  const sorted = [...want].sort().join('');
  for (let at = 0; at + want.length <= read.length; at++) {
    const window = read.slice(at, at + want.length);
    if (window[0] !== want[0] && window[0] !== want[1]) continue;
    if ([...window].sort().join('') !== sorted) continue;
    const near = [...window].every(
      (letter, place) =>
        letter === want[place] || letter === want[place - 1] || letter === want[place + 1],
    );
    if (near) return true;
  }
  return false;
}

/** The projects with a case study (any language's) or a picture, by their place: kept first. */
const showcased = new Set([
  ...writtenPages.flatMap((page) =>
    page.kind === 'project' && page.project !== undefined ? [page.project] : [],
  ),
  ...content.projects.flatMap((project, index) => (project.image ? [index] : [])),
]);

test('every language’s résumé fits two pages, says where the owner is and how to reach them, and lists the same projects and bullets as its JSON Resume', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const projectsListed: number[][] = [];
  /** Each language's cap on bullets: exactly one where a job shows fewer than it has. */
  const caps: { exactly?: number; atLeast: number }[] = [];
  for (const site of languageSites) {
    await test.step(`${site.name}${site.folder ? ` (${site.folder})` : ''}`, async () => {
      const { read, json } = await readResume(request, site.folder);
      const owned = site.content;
      const whole = flat(read.pages.join(' '));
      // Two pages unless the owner chose projects and bullets that hold more.
      const chosen = content.resume?.projects && content.resume.bulletsPerJob !== undefined;
      if (!chosen) expect(read.pages.length, 'pages').toBeLessThanOrEqual(2);
      // Its top, before its first heading: the name, the place, the site and the e-mail address.
      const first = flat(read.pages[0] ?? '');
      const top = first.slice(0, first.indexOf(flat(site.text.resumeSummary)));
      expect(holds(top, owned.owner.name), `${top} holds ${owned.owner.name}`).toBe(true);
      if (owned.owner.location) {
        expect(holds(top, owned.owner.location.place), owned.owner.location.place).toBe(true);
        expect(json.basics?.location).toEqual({ city: owned.owner.location.place });
      }
      expect(top).toContain(flat(shortUrl(site.url)));
      const email = owned.externalLinks.find((link) => link.icon === 'email');
      if (email) expect(top).toContain(flat(shortUrl(email.url)));

      // The projects, by their place in the content, as JSON Resume names them.
      const listed = (json.projects ?? []).map((project) =>
        owned.projects.findIndex((each) => each.title === project.name),
      );
      expect(listed, 'every project JSON Resume lists is one of the content’s').not.toContain(-1);
      for (const project of listed.map((index) => owned.projects[index])) {
        expect(holds(whole, project?.title ?? '(none)'), project?.title).toBe(true);
        expect(holds(whole, project?.description ?? '(none)'), project?.title).toBe(true);
      }
      const titles = content.resume?.projects;
      if (titles)
        expect(listed, 'the owner’s choice, in their order').toEqual(
          titles.map((title) => content.projects.findIndex((each) => each.title === title)),
        );
      else {
        expect(listed, 'in the content’s order').toEqual([...listed].sort((a, b) => a - b));
        // One without a case study or a picture is listed only once all that have one are.
        if (listed.some((index) => !showcased.has(index)))
          expect(listed).toEqual(expect.arrayContaining([...showcased]));
      }

      // Each job's bullets: as many as the one cap the choice sets, in the PDF too.
      const bullets = (json.work ?? []).map((work) => work.highlights?.length ?? 0);
      expect(bullets).toHaveLength(owned.jobs.length);
      const cap = content.resume?.bulletsPerJob ?? Math.max(0, ...bullets);
      owned.jobs.forEach((job, index) => {
        expect(bullets[index], job.title).toBe(Math.min(cap, job.description.length));
        for (const bullet of job.description.slice(0, bullets[index]))
          expect(holds(whole, bullet), `${job.title}: ${bullet}`).toBe(true);
      });

      // Every case study of a listed project, at this site's address, in the PDF and JSON.
      for (const page of writtenPages) {
        const project = page.project === undefined ? undefined : owned.projects[page.project];
        if (!project || page.project === undefined || !listed.includes(page.project)) continue;
        const address = new URL(`projects/${page.slug}/`, site.url).href;
        const entry = json.projects?.find((each) => each.name === project.title);
        expect(entry?.url, `${page.slug} (written in ${page.lang})`).toBe(address);
        expect(read.links, `${page.slug} (written in ${page.lang})`).toContain(address);
      }
      projectsListed.push(listed);
      const cut = owned.jobs.flatMap((job, index) =>
        (bullets[index] ?? 0) < job.description.length ? [bullets[index] ?? 0] : [],
      );
      caps.push({ exactly: cut[0], atLeast: Math.max(0, ...bullets) });
    });
  }
  // One choice for every language: the same projects, one cap on every job's bullets (a
  // translation may hold fewer bullets than the main language).
  for (const each of projectsListed.slice(1)) expect(each).toEqual(projectsListed[0]);
  const exact = new Set(caps.flatMap((cap) => cap.exactly ?? []));
  expect(exact.size, JSON.stringify(caps)).toBeLessThanOrEqual(1);
  for (const cap of caps) expect([...exact][0] ?? cap.atLeast).toBeGreaterThanOrEqual(cap.atLeast);
});
