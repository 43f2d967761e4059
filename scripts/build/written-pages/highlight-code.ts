// Code blocks coloured at build time (Shiki) in the site's own colours, one theme per scheme: the
// page carries coloured spans and a few lines of CSS, never a highlighter.
import type { Element, Root } from 'hast';
import { bundledLanguages, createHighlighter, type ThemeRegistration } from 'shiki';
import { visit } from 'unist-util-visit';
import type { ThemeSettings } from '../../../src/content/schema.ts';
import { mix, over } from '../../../src/theme/color.ts';
import { ownerScheme, schemeColors, type Scheme } from '../../../src/theme/brand.ts';

export type CodeColors = {
  themes: Record<Scheme, ThemeRegistration>;
  /** The scheme whose colours the spans carry; the other's are CSS variables (--shiki-<scheme>). */
  shown: Scheme;
};

/** A scheme's code colours: keywords in the primary, strings between it and the text, comments
 * in the secondary text; each passes the contrast the site's text does on its panel. */
function codeTheme(scheme: Scheme, theme: ThemeSettings | undefined): ThemeRegistration {
  const colors = schemeColors(theme)[scheme];
  const panel = colors.paper;
  const text = over(colors.text, panel);
  const quiet = over(colors.textSecondary, panel);
  const between = mix(colors.primary, text, 0.45);
  return {
    name: `site-${scheme}`,
    type: scheme,
    colors: { 'editor.background': panel, 'editor.foreground': text },
    tokenColors: [
      { settings: { foreground: text, background: panel } },
      {
        scope: ['comment', 'punctuation.definition.comment'],
        settings: { foreground: quiet, fontStyle: 'italic' },
      },
      {
        scope: [
          'keyword',
          'storage',
          'storage.type',
          'storage.modifier',
          'keyword.operator.new',
          'entity.name.tag',
        ],
        settings: { foreground: colors.primary },
      },
      {
        scope: ['string', 'string.quoted', 'markup.inline.raw'],
        settings: { foreground: between },
      },
      {
        scope: [
          'constant',
          'constant.numeric',
          'constant.language',
          'support.constant',
          'entity.other.attribute-name',
        ],
        settings: { foreground: colors.primary },
      },
      {
        scope: ['entity.name.function', 'support.function', 'entity.name.type', 'support.type'],
        settings: { foreground: between },
      },
    ],
  };
}

export function codeColorsFor(theme: ThemeSettings | undefined): CodeColors {
  return {
    themes: { dark: codeTheme('dark', theme), light: codeTheme('light', theme) },
    shown: ownerScheme(theme),
  };
}

let highlighter: ReturnType<typeof createHighlighter> | undefined;

const languageOf = (code: Element): string | undefined => {
  const classes = code.properties.className;
  const named = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'));
  return named?.slice('language-'.length).toLowerCase();
};

/** Replaces each `<pre><code class="language-x">` with its coloured spans; a language Shiki
 * does not know stays plain text, in the same frame. */
export async function highlightCode(tree: Root, { themes, shown }: CodeColors): Promise<void> {
  const blocks: { pre: Element; code: Element; language: string }[] = [];
  visit(tree, 'element', (node) => {
    const [code] = node.children;
    if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code') return;
    const language = languageOf(code) ?? 'text';
    blocks.push({ pre: node, code, language: language in bundledLanguages ? language : 'text' });
  });
  if (blocks.length === 0) return;
  const shiki = await (highlighter ??= createHighlighter({ themes: [], langs: [] }));
  for (const theme of Object.values(themes))
    if (!shiki.getLoadedThemes().includes(theme.name ?? '')) await shiki.loadTheme(theme);
  for (const { pre, code, language } of blocks) {
    if (language !== 'text' && !shiki.getLoadedLanguages().includes(language))
      await shiki.loadLanguage(language as keyof typeof bundledLanguages);
    const text = code.children
      .map((child) => (child.type === 'text' ? child.value : ''))
      .join('')
      .replace(/\n$/, '');
    const coloured = shiki.codeToHast(text, {
      lang: language,
      themes: { dark: themes.dark.name ?? 'site-dark', light: themes.light.name ?? 'site-light' },
      defaultColor: shown,
    });
    const [highlighted] = coloured.children;
    if (highlighted?.type !== 'element') continue;
    // A code block scrolls sideways on a phone: reachable by keyboard (Shiki's tabindex), named.
    // Code runs left to right on a right-to-left page too, or its lines' ends are reordered.
    Object.assign(pre, {
      properties: { ...highlighted.properties, dataLanguage: language, dir: 'ltr' },
      children: highlighted.children,
    });
  }
}
