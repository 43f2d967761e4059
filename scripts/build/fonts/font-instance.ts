// A static face at one weight from a variable TrueType font, for the renderers that draw only a
// variable font's default instance (satori and the PDF renderer): every glyph's outline and
// advance at that weight, with the glyph order, character map, names and substitutions kept.
import { create as openFont } from 'fontkit';

/** The tables copied as they are: none refers to the variation data. */
const keptTables = ['cmap', 'OS/2', 'post', 'GSUB'];

type Table = { tag: string; data: Buffer };

function readTables(font: Buffer): Map<string, Buffer> {
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < count; index++) {
    const at = 12 + index * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

function checksum(data: Buffer): number {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
}

/** An sfnt (TrueType) file of these tables. */
function writeFont(tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const count = sorted.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  sorted.forEach(({ tag, data }, index) => {
    const at = 12 + index * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

type Axis = { min: number; default: number; max: number };

/** A variable font's weight axis; undefined for a static font. */
export function weightAxis(font: Buffer): Axis | undefined {
  const { variationAxes } = openFont(font) as unknown as {
    variationAxes?: Record<string, Axis>;
  };
  return variationAxes?.wght;
}

type PathCommand = { command: string; args: number[] };
type Glyph = {
  advanceWidth: number;
  path: { commands: PathCommand[] };
  _decode(): { numberOfContours: number } | null;
};
type VariableFont = {
  numGlyphs: number;
  getVariation(settings: Record<string, number>): { getGlyph(id: number): Glyph };
};

/** A simple TrueType glyph from an outline of lines and quadratic curves (no hinting). */
function encodeOutline(commands: PathCommand[]): Buffer {
  const points: { x: number; y: number; onCurve: boolean }[] = [];
  const ends: number[] = [];
  const at = (x = 0, y = 0, onCurve = true) =>
    points.push({ x: Math.round(x), y: Math.round(y), onCurve });
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      if (points.length > (ends.at(-1) ?? -1) + 1) ends.push(points.length - 1);
      at(args[0], args[1]);
    } else if (command === 'lineTo') at(args[0], args[1]);
    else if (command === 'quadraticCurveTo') {
      at(args[0], args[1], false);
      at(args[2], args[3]);
    } else if (command === 'closePath' && points.length > (ends.at(-1) ?? -1) + 1)
      ends.push(points.length - 1);
  }
  if (points.length > (ends.at(-1) ?? -1) + 1) ends.push(points.length - 1);
  if (points.length === 0) return Buffer.alloc(0);
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const glyph = Buffer.alloc(10 + ends.length * 2 + 2 + points.length * 5);
  let offset = glyph.writeInt16BE(ends.length, 0);
  for (const bound of [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)])
    offset = glyph.writeInt16BE(bound, offset);
  for (const end of ends) offset = glyph.writeUInt16BE(end, offset);
  offset = glyph.writeUInt16BE(0, offset); // no instructions
  for (const point of points) offset = glyph.writeUInt8(point.onCurve ? 1 : 0, offset);
  // Coordinates as 16-bit deltas from the point before.
  for (const values of [xs, ys])
    values.forEach((value, index) => {
      offset = glyph.writeInt16BE(value - (values[index - 1] ?? 0), offset);
    });
  return glyph;
}

const weightNames: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
};

/** A name table that names the face by its weight ("Roboto-Bold"), as a static font's does: a
 * PDF lists its fonts by this name. `part`: the script the face covers, in its PostScript name
 * ("Roboto-Bold-greek"), since a PDF writer keeps one font per PostScript name, and two faces of
 * one name would draw each other's characters. */
function nameTable(family: string, weight: number, part?: string): Buffer {
  const style = weightNames[weight] ?? String(weight);
  const postScript = `${family.replace(/[^\x21-\x7e]|[[\](){}<>/%]/g, '')}-${style}`;
  const names: [number, string][] = [
    [1, family],
    [2, style],
    [4, `${family} ${style}`],
    [6, part ? `${postScript}-${part.replace(/[^\w-]/g, '')}` : postScript],
  ];
  const strings = names.map(([, text]) => Buffer.from(text, 'utf16le').swap16());
  const header = Buffer.alloc(6 + names.length * 12);
  header.writeUInt16BE(0, 0);
  header.writeUInt16BE(names.length, 2);
  header.writeUInt16BE(header.length, 4);
  let offset = 0;
  names.forEach(([id], index) => {
    const at = 6 + index * 12;
    const length = strings[index]?.length ?? 0;
    // Windows, Unicode BMP, US English: what every reader looks for.
    [3, 1, 0x409, id, length, offset].forEach((value, field) =>
      header.writeUInt16BE(value, at + field * 2),
    );
    offset += length;
  });
  return Buffer.concat([header, ...strings]);
}

