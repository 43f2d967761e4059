// One Markdown file of the owner's (a case study or an article) as the HTML of its page, at build
// time only: GitHub's Markdown (tables, task lists, strikethrough, maths), raw HTML dropped and
// the rest sanitized, headings with ids and links to themselves (headings.ts), links checked
// (page-links.ts), maths typeset (typeset-math.ts), diagrams drawn (place-diagrams.ts), code
// highlighted into coloured spans (highlight-code.ts), pictures from the public folder made
// responsive (page-images.ts). Every mistake is named by file and line.
import { pageWordsIn, type PageWords } from './page-words.ts';
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { LineCounter, parseDocument } from 'yaml';
import type { DiagramDrawer } from './draw-diagrams.ts';
import { anchorHeadings, headingsOf, type PageHeading } from './headings.ts';
import { highlightCode, type CodeColors } from './highlight-code.ts';
import { pageParts } from '../../../src/content/own-pages.ts';
import { checkAddresses, type LinkCheck, type PageProblem } from './page-links.ts';
import { drawDiagrams, placeDiagrams } from './place-diagrams.ts';
import { keepPrices, placeMath, typesetMath } from './typeset-math.ts';

export type { LinkCheck, PageProblem };

export const formatProblem = ({ file, line, message }: PageProblem) =>
  `${file}:${line}: ${message}`;

/** A front matter field as written, with its line in the file. */
export type FrontField = { value: unknown; line: number };

export type RenderedMarkdown = {
  front: Record<string, FrontField>;
  /** Whether its front matter is YAML that could not be read whole (said once, in `problems`):
   * its fields are then not checked one by one. */
  frontBroken: boolean;
  html: string;
  /** The public folder's images the text shows, by their path there, in order. */
  images: string[];
  /** Its headings, with their ids, in order. */
  headings: PageHeading[];
  /** Whether it shows code, which the page offers to copy. */
  hasCode: boolean;
  problems: PageProblem[];
};

