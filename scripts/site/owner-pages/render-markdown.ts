// One Markdown file of the owner's (a case study or an article) as the HTML of its page, at build
// time only: GitHub's Markdown (tables, task lists, strikethrough), raw HTML dropped and the rest
// sanitized, code highlighted into coloured spans (highlight-code.ts), pictures from the public
// folder made responsive (page-images.ts). Every mistake is named by file and line.
import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { LineCounter, parseDocument } from 'yaml';
import { highlightCode, type CodeColors } from './highlight-code.ts';

/** A mistake in a file, where it is: `owner/writing/a.md:3: "author" is not a front matter field`. */
export type PageProblem = { file: string; line: number; message: string };

export const formatProblem = ({ file, line, message }: PageProblem) =>
  `${file}:${line}: ${message}`;

/** A front matter field as written, with its line in the file. */
export type FrontField = { value: unknown; line: number };

export type LinkCheck = {
  /** Whether a relative address, resolved against the page's, names something the site has. */
  exists: (sitePath: string) => boolean;
  /** The page's path under the site's base: 'projects/ledger/'. */
  pagePath: string;
  base: string;
};

export type RenderedMarkdown = {
  front: Record<string, FrontField>;
  /** Whether its front matter is YAML that could not be read whole (said once, in `problems`):
   * its fields are then not checked one by one. */
  frontBroken: boolean;
  html: string;
  /** The public folder's images the text shows, by their path there, in order. */
  images: string[];
  problems: PageProblem[];
};

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Reads the YAML front matter: fields with their lines; a field that is not YAML is a problem. */
function readFront(tree: MdastRoot, file: string, problems: PageProblem[]) {
  const front: Record<string, FrontField> = {};
  const node = tree.children[0];
  if (node?.type !== 'yaml') return front;
  const firstLine = (node.position?.start.line ?? 1) + 1;
  const lines = new LineCounter();
  const document = parseDocument(node.value, { lineCounter: lines, prettyErrors: false });
  for (const error of document.errors) {
    const line = firstLine + (lines.linePos(error.pos[0]).line - 1);
    // The usual cause: a text with ": " in it, which YAML reads as a field inside a field.
    const hint = /mapping/i.test(error.message)
      ? ' (a text with ": " in it goes in quotes: title: "Part one: the start")'
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

/** A relative address as a path under the site's base, else undefined (outside the site). */
function sitePathOf(url: string, pagePath: string): string | undefined {
  const resolved = new URL(url, `https://site.invalid/${pagePath}`);
  if (resolved.host !== 'site.invalid') return undefined;
  return decodeURIComponent(resolved.pathname.slice(1));
}

/** Checks the links and images, and points them at the page's address. */
function checkAddresses(tree: MdastRoot, file: string, links: LinkCheck, problems: PageProblem[]) {
  const images: string[] = [];
  visit(tree, ['link', 'image', 'definition'], (node) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    const line = node.position?.start.line ?? 1;
    const url = node.url.trim();
    if (node.type === 'image') {
      if (external.test(url)) {
        problems.push({
          file,
          line,
          message: `the image ${url} is not in the public folder: the page shows only its own pictures`,
        });
        return;
      }
      const path = sitePathOf(url.startsWith('/') ? url.slice(1) : url, '');
      if (!path || !links.exists(path)) {
        problems.push({
          file,
          line,
          message: `the image ${url} does not exist: put it in the public folder and name it by its path there`,
        });
        return;
      }
      images.push(path);
      node.url = path;
      return;
    }
    if (external.test(url) || url === '') return;
    // A screen of the site: its hash route at the site's address.
    if (url.startsWith('#/')) {
      node.url = `${links.base}${url}`;
      return;
    }
    if (url.startsWith('#')) return;
    const path = sitePathOf(url, links.pagePath);
    if (path === undefined || !links.exists(path.split('#')[0] ?? ''))
      problems.push({
        file,
        line,
        message: `the link ${url} leads to nothing: link a page of the site (../other-slug/) or a file in the public folder`,
      });
    else node.url = `${links.base}${path}${url.includes('#') ? url.slice(url.indexOf('#')) : ''}`;
  });
  return images;
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

/** What a page's footnotes are called in its language: their heading (for screen readers) and
 * each back link's label. */
export type FootnoteWords = { label: string; backLabel: (reference: number) => string };

const englishFootnotes: FootnoteWords = {
  label: 'Footnotes',
  backLabel: (reference) => `Back to reference ${reference}`,
};

/** A table scrolls sideways when it is wider than the page (a phone): reachable by keyboard, as
 * a code block is. */
function scrollableTables() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}

export async function renderMarkdown({
  source,
  file,
  links,
  codeColors,
  pictures,
  footnotes = englishFootnotes,
}: {
  source: string;
  /** The file as messages name it: 'owner/projects/ledger.md'. */
  file: string;
  links: LinkCheck;
  codeColors: CodeColors;
  /** Turns each <img> into the responsive picture the build made of it (page-images.ts). */
  pictures: (tree: HastRoot) => void;
  footnotes?: FootnoteWords;
}): Promise<RenderedMarkdown> {
  const problems: PageProblem[] = [];
  const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);
  const tree = parser.parse(source);
  const before = problems.length;
  const front = readFront(tree, file, problems);
  const frontBroken = problems.length > before;
  const images = checkAddresses(tree, file, links, problems);
  joinWideLines(tree);
  const hast = await unified()
    // Raw HTML is dropped here, never passed on; the sanitizer then keeps only what GitHub keeps.
    // Footnotes' ids and links get the prefix here, once: the sanitizer adds none of its own,
    // or the links would point at ids it had renamed.
    .use(remarkRehype, {
      footnoteLabel: footnotes.label,
      footnoteBackLabel: (index: number, again: number) =>
        footnotes.backLabel(index + 1) + (again > 1 ? ` (${again})` : ''),
    })
    .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: '' })
    .use(figures)
    .use(scrollableTables)
    .run(tree);
  await highlightCode(hast as HastRoot, codeColors);
  pictures(hast as HastRoot);
  const html = unified()
    .use(rehypeStringify)
    .stringify(hast as HastRoot);
  return { front, frontBroken, html, images, problems };
}
