// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { findContentProblems } from '../../../src/content/content-problems.ts';
import { type Content } from '../../../src/content/schema.ts';
import { longCareerOwner } from '../../../src/test/long-career-owner.ts';
import { manyProjectsOwner } from '../../../src/test/many-projects-owner.ts';
import { caseStudyAddresses } from '../written-pages/page-files.ts';
import { fitResume, renderResumePdf } from './render-resume.ts';
import {
  candidateChoices,
  everything,
  fittingChoice,
  pageBudget,
  projectsByPriority,
  type ResumeChoice,
} from './resume-choice.ts';
import { toJsonResume } from './to-json-resume.ts';

const siteUrl = 'https://oleksandr.example/';

/** Each line of each page as a reader reads it, its runs joined. */
async function pdfLines(pdf: Buffer): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    const lines = [''];
    for (const item of items as { str: string; hasEOL: boolean }[]) {
      lines[lines.length - 1] += item.str;
      if (item.hasEOL) lines.push('');
    }
    pages.push(lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean));
  }
  return pages;
}

const whole = (pages: string[][]) => pages.flat().join(' ');

describe('the choices a résumé is fitted with', () => {
  const content = manyProjectsOwner;
  const choices = candidateChoices(content, {});

  it('go from everything to less and less, the projects with a picture or case study kept longest', () => {
    const [first] = choices;
    expect(first).toEqual(everything(content));
    const size = (choice: ResumeChoice) =>
      choice.projects.length * 100 + (choice.bulletsPerJob ?? 99);
    for (const [index, choice] of choices.entries()) {
      const next = choices[index + 1];
      if (!next) break;
      expect(size(next), JSON.stringify(next)).toBeLessThan(size(choice));
      // Each holds a part of the one before it.
      expect(choice.projects).toEqual(expect.arrayContaining(next.projects));
    }
    const pictured = content.projects.flatMap((project, index) => (project.image ? [index] : []));
    expect(projectsByPriority(content, {}).slice(0, pictured.length)).toEqual(pictured);
    // A case study counts as a picture does.
    const last = content.projects.length - 1;
    expect(projectsByPriority(content, { [last]: `${siteUrl}projects/x/` })[0]).toBe(
      Math.min(last, ...pictured),
    );
    expect(choices.at(-1)).toEqual({ projects: [pictured[0]], bulletsPerJob: 1 });
  });

  it('keep what the owner chose as chosen', () => {
    const titles = [content.projects[15]!.title, content.projects[0]!.title];
    const chosen = candidateChoices(
      { ...content, resume: { projects: titles, bulletsPerJob: 1 } },
      {},
    );
    expect(chosen).toEqual([{ projects: [15, 0], bulletsPerJob: 1 }]);
    const projectsOnly = candidateChoices({ ...content, resume: { projects: titles } }, {});
    expect(projectsOnly.every((choice) => choice.projects.join() === '15,0')).toBe(true);
    expect(projectsOnly.at(-1)?.bulletsPerJob).toBe(1);
  });

  it('are tried by halving: the fullest that fits, in few drawings', async () => {
    const tried: number[] = [];
    // Pages fall as the choices hold less: the ninth is the first to fit.
    const pagesOf = async (choice: ResumeChoice) => {
      const index = choices.indexOf(choice);
      tried.push(index);
      return index < 9 ? 3 : 2;
    };
    const { choice, pages } = await fittingChoice(choices, pagesOf);
    expect(choices.indexOf(choice)).toBe(9);
    expect(pages).toBe(2);
    expect(tried.length).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(choices.length)));
  });
});

describe('the résumé of an owner with sixteen projects and nine jobs', () => {
  let fitted: Awaited<ReturnType<typeof renderResumePdf>>;
  let lines: string[][];
  beforeAll(async () => {
    fitted = await renderResumePdf(manyProjectsOwner, siteUrl);
    lines = await pdfLines(fitted.pdf);
  }, 120_000);

  it('would run to more than two pages with everything on it', async () => {
    const all = await renderResumePdf(
      manyProjectsOwner,
      siteUrl,
      {},
      everything(manyProjectsOwner),
    );
    expect(all.pages).toBeGreaterThan(pageBudget);
  }, 60_000);

  it('fits two pages, with his place and a way to reach him at the top', () => {
    expect(fitted.pages).toBeLessThanOrEqual(pageBudget);
    expect(lines.length).toBe(fitted.pages);
    const top = lines[0]!.slice(0, 4).join(' ');
    expect(top).toContain(manyProjectsOwner.owner.location!.place);
    expect(top).toContain('hello@oleksandr.example');
    expect(top).toContain('oleksandr.example');
    expect(fitted.warnings).toEqual([]);
  });

  it('keeps the projects with a picture, and leaves out the rest where they do not fit', () => {
    const text = whole(lines);
    const shown = fitted.choice.projects.map((index) => manyProjectsOwner.projects[index]!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((project) => project.image)).toBe(true);
    for (const project of shown) expect(text).toContain(project.description);
    const dotfiles = manyProjectsOwner.projects.at(-1)!;
    expect(text).not.toContain(dotfiles.description);
    // Every job is there, with as many of its bullets as the choice keeps.
    for (const job of manyProjectsOwner.jobs) {
      expect(text).toContain(job.title);
      const kept = job.description.slice(0, fitted.choice.bulletsPerJob);
      for (const bullet of kept) expect(text).toContain(bullet);
    }
  });

  it('holds the same projects and bullets in its JSON Resume', () => {
    const json = toJsonResume(manyProjectsOwner, siteUrl, undefined, {}, fitted.choice);
    expect(json.projects?.map((project) => project.name)).toEqual(
      fitted.choice.projects.map((index) => manyProjectsOwner.projects[index]!.title),
    );
    expect(json.work?.map((work) => work.highlights)).toEqual(
      manyProjectsOwner.jobs.map((job) => job.description.slice(0, fitted.choice.bulletsPerJob)),
    );
    expect(json.basics?.location).toEqual({ city: manyProjectsOwner.owner.location!.place });
  });
});

