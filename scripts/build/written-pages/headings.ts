// A page's headings: each with an id a link can name, as GitHub names it (github-slugger), so a
// link written for GitHub (`ingestion.md#the-design`) leads to the same heading here; unique on
// the page and usable in any script (a Japanese or Arabic heading keeps its letters).
import { pageParts } from '../../../src/content/own-pages.ts';
import GithubSlugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Nodes, Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import { phoneMenuId } from '../../../src/start-up/phone-menu.ts';
import { mainContentId } from '../../../src/start-up/contract.ts';

export type PageHeading = {
  /** 1 to 6, as written (`##` is 2). */
  depth: number;
  /** Its id on the page. */
  id: string;
  /** Its text, as read. */
  text: string;
  /** The name GitHub gives it, which a link written for GitHub uses (`#the-design`). */
  anchor: string;
};

/** Ids the page has besides its headings: the shell's, and the footnotes' (render-markdown.ts). */
const taken = (id: string) =>
  [mainContentId, phoneMenuId, 'root', 'footnote-label'].includes(id) || /^fn(?:ref)?-/.test(id);

function plainText(node: Nodes): string {
  if ('value' in node && node.type !== 'html') return node.value;
  if ('children' in node) return node.children.map(plainText).join('');
  return '';
}

/** The headings of a Markdown tree, in order, each with its id. */
export function headingsOf(tree: MdastRoot): PageHeading[] {
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  const headings: PageHeading[] = [];
  visit(tree, 'heading', (node) => {
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    const anchor = slugger.slug(text);
    // A heading of symbols alone (an emoji) has no name GitHub links: it is a numbered section.
    const base = /[\p{L}\p{N}]/u.test(anchor) ? anchor : 'section';
    let id = base;
    for (let n = 1; used.has(id) || taken(id); n++) id = `${base}-${n}`;
    used.add(id);
    headings.push({ depth: node.depth, id, text, anchor });
  });
  return headings;
}

/** The headings a table of contents lists: the text's top level and the one below it, once it
 * has three sections or more. */
export function contentsOf(headings: readonly PageHeading[]): PageHeading[] {
  const top = Math.min(...headings.map((heading) => heading.depth));
  const sections = headings.filter((heading) => heading.depth === top);
  if (sections.length < 3) return [];
  return headings.filter((heading) => heading.depth <= top + 1);
}

/** The id a link's `#name` leads to on a page: the heading GitHub names so, else undefined. */
export function headingFor(headings: readonly PageHeading[], name: string) {
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray % is compared as written.
  }
  return headings.find((heading) => heading.anchor === decoded || heading.id === decoded);
}

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(textOf).join('')
      : '';

/**
 * Gives each heading of the rendered text its id, and beside it a link to itself named for it
 * (`label`), in a frame the page's styles place: `<div class="heading"><h2 id>…</h2><a>`.
 * The footnotes' heading, which has its id already, is left as it is.
 */
export function anchorHeadings(
  tree: HastRoot,
  headings: readonly PageHeading[],
  label: (heading: string) => string,
) {
  let index = 0;
  visit(tree, 'element', (node, at, parent) => {
    if (!/^h[1-6]$/.test(node.tagName) || node.properties.id || !parent || at === undefined) return;
    const heading = headings[index++];
    if (!heading) return;
    node.properties.id = heading.id;
    const link: Element = {
      type: 'element',
      tagName: 'a',
      properties: {
        className: [pageParts.headingLink],
        href: `#${heading.id}`,
        ariaLabel: label(textOf(node).trim() || heading.text),
      },
      children: [{ type: 'text', value: '#' }],
    };
    parent.children[at] = {
      type: 'element',
      tagName: 'div',
      properties: { className: [pageParts.heading] },
      children: [node, link],
    };
    return 'skip';
  });
}
