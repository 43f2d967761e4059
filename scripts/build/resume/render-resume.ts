// The résumé PDF, rendered in Node with @react-pdf/renderer: real text in reading order, links as
// link annotations, the owner's font embedded and subset, their brand colour.
import { Font, renderToBuffer } from '@react-pdf/renderer';
import { create as openFont } from 'fontkit';
import { createElement } from 'react';
import type { Content } from '../../../src/content/schema.ts';
import { directionOfContent, languageOf } from '../../../src/content/text.ts';
import { schemeColors } from '../../../src/theme/brand.ts';
import { darkenedToRead } from '../../../src/theme/color.ts';
import { cardFonts, fontWarnings, type CardFont } from '../fonts/drawn-faces.ts';
import { quotesDrawnElsewhere } from '../fonts/font-measures.ts';
import { ownerFont } from '../fonts/font-plugin.ts';
import { ResumeDocument } from './resume-document.tsx';
import { drawingTexts } from './reading-order.ts';
import { arabicForms, presentationForms } from '../drawn-text/arabic-forms.ts';
import {
  breakCharacters,
  breakFaces,
  wordBreaksFor,
  withWordBreaks,
} from '../drawn-text/word-breaks.ts';
import { mapTexts, resumeModel, resumeTexts, type ResumeModel } from './resume-model.ts';
import { candidateChoices, fittingChoice, pageBudget, type ResumeChoice } from './resume-choice.ts';

/** Registers the owner's font, a family per script its package covers (the PDF falls back from
 * one to the next for a character the first has not), and says their names. */
let documents = 0;

function registerFonts(
  faces: CardFont[],
  family: string,
): { families: string[]; rightToLeftFonts: string[] } {
  // Fresh faces for every document, under names of its own: a face the renderer has subset for
  // one PDF maps the next one's text wrong (a "5" read back as a "C").
  const document = ++documents;
  const bySubset = new Map<string, CardFont[]>();
  for (const face of faces) {
    const list = bySubset.get(face.subset) ?? [];
    list.push(face);
    bySubset.set(face.subset, list);
  }
  const families = [...bySubset.keys()].map((subset) => `${family} ${subset} ${document}`);
  for (const [subset, list] of bySubset) {
    Font.register({
      family: `${family} ${subset} ${document}`,
      fonts: list.map((face) => ({
        src: `data:font/ttf;base64,${face.data.toString('base64')}`,
        fontWeight: face.weight,
      })),
    });
  }
  const rightToLeft = (name: string) => /\b(hebrew|arabic|syriac|thaana|nko)\b/.test(name);
  return {
    families,
    rightToLeftFonts: [
      ...families.filter(rightToLeft),
      ...families.filter((name) => !rightToLeft(name)),
    ],
  };
}

/** Characters of the résumé's text that none of the fonts can draw: one warning. */
export function resumeTextProblems(model: ResumeModel, faces: CardFont[], family: string) {
  const fonts = faces.filter((face) => face.weight === 400).map((face) => openFont(face.data));
  const missing = new Set<string>();
  for (const char of resumeTexts(model).join('')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/\s/.test(char)) continue;
    if (!fonts.some((font) => font.hasGlyphForCodePoint(codePoint))) missing.add(char);
  }
  const problems: string[] = [];
  if (missing.size > 0)
    problems.push(
      `résumé: ${family} has no glyph for ${[...missing].map((char) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')}: these would show as empty boxes in resume.pdf. Choose a font that covers them (theme.font) or write them otherwise.`,
    );
  return problems;
}

/** The scripts whose shaping the PDF's text layout (fontkit) does not fully do: their
 * conjuncts and reordered vowel signs may be drawn wrong, and read back out of order. */
const partlyShaped = [
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
] as const;

/** One warning where the résumé holds text in such a script: the owner should look at it. */
export function shapingProblems(model: ResumeModel): string[] {
  const text = resumeTexts(model).join('\n');
  const found = partlyShaped.filter((script) =>
    new RegExp(`\\p{Script=${script}}`, 'u').test(text),
  );
  if (found.length === 0) return [];
  return [
    `résumé: ${found.join(', ')} text is laid out in resume.pdf without all of its shaping rules: a few letters may be drawn apart or wrong, and an applicant tracking system may read it garbled. resume.json holds it exactly; look over resume.pdf, or link a résumé of your own (resumeUrl).`,
  ];
}

// Words are never split: an address or a product name broken by a hyphen reads wrong, in print
// and to the tools that read résumés.
Font.registerHyphenationCallback((word) => [word]);

/** The pages of a PDF the renderer wrote: its page objects (it writes no object streams). */
export const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;

export type RenderedResume = {
  pdf: Buffer;
  model: ResumeModel;
  warnings: string[];
  /** What it holds of the projects and bullets, and its pages. */
  choice: ResumeChoice;
  pages: number;
};

/** One language's résumé, ready to draw with any choice of projects and bullets: its fonts are
 * read once, for everything the content says. */