/** A front matter line `name: text` as it reads with its text in quotes. */
function quotedField(line: string | undefined): string {
  const [, name, text] = /^\s*([\w-]+):\s+(.*?)\s*$/.exec(line ?? '') ?? [];
  if (!name || !text) return 'title: "Part one: the start"';
  return /["\\]/.test(text) ? `${name}: '${text.replaceAll("'", "''")}'` : `${name}: "${text}"`;
}

/** Reads the YAML front matter: fields with their lines; a field that is not YAML is a problem. */
function readFront(tree: MdastRoot, file: string, problems: PageProblem[]) {
  const front: Record<string, FrontField> = {};
  const node = tree.children[0];
  if (node?.type !== 'yaml') return front;
  const firstLine = (node.position?.start.line ?? 1) + 1;
  const lines = new LineCounter();
  const document = parseDocument(node.value, { lineCounter: lines, prettyErrors: false });
  for (const error of document.errors) {
    const at = lines.linePos(error.pos[0]).line;
    const line = firstLine + (at - 1);
    // The usual cause: a text with ": " in it (French writes one before every colon), which YAML
    // reads as a field inside a field: the line as it should be written says how.
    const hint = /mapping/i.test(error.message)
      ? ` (a text with ": " in it goes in quotes: ${quotedField(node.value.split('\n')[at - 1])})`
      : '';
    problems.push({ file, line, message: `front matter: ${error.message.split('\n')[0]}${hint}` });
  }
  const contents = document.contents;
  if (!contents || !('items' in contents)) return front;
  for (const item of contents.items) {
    if (!item || typeof item !== 'object' || !('key' in item)) continue;
    const key = item.key as unknown as { value?: unknown; range?: [number, number] } | null;
    const at = key?.range?.[0] ?? 0;
    const value = item.value as { toJSON?: () => unknown } | null;
    front[String(key?.value)] = {
      value: value && typeof value.toJSON === 'function' ? value.toJSON() : value,
      line: firstLine + (lines.linePos(at).line - 1),
    };
  }
  return front;
}

/** An image alone in its paragraph with a title (`![alt](shot.png "Caption")`) is a figure. */
function figures() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'p' || index === undefined || !parent) return;
      const children = node.children.filter(
        (child) => !(child.type === 'text' && child.value.trim() === ''),
      );
      const [only] = children;
      if (children.length !== 1 || only?.type !== 'element' || only.tagName !== 'img') return;
      const caption = only.properties.title;
      if (typeof caption !== 'string' || !caption) return;
      delete only.properties.title;
      const figure: Element = {
        type: 'element',
        tagName: 'figure',
        properties: {},
        children: [
          only,
          {
            type: 'element',
            tagName: 'figcaption',
            properties: {},
            children: [{ type: 'text', value: caption }],
          },
        ],
      };
      parent.children[index] = figure;
    });
  };
}

/** A character of a script written without spaces between words, East Asian wide: an ideograph,
 * kana, bopomofo, their punctuation and full-width forms (not Hangul, which spaces its words). */
const wide =
  '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Bopomofo}\\u3000-\\u303f\\uff00-\\uffef]';
const brokenBetweenWide = new RegExp(`(${wide})[ \\t]*\\n[ \\t]*(?=${wide})`, 'gu');

/**
 * A line break the source wraps a paragraph of Chinese or Japanese at joins its two lines with
 * nothing, as CSS Text would have a browser do and none yet does: the space a break between
 * English words reads as would be a gap in the sentence ("一次， 很快"). Code keeps its lines.
 */
function joinWideLines(tree: MdastRoot) {
  visit(tree, 'text', (node) => {
    node.value = node.value.replace(brokenBetweenWide, '$1');
  });
}

/** Each code block in a frame of its own, where the page's script puts its copy button. */
function framedCode(tree: HastRoot) {
  let framed = false;
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre' || !parent || index === undefined) return;
    parent.children[index] = {
      type: 'element',
      tagName: 'div',
      // Left to right, as code runs: its button over the end of its first line, whichever way
      // the page runs.
      properties: { className: [pageParts.codeBlock], dir: 'ltr' },
      children: [node],
    };
    framed = true;
    return 'skip';
  });
  return framed;
}

/** A table scrolls sideways when it is wider than the page (a phone): reachable by keyboard, as
 * a code block is. */
function scrollableTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}

/** The Markdown as GitHub reads it, dollars that are prices as text. */
function parse(source: string): MdastRoot {
  const tree = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkMath)
    .parse(source);
  keepPrices(tree, source);
  return tree;
}

/** A file's headings, with their ids, before it is rendered: those a link from another file
 * names a section of it by. */
export const headingsIn = (source: string) => headingsOf(parse(source));

export async function renderMarkdown({
  source,
  file,
  links,
  codeColors,
  pictures,
  words = pageWordsIn('en'),
  diagrams,
}: {
  source: string;
  /** The file as messages name it: 'owner/projects/ledger.md'. */
  file: string;
  links: LinkCheck;
  codeColors: CodeColors;
  /** Turns each <img> into the responsive picture the build made of it (page-images.ts). */
  pictures: (tree: HastRoot) => void;
  words?: PageWords;
  /** Draws the ```mermaid blocks; without one, they stay code. */
  diagrams?: DiagramDrawer | undefined;
}): Promise<RenderedMarkdown> {
  const problems: PageProblem[] = [];
  const problem = (line: number, message: string) => problems.push({ file, line, message });
  const tree = parse(source);
  const before = problems.length;
  const front = readFront(tree, file, problems);
  const frontBroken = problems.length > before;
  const headings = headingsOf(tree);
  const images = checkAddresses(tree, file, links, headings, problems);
  joinWideLines(tree);
  const typeset = typesetMath(tree, problem);
  const drawings = await drawDiagrams(tree, diagrams, problem);
  const hast = await unified()
    // Raw HTML is dropped here, never passed on; the sanitizer then keeps only what GitHub keeps.
    // Footnotes' ids and links get the prefix here, once: the sanitizer adds none of its own,
    // or the links would point at ids it had renamed.
    .use(remarkRehype, {
      footnoteLabel: words.footnotes,
      footnoteBackLabel: (index: number, again: number) =>
        words.backLabel(index + 1) + (again > 1 ? ` (${again})` : ''),
    })
    .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
    .use(figures)
    .use(scrollableTables)
    .run(tree);
  const page = hast as HastRoot;
  // What the build made, in the place of what the sanitizer kept as written: the build's own
  // markup, each kept to an allow-list of its own (foreign-markup.ts).
  anchorHeadings(page, headings, words.sectionLink);
  placeMath(page, typeset);
  placeDiagrams(page, drawings, words.diagramOf);
  await highlightCode(page, codeColors);
  const hasCode = framedCode(page);
  pictures(page);
  const html = unified().use(rehypeStringify).stringify(page);
  return { front, frontBroken, html, images, headings, hasCode, problems };
}