describe('the owner’s choice', () => {
  const titles = ['dotfiles', 'queue-keeper', 'tracewise'];
  const chosen: Content = {
    ...manyProjectsOwner,
    resume: { projects: titles, bulletsPerJob: 1 },
  };

  it('is what the PDF and the JSON Resume hold, in its order', async () => {
    const { pdf, choice, pages } = await renderResumePdf(chosen, siteUrl);
    const text = whole(await pdfLines(pdf));
    const order = titles.map((title) => text.indexOf(title));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const project of manyProjectsOwner.projects.filter((each) => !titles.includes(each.title)))
      expect(text).not.toContain(project.description);
    for (const job of manyProjectsOwner.jobs) {
      expect(text).toContain(job.description[0]);
      expect(text).not.toContain(job.description[1]);
    }
    expect(pages).toBeLessThanOrEqual(pageBudget);
    const json = toJsonResume(chosen, siteUrl, undefined, {}, choice);
    expect(json.projects?.map((project) => project.name)).toEqual(titles);
    expect(json.work?.every((work) => work.highlights?.length === 1)).toBe(true);
  }, 60_000);

  it('may be no project at all: no Projects heading over nothing', async () => {
    const none = { ...manyProjectsOwner, resume: { projects: [] } };
    const { model } = await renderResumePdf(none, siteUrl);
    expect(
      model.sections.some((section) => 'entries' in section && section.entries.length === 0),
    ).toBe(false);
  }, 60_000);

  it('names projects by their titles, or the build says which it cannot find', () => {
    expect(findContentProblems(chosen)).toEqual([]);
    expect(
      findContentProblems({
        ...manyProjectsOwner,
        resume: { projects: ['queue-keeper', 'Dotfile'] },
      }),
    ).toEqual([
      expect.stringMatching(
        /^content\.resume\.projects\[1\]: 'Dotfile' is no project's title; the projects are 'queue-keeper', /,
      ),
    ]);
    expect(findContentProblems({ ...manyProjectsOwner, resume: { bulletsPerJob: 1.5 } })).toEqual([
      'content.resume.bulletsPerJob: must be a whole number',
    ]);
  });

  it('that holds more than two pages is drawn so, and the build says what to do', async () => {
    const all = { ...manyProjectsOwner, resume: { bulletsPerJob: 4, projects: titlesOfAll() } };
    const { pages, warnings } = await renderResumePdf(all, siteUrl);
    expect(pages).toBeGreaterThan(pageBudget);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^résumé: \d pages with the projects and bullets content\.resume chooses/,
      ),
    ]);
  }, 60_000);
});

const titlesOfAll = () => manyProjectsOwner.projects.map((project) => project.title);

describe('a résumé in several languages', () => {
  it('holds one choice for them all: the one that fits the longest', async () => {
    // The second language's bullets run three times as long.
    const longer: Content = {
      ...manyProjectsOwner,
      jobs: manyProjectsOwner.jobs.map((job) => ({
        ...job,
        description: job.description.map((bullet) => `${bullet} ${bullet} ${bullet}`),
      })),
    };
    const alone = await fitResume([{ content: manyProjectsOwner, siteUrl, caseStudies: {} }]);
    const both = await fitResume([
      { content: manyProjectsOwner, siteUrl, caseStudies: {} },
      { content: longer, siteUrl: `${siteUrl}de/`, caseStudies: {} },
    ]);
    const size = ({ choice }: { choice: ResumeChoice }) =>
      choice.projects.length * 100 + (choice.bulletsPerJob ?? 99);
    expect(size(both)).toBeLessThan(size(alone));
    for (const language of [0, 1])
      expect((await both.resume(language)).pages).toBeLessThanOrEqual(2);
  }, 120_000);
});

describe('a list on the résumé that wraps', () => {
  it('starts each of its lines with an item, never with a separator', async () => {
    // Thirty skills, a project's technologies: lines that wrap.
    const owned: Content = {
      ...longCareerOwner,
      projects: longCareerOwner.projects.map((project) => ({
        ...project,
        technologies: [...longCareerOwner.skills.slice(0, 14)],
      })),
    };
    const lines = (await pdfLines((await renderResumePdf(owned, siteUrl)).pdf)).flat();
    const skills = lines.filter((line) => line.includes('Kubernetes'));
    expect(skills.length).toBeGreaterThan(1);
    for (const line of lines) expect(line, line).not.toMatch(/^·/);
  }, 60_000);
});

describe('a case study written in one of the site’s languages only', () => {
  it('is linked from the résumé of every language', () => {
    const dir = mkdtempSync(join(tmpdir(), 'case-studies-'));
    try {
      mkdirSync(join(dir, 'projects'));
      // On a Ukrainian-first site, the platform's case study in English only.
      writeFileSync(join(dir, 'projects', 'queue-keeper.en.md'), '# In English\n');
      writeFileSync(join(dir, 'projects', 'tracewise.md'), '# Main\n');
      // A language the site does not have is no page of it (the build says so).
      writeFileSync(join(dir, 'projects', 'kube-budget.fr.md'), '# Français\n');
      for (const site of [siteUrl, `${siteUrl}en/`])
        expect(caseStudyAddresses(dir, manyProjectsOwner, site, ['uk', 'en'])).toEqual({
          0: `${site}projects/queue-keeper/`,
          2: `${site}projects/tracewise/`,
        });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
