// The résumé's text in the order it is read, for whoever copies it out (an applicant tracking
// system, a recruiter's PDF reader). @react-pdf draws each line's runs as they stand, from the
// left: a Hebrew line's first word last. pdf.js reads runs in the order they are drawn, and
// poppler's pdftotext puts a line's characters back in its own order (a "%" or "-" on the wrong
// side of a number, runs of another direction misplaced). So each page's lines are drawn here,
// at the page's end: the runs of a line that holds right-to-left text in the order they are
// read, each where it stands, and the line marked with its logical text (ActualText) written as
// poppler's reordering gives it back as read. See docs/decisions/0035.
import PDFDocument from 'pdfkit';
import { readingOrder, type LineOrder } from './logical-line.ts';
import {
  type Document,
  type Glyph,
  type Matrix,
  type Position,
  type Run,
  drawRun,
  relative,
  utf16,
} from './pdf-runs.ts';

const pages = new WeakMap<Document, Run[]>();

/** The texts of the documents being drawn, without their spaces. */
const writtenTexts = new Map<string, number>();

const bare = (text: string) => text.replace(/\s+/g, '');

/** Says which texts a document is drawn from while it is drawn (until the returned call): a
 * line's reading is the one that is part of one of them, else one that holds one whole (a
 * bullet's mark and its text). */
export function drawingTexts(written: readonly string[]): () => void {
  const added = written.map(bare).filter(Boolean);
  for (const text of added) writtenTexts.set(text, (writtenTexts.get(text) ?? 0) + 1);
  return () => {
    for (const text of added) {
      const count = (writtenTexts.get(text) ?? 1) - 1;
      if (count > 0) writtenTexts.set(text, count);
      else writtenTexts.delete(text);
    }
  };
}

function isWritten(reading: string): number {
  const line = bare(reading);
  const texts = [...writtenTexts.keys()];
  if (texts.some((text) => text.includes(line))) return 2;
  return texts.some((text) => line.includes(text)) ? 1 : 0;
}

const opacities = new WeakMap<Document, number>();

/** A letter of a script written right to left (a mark that steers that way too). */
const rightToLeft =
  /[\u200f\u061c]|(?=\p{L})[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/** A glyph's characters as drawn: a ligature of a right-to-left run backwards, as its run is. */
function drawnText(glyph: Glyph): string {
  const text = String.fromCodePoint(...glyph.codePoints);
  return rightToLeft.test(text) && glyph.codePoints.length > 1
    ? [...text].reverse().join('')
    : text;
}

/** A character drawn as nothing: the layout draws an invisible one (a zero-width non-joiner, as
 * in the Persian "بک‌اند") as a space of no width, which would copy out as a space and split the
 * word. On a right-to-left line (the only text read from here) it is taken as the non-joiner,
 * the one such text uses. */
const hidden = (glyph: Glyph, position: Position | undefined) =>
  position?.xAdvance === 0 && glyph.codePoints.length === 1 && glyph.codePoints[0] === 0x20;

function hook(prototype: Record<string, unknown>) {
  // @react-pdf draws a run's glyphs through the document's `glyphs` where it has one.
  prototype.glyphs = function (
    this: Document,
    glyphs: Glyph[],
    positions: Position[],
    x: number,
    y: number,
  ) {
    // A run of no glyphs (an empty text) draws nothing: its font, embedded with no glyph, would
    // be a file PDF readers reject.
    if (glyphs.length === 0) return;
    const matrix = [...this._ctm] as Matrix;
    const width = positions.reduce((sum, position) => sum + position.xAdvance, 0);
    const left = matrix[4] + matrix[0] * x;
    const runs = pages.get(this) ?? [];
    runs.push({
      matrix,
      font: this._font,
      fontSize: this._fontSize,
      fill: this._fillColor,
      opacity: opacities.get(this) ?? 1,
      glyphs,
      positions,
      x,
      y,
      text: glyphs
        .map((glyph, at) => (hidden(glyph, positions[at]) ? '\u200c' : drawnText(glyph)))
        .join(''),
      left,
      right: left + matrix[0] * width,
      baseline: matrix[5] + matrix[3] * y,
      size: this._fontSize,
    });
    pages.set(this, runs);
  };
  const fillOpacity = prototype.fillOpacity as (this: Document, opacity: number) => Document;
  prototype.fillOpacity = function (this: Document, opacity: number) {
    opacities.set(this, opacity);
    return fillOpacity.call(this, opacity);
  };
  for (const name of ['addPage', 'end'] as const) {
    const original = prototype[name] as (this: Document, ...args: unknown[]) => unknown;
    prototype[name] = function (this: Document, ...args: unknown[]) {
      drawPage(this);
      return original.apply(this, args);
    };
  }
}

hook(PDFDocument.prototype as unknown as Record<string, unknown>);

/** The lines of a page: runs drawn one after another on one baseline. */
function linesOf(runs: Run[]): Run[][] {
  const lines: Run[][] = [];
  for (const run of runs) {
    const line = lines.at(-1);
    if (line && Math.abs((line[0]?.baseline ?? 0) - run.baseline) < 0.01) line.push(run);
    else lines.push([run]);
  }
  return lines;
}

/** Draws a page's lines, once all are known: pdftotext reorders a line by the page's main
 * direction, which its whole text decides. */
function drawPage(document: Document) {
  const runs = pages.get(document);
  if (!runs?.length) return;
  pages.delete(document);
  const lines = linesOf(runs).map((line) => ({ line, order: readingOrder(line, isWritten) }));
  const leftToRight = lines.reduce((sum, { order }) => sum + order.balance, 0) >= 0;
  for (const { line, order } of lines) drawLine(document, line, order, leftToRight);
}

/**
 * A line's runs in `order`, in one text object under the line's own transformation (poppler
 * places the ActualText where its glyphs are, in the space they are drawn in).
 */
function drawLine(document: Document, line: Run[], order: LineOrder, pageLeftToRight: boolean) {
  const base = line[0]?.matrix;
  if (!base) return;
  document.save();
  document.transform(...relative(document._ctm, base));
  document.save();
  document.transform(1, 0, 0, -1, 0, document.page.height);
  const text = order.actualText;
  if (text) document.addContent(`/Span <</ActualText ${utf16(text(pageLeftToRight))}>> BDC`);
  document.addContent('BT');
  for (const index of order.runs) {
    const run = line[index];
    if (!run) continue;
    // Runs of a line differ from its first by a move along it only.
    const offset = (run.matrix[4] - base[4]) / base[0];
    if (order.backwards?.has(index)) {
      // Glyph by glyph, in the order read.
      let x = run.x + offset;
      const placed = run.glyphs.flatMap((glyph, at) => {
        const position = run.positions[at];
        if (!position) return [];
        const here = x;
        x += position.xAdvance;
        return [{ glyph, position, x: here }];
      });
      for (const { glyph, position, x: at } of placed.reverse())
        drawRun(document, { ...run, glyphs: [glyph], positions: [position] }, at, run.y);
    } else drawRun(document, run, run.x + offset, run.y);
  }
  document.addContent('ET');
  if (text) document.addContent('EMC');
  document.restore();
  document.restore();
}
