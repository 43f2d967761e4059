// The CSS of index.html and the screens' files: minified, and the theme's variables pruned to
// what the pages use, since every byte of index.html delays the first paint.
import { transform } from 'lightningcss';

/** The browsers the site supports (current Chrome, Edge, Firefox and Safari), for the CSS. */
const cssTargets = { chrome: 120 << 16, firefox: 120 << 16, safari: 17 << 16 };

/**
 * Minifies CSS: shorter colours and numbers, no spaces, no prefixes these browsers do not need.
 * Emotion's styles arrive readable; in index.html every byte delays the first paint. Class
 * names, keyframe names and the order of rules are kept.
 */
export function minifyCss(css: string): string {
  const { code } = transform({
    filename: 'index.css',
    code: Buffer.from(css),
    minify: true,
    targets: cssTargets,
  });
  return code.toString();
}

/** Emotion's <style> tags, their CSS minified, and without the ids of their rules (no script
 * reads them: the page's styles are made when the site builds). */
export function minifyStyleTags(tags: string): string {
  return tags.replace(
    /(<style[^>]*>)([^<]*)(<\/style>)/g,
    (_, open: string, css: string, close: string) =>
      open.replace(/^<style data-emotion="css [^"]*">$/, '<style data-emotion="css">') +
      minifyCss(css) +
      close,
  );
}

/**
 * The page's <style> tags as plain tags: without Emotion's names (no script reads them: the
 * page's styles are made when the site builds), the empty ones left out, and those side by side
 * made one, but for the theme's variables, which ./page-choices.ts weighs apart.
 */
export function plainStyleTags(tags: string): string {
  // A style element's text ends only at its closing tag: its CSS may hold a "<".
  const sheets = [...tags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  const groups: string[][] = [];
  for (const css of sheets.filter(Boolean)) {
    const last = groups.at(-1);
    const variables = (sheet = '') => sheet.startsWith(':root{--');
    if (last && !variables(css) && !variables(last[0])) last.push(css);
    else groups.push([css]);
  }
  return groups.map((group) => `<style>${group.join('')}</style>`).join('\n');
}

/** The custom properties a block of declarations sets, in order. */
function customProperties(declarations: string): { name: string; value: string }[] {
  return [...`${declarations};`.matchAll(/(--[\w-]+):([^;{}]*);/g)].map(
    ([, name = '', value = '']) => ({
      name,
      value,
    }),
  );
}

/**
 * Leaves out of the theme's CSS variables (Material UI's `:root{--palette-…}` and each colour
 * scheme's block) those that no CSS, inline style or variable of any page uses, and those a
 * colour scheme sets to the value the default scheme already gives. The tag loses its Emotion
 * name, so the app, when it starts, adds the theme's variables in full (for what it renders
 * later) instead of taking this tag for them.
 */
export function pruneThemeVariables(tags: string, usedIn: string): string {
  const themeTag = /<style data-emotion="css-global [\w-]+">(:root\{--[^<]*)<\/style>/g;
  const outside = usedIn.replace(themeTag, '');
  return tags.replace(themeTag, (_, css: string) => {
    const blocks = [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(
      ([, selector = '', body = '']) => ({
        selector,
        body,
      }),
    );
    const valueOf = new Map<string, string>();
    for (const { body } of blocks)
      for (const { name, value } of customProperties(body))
        valueOf.set(name, `${valueOf.get(name) ?? ''} ${value}`);
    const used = new Set<string>();
    const visit = (text: string) => {
      for (const [, name = ''] of text.matchAll(/var\((--[\w-]+)/g)) {
        if (used.has(name)) continue;
        used.add(name);
        visit(valueOf.get(name) ?? '');
      }
    };
    visit(outside);
    const defaults = new Map<string, string>();
    const pruned = blocks.map(({ selector, body }) => {
      const isDefault = selector.split(',').includes(':root');
      const kept = customProperties(body).filter(({ name, value }) => {
        if (!used.has(name)) return false;
        if (isDefault) return defaults.set(name, value);
        return defaults.get(name) !== value;
      });
      const others = `${body};`.replace(/--[\w-]+:[^;{}]*;/g, '').replace(/;+$/, '');
      const declarations = [...kept.map(({ name, value }) => `${name}:${value}`), others];
      const text = declarations.filter(Boolean).join(';');
      return text ? `${selector}{${text}}` : '';
    });
    return `<style data-emotion="css-global">${pruned.join('')}</style>`;
  });
}
