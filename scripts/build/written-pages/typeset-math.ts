// Maths written `$…$` (in a line) or `$$…$$` (a block, as is a ```math block) as GitHub reads it
// (remark-math), typeset when the site builds into MathML, which every current browser draws
// (Temml): no script, font or stylesheet in the page. TeX Temml cannot read is a mistake named
// by file and line.
import { pageParts } from '../../../src/content/own-pages.ts';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import temml from 'temml';
import { visit } from 'unist-util-visit';
import { allowedMarkup, mathSchema } from './foreign-markup.ts';

/** A formula's key: how it is written, and whether it is a block. */
const keyOf = (tex: string, block: boolean) => `${block ? 'block' : 'inline'}:${tex.trim()}`;

export type Typeset = Map<string, Element>;

/** Typesets every formula of a Markdown tree; a formula that is not TeX Temml reads is a
 * problem at its line, and stays as written. */
export function typesetMath(
  tree: MdastRoot,
  problem: (line: number, message: string) => void,
): Typeset {
  const typeset: Typeset = new Map();
  visit(tree, ['math', 'inlineMath', 'code'], (node) => {
    if (node.type === 'code' && node.lang !== 'math') return;
    if (node.type !== 'math' && node.type !== 'inlineMath' && node.type !== 'code') return;
    const block = node.type !== 'inlineMath';
    const key = keyOf(node.value, block);
    if (typeset.has(key)) return;
    try {
      const mathml = temml.renderToString(node.value, {
        displayMode: block,
        throwOnError: true,
        // Nothing in the formula may link out or style the page.
        trust: false,
      });
      const element = allowedMarkup(mathml, mathSchema);
      if (element) typeset.set(key, element);
    } catch (error) {
      const message = String((error as Error).message ?? error)
        .split('\n')[0]
        ?.replace(/^ParseError:\s*/, '')
        .trim();
      problem(
        node.position?.start.line ?? 1,
        `the formula ${node.value.trim()} is not TeX the build reads: ${message}`,
      );
    }
  });
  return typeset;
}

/**
 * Dollars that are prices, not maths, stay text, as GitHub reads them: a formula in a line starts
 * and ends with a character other than a space, and no digit follows it ("from $5 to $10 a
 * month" is prices).
 */
export function keepPrices(tree: MdastRoot, source: string) {
  visit(tree, 'inlineMath', (node, index, parent) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (!parent || index === undefined || start === undefined || end === undefined) return;
    const written = source.slice(start, end);
    const inner = written.replace(/^\$+|\$+$/g, '');
    if (!/^\s|\s$/.test(inner) && !/^\d/.test(source.slice(end))) return;
    parent.children[index] = { type: 'text', value: written };
  });
}

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(textOf).join('')
      : '';

/** Puts each typeset formula in the place of its code (remark-rehype writes a formula as
 * `<code class="language-math">`, in a `<pre>` for a block); a block scrolls sideways on a
 * phone, so it can be reached by keyboard, as a table or code can. */
export function placeMath(tree: HastRoot, typeset: Typeset) {
  if (typeset.size === 0) return;
  visit(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const [code] = node.children;
    const block =
      node.tagName === 'pre' && code?.type === 'element' && code.tagName === 'code' && isMath(code);
    const inline =
      node.tagName === 'code' &&
      parent.type === 'element' &&
      parent.tagName !== 'pre' &&
      isMath(node);
    if (!block && !inline) return;
    const tex = textOf(block ? (code as Element) : node);
    const typesetMath = typeset.get(keyOf(tex, block));
    if (!typesetMath) return;
    // A formula runs left to right on a page written right to left too.
    const math = { ...typesetMath, properties: { ...typesetMath.properties, dir: 'ltr' } };
    parent.children[index] = block
      ? {
          type: 'element',
          tagName: 'div',
          properties: { className: [pageParts.mathBlock], tabIndex: 0 },
          children: [structuredClone(math)],
        }
      : structuredClone(math);
    return 'skip';
  });
}

function isMath(code: Element) {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-math');
}
