// The markup the build makes of an owner's maths (MathML, typeset-math.ts) and diagrams (SVG,
// draw-diagrams.ts), parsed and kept to an allow-list of its elements and attributes before it
// joins the page: never raw HTML from the Markdown (render-markdown.ts drops that), and nothing
// that runs or loads (no script, event handler, link out of the diagram or foreign HTML but text).
import type { Element, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize, type Schema } from 'hast-util-sanitize';

/** No prefix, protocol, required attribute or ancestor of the Markdown's schema applies here. */
const bare = {
  clobber: [],
  clobberPrefix: '',
  protocols: {},
  required: {},
  ancestors: {},
  strip: ['script', 'style'],
  allowComments: false,
  allowDoctypes: false,
} satisfies Schema;

/** MathML Core's elements and what Temml writes of their attributes (spacing, variants,
 * alignment), with its classes and spacing styles; no colours (a contrast the site cannot
 * check), no links, no annotation of other markup. */
export const mathSchema: Schema = {
  ...bare,
  tagNames: [
    'math',
    'semantics',
    'annotation',
    'mrow',
    'mi',
    'mn',
    'mo',
    'ms',
    'mtext',
    'mspace',
    'msup',
    'msub',
    'msubsup',
    'mfrac',
    'msqrt',
    'mroot',
    'mover',
    'munder',
    'munderover',
    'mmultiscripts',
    'mprescripts',
    'none',
    'mtable',
    'mtr',
    'mtd',
    'mlabeledtr',
    'mstyle',
    'mpadded',
    'mphantom',
    'menclose',
    'merror',
    'span',
  ],
  attributes: {
    '*': [
      'className',
      'style',
      'display',
      'displaystyle',
      'scriptlevel',
      'mathvariant',
      'mathsize',
      'stretchy',
      'fence',
      'separator',
      'symmetric',
      'largeop',
      'movablelimits',
      'accent',
      'accentunder',
      'form',
      'lspace',
      'rspace',
      'minsize',
      'maxsize',
      'linethickness',
      'width',
      'height',
      'depth',
      'voffset',
      'columnalign',
      'rowalign',
      'columnspacing',
      'rowspacing',
      'columnlines',
      'rowlines',
      'frame',
      'framespacing',
      'notation',
      'columnspan',
      'rowspan',
    ],
    annotation: [['encoding', 'application/x-tex']],
  },
};

const svgShapes = ['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon'];
const svgFilters = [
  'filter',
  'feDropShadow',
  'feGaussianBlur',
  'feOffset',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feBlend',
  'feColorMatrix',
];

/** What Mermaid draws with: shapes, text, markers, gradients, filters and its own <style>
 * (kept: the diagram's colours and font are the site's, draw-diagrams.ts); a label Mermaid
 * writes as HTML keeps its text and paragraphs. Links only to the diagram's own parts (`#id`). */
export const svgSchema: Schema = {
  ...bare,
  strip: ['script'],
  tagNames: [
    'svg',
    'g',
    'defs',
    'style',
    'title',
    'desc',
    'symbol',
    'use',
    'marker',
    'text',
    'tspan',
    'linearGradient',
    'radialGradient',
    'stop',
    'clipPath',
    'mask',
    'pattern',
    'foreignObject',
    'div',
    'span',
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    ...svgShapes,
    ...svgFilters,
  ],
  attributes: {
    '*': [
      'id',
      'className',
      'style',
      'transform',
      'fill',
      'fillOpacity',
      'fillRule',
      'clipRule',
      'clipPath',
      'mask',
      'stroke',
      'strokeWidth',
      'strokeDasharray',
      'strokeDashoffset',
      'strokeLinecap',
      'strokeLinejoin',
      'strokeOpacity',
      'strokeMiterlimit',
      'opacity',
      'display',
      'visibility',
      'fontFamily',
      'fontSize',
      'fontWeight',
      'fontStyle',
      'textAnchor',
      'dominantBaseline',
      'alignmentBaseline',
      'textDecoration',
      'letterSpacing',
      'x',
      'y',
      'dx',
      'dy',
      'width',
      'height',
      'rotate',
      'transformOrigin',
      ['href', /^#/],
      ['xLinkHref', /^#/],
    ],
    svg: ['viewBox', 'preserveAspectRatio', 'ariaLabelledBy', 'ariaDescribedBy'],
    marker: ['viewBox', 'refX', 'refY', 'markerUnits', 'markerWidth', 'markerHeight', 'orient'],
    symbol: ['viewBox', 'preserveAspectRatio'],
    pattern: ['patternUnits', 'viewBox'],
    path: ['d', 'markerStart', 'markerMid', 'markerEnd', 'pathLength'],
    line: ['x1', 'y1', 'x2', 'y2', 'markerStart', 'markerEnd'],
    polyline: ['points', 'markerStart', 'markerMid', 'markerEnd'],
    polygon: ['points'],
    rect: ['rx', 'ry'],
    circle: ['cx', 'cy', 'r'],
    ellipse: ['cx', 'cy', 'rx', 'ry'],
    linearGradient: ['x1', 'y1', 'x2', 'y2', 'gradientUnits', 'gradientTransform'],
    radialGradient: ['cx', 'cy', 'r', 'fx', 'fy', 'gradientUnits', 'gradientTransform'],
    stop: ['offset', 'stopColor', 'stopOpacity'],
    text: ['textLength', 'lengthAdjust'],
    tspan: ['textLength', 'lengthAdjust'],
    filter: ['filterUnits'],
    feDropShadow: ['stdDeviation', 'floodColor', 'floodOpacity'],
    feGaussianBlur: ['in', 'stdDeviation', 'result'],
    feOffset: ['in', 'result'],
    feFlood: ['floodColor', 'floodOpacity', 'result'],
    feComposite: ['in', 'in2', 'operator', 'result'],
    feMergeNode: ['in'],
    feBlend: ['in', 'in2', 'mode'],
    feColorMatrix: ['in', 'type', 'values', 'result'],
  },
};

/** A style that loads nothing: none that names an address (`url(…)` but a part's `#id`). */
const loadsNothing = (style: string) => !/url\(\s*['"]?(?!#)|@import|expression\(/i.test(style);

/** Markup made by the build, parsed and kept to `schema`: its one element. */
export function allowedMarkup(html: string, schema: Schema): Element | undefined {
  const tree = sanitize(fromHtml(html, { fragment: true }), schema) as Root;
  const [element] = tree.children.filter((child) => child.type === 'element');
  if (!element) return undefined;
  const check = (node: Element) => {
    if (typeof node.properties.style === 'string' && !loadsNothing(node.properties.style))
      delete node.properties.style;
    if (node.tagName === 'style')
      node.children = node.children.filter(
        (child) => child.type === 'text' && loadsNothing(child.value),
      );
    for (const child of node.children) if (child.type === 'element') check(child);
  };
  check(element);
  return element;
}
