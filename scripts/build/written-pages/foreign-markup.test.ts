// @vitest-environment node
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { allowedMarkup, mathSchema, svgSchema } from './foreign-markup.ts';

const kept = (html: string, schema: Parameters<typeof allowedMarkup>[1]) => {
  const element = allowedMarkup(html, schema);
  return element ? toHtml(element) : '';
};

describe('the markup the build makes of maths and diagrams', () => {
  it('keeps MathML’s elements and layout, not colours, links or HTML', () => {
    const html = kept(
      '<math display="block" class="tml-display"><mrow mathcolor="red" href="https://evil.example"><mi mathvariant="normal">x</mi><mo stretchy="false">(</mo><img src=x onerror="alert(1)"><script>alert(2)</script></mrow></math>',
      mathSchema,
    );
    expect(html).toBe(
      '<math display="block" class="tml-display"><mrow><mi mathvariant="normal">x</mi><mo stretchy="false">(</mo></mrow></math>',
    );
  });

  it('keeps an SVG’s drawing, its own style and links to its own parts, nothing that runs or loads', () => {
    const html = kept(
      [
        '<svg id="d" viewBox="0 0 10 10" onload="alert(1)" style="max-width: 10px">',
        '<style>#d .node{fill:var(--d-0)}</style>',
        '<style>@import url(https://evil.example/x.css);</style>',
        '<marker id="d-1" refX="5" markerWidth="8"><path d="M0 0L1 1"/></marker>',
        '<path d="M0 0" marker-end="url(#d-1)" style="background:url(https://evil.example)"/>',
        '<a href="https://evil.example"><text x="1" text-anchor="middle">Go</text></a>',
        '<use href="https://evil.example/sprite.svg#x"/><use href="#d-1"/>',
        '<foreignObject><div onclick="alert(3)"><span>label</span><iframe src="x"></iframe></div></foreignObject>',
        '<script>alert(4)</script><image href="https://evil.example/x.png"/>',
        '</svg>',
      ].join(''),
      svgSchema,
    );
    expect(html).toContain('viewBox="0 0 10 10"');
    expect(html).toContain('<style>#d .node{fill:var(--d-0)}</style><style></style>');
    expect(html).toContain('<marker id="d-1" refX="5" markerWidth="8">');
    expect(html).toContain('<path d="M0 0" marker-end="url(#d-1)"></path>');
    expect(html).toContain('<text x="1" text-anchor="middle">Go</text>');
    expect(html).toContain('<use href="#d-1"></use>');
    expect(html).toContain('<div><span>label</span></div>');
    for (const gone of ['onload', 'onclick', 'evil.example', '<script', '<iframe', '<image', '<a '])
      expect(html).not.toContain(gone);
  });
});