/** The family without the style of the variable font's default instance, which some fonts put
 * in its name ("Nunito ExtraLight"): every face made from it is named by its own weight. */
export function familyOf(name: string): string {
  const styles = Object.values(weightNames)
    .join('|')
    .replace(/(Extra|Semi)/g, '$1 ?');
  return name.replace(new RegExp(`\\s+(${styles})( Italic)?$`, 'i'), '').trim() || name;
}

const pad = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** The face of a variable TrueType font (TTF data) at `weight`, as a static TTF; `part`: the
 * script it covers, when the family comes in several files. */
export function instanceAt(font: Buffer, weight: number, part?: string): Buffer {
  const original = readTables(font);
  const variable = openFont(font) as unknown as VariableFont & { familyName: string };
  const instance = variable.getVariation({ wght: weight });
  const head = Buffer.from(original.get('head') ?? Buffer.alloc(54));
  const longOffsets = head.readInt16BE(50) === 1;
  const loca = original.get('loca') ?? Buffer.alloc(0);
  const glyf = original.get('glyf') ?? Buffer.alloc(0);
  const rawGlyph = (id: number) =>
    longOffsets
      ? glyf.subarray(loca.readUInt32BE(id * 4), loca.readUInt32BE(id * 4 + 4))
      : glyf.subarray(loca.readUInt16BE(id * 2) * 2, loca.readUInt16BE(id * 2 + 2) * 2);
  // Every glyph, in its order: the character map and substitutions keep pointing at the same
  // ones. A composite glyph keeps its parts' references; the parts are at the weight.
  const glyphs: Buffer[] = [];
  const metrics = Buffer.alloc(variable.numGlyphs * 4);
  for (let id = 0; id < variable.numGlyphs; id++) {
    const glyph = instance.getGlyph(id);
    const decoded = glyph._decode();
    const data = !decoded
      ? Buffer.alloc(0)
      : decoded.numberOfContours < 0
        ? Buffer.from(rawGlyph(id))
        : encodeOutline(glyph.path.commands);
    glyphs.push(pad(data));
    const leftBearing = data.length >= 4 ? data.readInt16BE(2) : 0;
    metrics.writeUInt16BE(Math.max(0, Math.round(glyph.advanceWidth)), id * 4);
    metrics.writeInt16BE(leftBearing, id * 4 + 2);
  }
  const offsets = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  glyphs.forEach((data, id) => {
    offsets.writeUInt32BE(offset, id * 4);
    offset += data.length;
  });
  offsets.writeUInt32BE(offset, glyphs.length * 4);
  head.writeInt16BE(1, 50); // long offsets
  head.writeUInt32BE(0, 8); // no checksum adjustment
  const hhea = Buffer.from(original.get('hhea') ?? Buffer.alloc(36));
  hhea.writeUInt16BE(variable.numGlyphs, 34);
  const tables: Table[] = [
    { tag: 'head', data: head },
    { tag: 'hhea', data: hhea },
    { tag: 'maxp', data: Buffer.from(original.get('maxp') ?? Buffer.alloc(0)) },
    { tag: 'hmtx', data: metrics },
    { tag: 'loca', data: offsets },
    { tag: 'glyf', data: Buffer.concat(glyphs) },
    { tag: 'name', data: nameTable(familyOf(variable.familyName), weight, part) },
  ];
  for (const tag of keptTables) {
    const data = original.get(tag);
    if (data) tables.push({ tag, data: Buffer.from(data) });
  }
  // The face says its weight, as a static font of that weight does.
  const os2 = tables.find((table) => table.tag === 'OS/2');
  os2?.data.writeUInt16BE(weight, 4);
  return writeFont(tables.filter((table) => table.data.length > 0));
}

/**
 * A TrueType face under a name of its own (`nameTable`), its outlines as they are: a static face,
 * or a variable font drawn at its default. The PDF writer keeps one font per PostScript name, and
 * embeds a face anew each time the text turns to it from another face of the same name (a Latin
 * and a Greek file of one family): a résumé in two scripts carried a copy for each turn. A CFF
 * (OpenType) face is given back as it is.
 */
export function renamed(font: Buffer, weight: number, part?: string): Buffer {
  const tables = readTables(font);
  if (tables.has('CFF ') || tables.has('CFF2')) return font;
  const { familyName } = openFont(font) as unknown as { familyName: string };
  const kept = [...tables]
    .filter(([tag]) => tag !== 'name')
    .map(([tag, data]) => ({ tag, data: Buffer.from(data) }));
  return writeFont([...kept, { tag: 'name', data: nameTable(familyOf(familyName), weight, part) }]);
}
