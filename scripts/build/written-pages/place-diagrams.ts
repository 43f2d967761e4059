// The ```mermaid blocks of a page: drawn (draw-diagrams.ts) before the text is rendered, each
// then put in the place of its code as an SVG named for what it shows. A diagram Mermaid cannot
// read is a mistake named by file and line; where no browser could draw them, the blocks stay
// code, and the build says once what to install.
import { pageParts } from '../../../src/content/own-pages.ts';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import type { DiagramDrawer, Drawing } from './draw-diagrams.ts';
import { allowedMarkup, svgSchema } from './foreign-markup.ts';

export type Drawings = Map<string, Drawing>;

const sourceOf = (source: string) => source.replace(/\n$/, '');

/** Draws every diagram of a Markdown tree. */
export async function drawDiagrams(
  tree: MdastRoot,
  drawer: DiagramDrawer | undefined,
  problem: (line: number, message: string) => void,
): Promise<Drawings> {
  const blocks: { source: string; line: number }[] = [];
  visit(tree, 'code', (node) => {
    if (node.lang?.toLowerCase() === 'mermaid')
      blocks.push({ source: sourceOf(node.value), line: node.position?.start.line ?? 1 });
  });
  const drawings: Drawings = new Map();
  if (!drawer) return drawings;
  for (const { source, line } of blocks) {
    if (drawings.has(source)) continue;
    const drawn = await drawer.draw(source);
    if (drawn.status === 'drawn') drawings.set(source, drawn.drawing);
    // Mermaid counts the diagram's lines, the fence's line the 0th.
    else if (drawn.status === 'mistake')
      problem(
        line + Math.min(drawn.line ?? 0, source.split('\n').length),
        `the diagram is not one Mermaid draws: ${drawn.message}`,
      );
  }
  return drawings;
}

const textOf = (node: ElementContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element'
      ? node.children.map(textOf).join('')
      : '';

/** An image named for the diagram: by its title where the owner gave one (`accTitle:`), else by
 * the words it shows. */
function diagramElement(
  drawing: Drawing,
  label: (labels: string[]) => string,
): Element | undefined {
  const svg = allowedMarkup(drawing.svg, svgSchema);
  if (!svg) return undefined;
  svg.properties.role = 'img';
  if (!drawing.titled) {
    delete svg.properties.ariaLabelledBy;
    svg.properties.ariaLabel = label(drawing.labels);
  }
  // Never narrower than its words can be read (about 10 px for 16 px drawn): on a phone a wide
  // diagram scrolls sideways in its box, reachable by keyboard, as a code block does.
  const [, , drawnWidth] = String(svg.properties.viewBox ?? '')
    .split(/[\s,]+/)
    .map(Number);
  if (drawnWidth && drawnWidth > 0) {
    const style = String(svg.properties.style ?? '').replace(/;?\s*$/, '');
    svg.properties.style = `${style ? `${style}; ` : ''}min-width: ${Math.round(drawnWidth * 0.65)}px`;
  }
  return {
    type: 'element',
    tagName: 'div',
    // Laid out as it was measured, left to right, whichever way the page runs.
    properties: { className: [pageParts.diagram], dir: 'ltr', tabIndex: 0 },
    children: [svg],
  };
}

/** Puts each drawn diagram in the place of its `<pre><code class="language-mermaid">`. */
export function placeDiagrams(
  tree: HastRoot,
  drawings: Drawings,
  label: (labels: string[]) => string,
) {
  if (drawings.size === 0) return;
  const placed = new Map<Drawing, number>();
  visit(tree, 'element', (node, index, parent) => {
    const [code] = node.children;
    if (node.tagName !== 'pre' || code?.type !== 'element' || !parent || index === undefined)
      return;
    const classes = code.properties.className;
    if (!Array.isArray(classes) || !classes.includes('language-mermaid')) return;
    const drawn = drawings.get(sourceOf(textOf(code)));
    if (!drawn) return;
    // The same diagram twice on a page: the second's ids are its own.
    const times = (placed.get(drawn) ?? 0) + 1;
    placed.set(drawn, times);
    const id = /^<svg id="([^"]+)"/.exec(drawn.svg)?.[1];
    const drawing =
      times === 1 || !id
        ? drawn
        : { ...drawn, svg: drawn.svg.replaceAll(id, `${id}-again${times}`) };
    const element = diagramElement(drawing, label);
    if (!element) return;
    parent.children[index] = element;
    return 'skip';
  });
}
