// A run of glyphs drawn with the PDF's text operators, as @react-pdf's renderGlyphs draws it, and
// the parts of pdfkit's document the résumé's reading order reaches into.
import type { PlacedRun } from './logical-line.ts';

export type Glyph = { id: number; advanceWidth: number; codePoints: number[] };

export type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };

type EmbeddedFont = {
  id: string;
  scale: number;
  subset?: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  font: { unitsPerEm?: number };
  ref(): unknown;
};

export type Matrix = [number, number, number, number, number, number];

export type Document = {
  _ctm: Matrix;
  _font: EmbeddedFont;
  _fontSize: number;
  _fillColor?: unknown[];
  page: { height: number; fonts: Record<string, unknown> };
  addContent(data: string): Document;
  save(): Document;
  restore(): Document;
  transform(...matrix: Matrix): Document;
  fillColor(...color: unknown[]): Document;
  fillOpacity(opacity: number): Document;
};

export type Run = PlacedRun & {
  matrix: Matrix;
  font: EmbeddedFont;
  fontSize: number;
  fill?: unknown[];
  opacity: number;
  glyphs: Glyph[];
  positions: Position[];
  x: number;
  y: number;
};

/** A PDF text string in UTF-16 with its byte order mark, as hex. */
export function utf16(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++)
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** The affine matrix that takes `from` to `to`: from × result = to. */
export function relative(from: Matrix, to: Matrix): Matrix {
  const [a, b, c, d, e, f] = from;
  const det = a * d - b * c;
  const inverse: Matrix = [
    d / det,
    -b / det,
    -c / det,
    a / det,
    (c * f - d * e) / det,
    (b * e - a * f) / det,
  ];
  const [p, q, r, s, t, u] = inverse;
  const [a2, b2, c2, d2, e2, f2] = to;
  return [
    a2 * p + b2 * r,
    a2 * q + b2 * s,
    c2 * p + d2 * r,
    c2 * q + d2 * s,
    e2 * p + f2 * r + t,
    e2 * q + f2 * s + u,
  ];
}

const number = (value: number) => Math.round(value * 1e6) / 1e6;

/** A run's glyphs, with @react-pdf's text operators (its renderGlyphs), inside a text object
 * already begun in the page's flipped space. */
export function drawRun(document: Document, run: Run, startX: number, startY: number) {
  if (run.fill) document.fillColor(...run.fill);
  document.fillOpacity(run.opacity);
  const font = run.font;
  document._font = font;
  document._fontSize = run.fontSize;
  const unitsPerEm = font.font.unitsPerEm || 1000;
  const encoded = run.glyphs.map((glyph) => {
    if (!font.subset) return `00${glyph.id.toString(16)}`.slice(-2);
    const id = font.subset.includeGlyph(glyph.id);
    font.widths[id] ??= glyph.advanceWidth * font.scale;
    font.unicode[id] ??= glyph.codePoints;
    return `0000${id.toString(16)}`.slice(-4);
  });
  const positions = run.positions.map((position, index) => ({
    xAdvance: (position.xAdvance * 1000) / run.fontSize,
    xOffset: position.xOffset,
    yOffset: position.yOffset,
    advanceWidth: ((run.glyphs[index]?.advanceWidth ?? 0) * 1000) / unitsPerEm,
  }));
  const commands: string[] = [];
  const scale = run.fontSize / 1000;
  let last = 0;
  let hadOffset = false;
  let x = startX;
  const y = document.page.height - startY;
  document.page.fonts[font.id] ??= font.ref();
  document.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm`);
  document.addContent(`/${font.id} ${number(run.fontSize)} Tf`);
  const addSegment = (end: number) => {
    if (last < end) {
      const hex = encoded.slice(last, end).join('');
      const advance = (position?: { xAdvance: number; advanceWidth: number }) =>
        position ? position.xAdvance - position.advanceWidth : 0;
      commands.push(`<${hex}> ${number(-advance(positions[end - 1]))}`);
    }
    last = end;
  };
  const flush = (end: number) => {
    addSegment(end);
    if (commands.length > 0) {
      document.addContent(`[${commands.join(' ')}] TJ`);
      commands.length = 0;
    }
  };
  let index = 0;
  for (; index < positions.length; index++) {
    const position = positions[index];
    if (!position) continue;
    if (position.xOffset || position.yOffset) {
      flush(index);
      document.addContent(
        `1 0 0 1 ${number(x + position.xOffset * scale)} ${number(y + position.yOffset * scale)} Tm`,
      );
      flush(index + 1);
      hadOffset = true;
    } else {
      if (hadOffset) {
        document.addContent(`1 0 0 1 ${number(x)} ${number(y)} Tm`);
        hadOffset = false;
      }
      if (position.xAdvance - position.advanceWidth !== 0) addSegment(index + 1);
    }
    x += position.xAdvance * scale;
  }
  flush(index);
}