export async function resumeDrawer(
  content: Content,
  siteUrl: string,
  /** Each project's case study address, by its place in the content. */
  caseStudies: Readonly<Record<number, string>> = {},
) {
  const font = ownerFont(content);
  const whole = resumeModel(content, siteUrl, caseStudies);
  const written = resumeTexts(whole).join('\n');
  const breaking = withWordBreaks(written) !== written;
  const ownFaces = await cardFonts(
    font,
    undefined,
    `${written}\n${arabicForms(written)}${breaking ? breakCharacters : ''}`,
    await quotesDrawnElsewhere(font, languageOf(content)),
  );
  const faces = breaking ? [...ownFaces, ...(await breakFaces(ownFaces))] : ownFaces;
  const [shaped, broken] = [presentationForms(faces), wordBreaksFor(faces)];
  const look = {
    // The owner's light colour, darkened where it is too pale to read on white paper.
    accent: darkenedToRead(schemeColors(content.theme).light.primary, '#ffffff'),
    pageSize: content.resume?.pageSize ?? 'A4',
    direction: directionOfContent(content),
  } as const;
  const warnings = [
    ...resumeTextProblems(whole, faces, font.family),
    ...shapingProblems(whole),
    ...fontWarnings,
  ];
  /** The résumé with this choice, and its pages. */
  async function draw(choice: ResumeChoice): Promise<RenderedResume> {
    const model = resumeModel(content, siteUrl, caseStudies, choice);
    const drawn = mapTexts(model, (text) => broken(shaped(text)));
    // Its lines are drawn in reading order (./reading-order.ts), knowing what they say.
    const drawing = drawingTexts(resumeTexts(drawn));
    const render = (compact: boolean) => {
      const { families, rightToLeftFonts } = registerFonts(faces, font.family);
      return renderToBuffer(
        createElement(ResumeDocument, {
          model: drawn,
          look: { ...look, fonts: families, rightToLeftFonts, compact },
        }) as never,
      );
    };
    let pdf: Buffer;
    try {
      pdf = await render(false);
      // A résumé of two pages is drawn again with tighter lines and gaps, and kept so where that
      // fits it on one: a second page holding a line or two reads as a mistake. One that runs
      // over pages anyway keeps the roomier drawing.
      if (pageCount(pdf) === 2) {
        const tight = await render(true);
        if (pageCount(tight) === 1) pdf = tight;
      }
    } finally {
      drawing();
    }
    return { pdf, model, warnings, choice, pages: pageCount(pdf) };
  }
  return { draw, warnings };
}

/** A language's résumé, for the fitting of a choice that holds for every language. */
export type ResumeLanguage = {
  content: Content;
  siteUrl: string;
  caseStudies: Readonly<Record<number, string>>;
};

/**
 * The choice of projects and bullets for the résumés of every language (the main one first):
 * the owner's, else the fullest whose résumé fits two pages in each (./resume-choice.ts), with
 * a warning where what is chosen runs longer. Each language's résumé drawn with it is kept.
 */
export async function fitResume(languages: readonly ResumeLanguage[]) {
  const [main] = languages;
  if (!main) throw new Error('résumé: no language to draw');
  const drawers = await Promise.all(
    languages.map((each) => resumeDrawer(each.content, each.siteUrl, each.caseStudies)),
  );
  const drawn = new Map<string, Promise<RenderedResume>>();
  const drawIn = (language: number, choice: ResumeChoice) => {
    const key = `${language} ${JSON.stringify(choice)}`;
    const drawer = drawers[language];
    if (!drawer) throw new Error(`résumé: no language ${language}`);
    const kept = drawn.get(key) ?? drawer.draw(choice);
    drawn.set(key, kept);
    return kept;
  };
  // One language at a time, the main one first (the renderer's fonts are registered
  // globally); a choice one language's résumé cannot hold is not drawn in the others.
  const pagesOf = async (choice: ResumeChoice) => {
    let most = 0;
    for (const [index] of languages.entries()) {
      most = Math.max(most, (await drawIn(index, choice)).pages);
      if (most > pageBudget) break;
    }
    return most;
  };
  const { choice, pages } = await fittingChoice(
    candidateChoices(main.content, main.caseStudies),
    pagesOf,
  );
  const chosen = main.content.resume?.projects ?? main.content.resume?.bulletsPerJob;
  const warnings =
    pages > pageBudget
      ? [
          chosen !== undefined
            ? `résumé: ${pages} pages with the projects and bullets content.resume chooses; a recruiter reads ${pageBudget}. Choose fewer projects (resume.projects) or bullets (resume.bulletsPerJob).`
            : `résumé: ${pages} pages even with one project and one bullet a job; a recruiter reads ${pageBudget}. Shorten the oldest jobs' bullets, or link a résumé of your own (resumeUrl).`,
        ]
      : [];
  return { choice, pages, warnings, resume: (language: number) => drawIn(language, choice) };
}

/** The owner's résumé as a PDF: A4 unless the content asks for US Letter; with the projects and
 * bullets `choice` holds, else those that fit (one language's: the build fits every language's). */
export async function renderResumePdf(
  content: Content,
  siteUrl: string,
  /** Each project's case study address, by its place in the content. */
  caseStudies: Readonly<Record<number, string>> = {},
  choice?: ResumeChoice,
): Promise<RenderedResume> {
  if (choice) return (await resumeDrawer(content, siteUrl, caseStudies)).draw(choice);
  const fitted = await fitResume([{ content, siteUrl, caseStudies }]);
  const rendered = await fitted.resume(0);
  return { ...rendered, warnings: [...rendered.warnings, ...fitted.warnings] };
}
