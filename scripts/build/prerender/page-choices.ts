// What each of the owner's choices adds to index.html, measured on the page itself: the page
// without the choice's part (its markup, its styles, its share of the start-up scripts), gzipped,
// against the page. The build's size message names them where the page is past the first round
// trip (./page-sizes.ts, docs/decisions/0047-what-a-choice-costs-the-first-paint.md).
import type { Content } from '../../../src/content/schema.ts';
import { gzipped, type ChoiceCost } from './page-sizes.ts';

/** index.html's two inline scripts, as the build bundled them (scripts/build/prerender/prerender.ts). */
type Scripts = { boot: string; earlyScreen: string };

/** The page's start-up scripts, and how they are without a part (bundled without its code). */
export type StartUp = {
  scripts: Scripts;
  without: (part: {
    analytics?: false;
    localTime?: false;
    languages?: false;
    scheme?: false;
  }) => Promise<Scripts>;
};

/** A choice of the owner's, what leaving it out would be, and the page without it. */
type Choice = { name: string; instead: string; without: () => Promise<string> };

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where the element whose opening tag starts at `start` ends (after its closing tag). */
function elementEnd(html: string, start: number): number {
  const name = /^<([a-z][\w-]*)/i.exec(html.slice(start))?.[1];
  if (!name) return start;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*?(/?)>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    if (tag[1]) depth -= 1;
    else if (!tag[2]) depth += 1;
    if (depth === 0) return tag.index + tag[0].length;
  }
  return start;
}

/** The page without the innermost `<name>` element around position `at`. */
function withoutEnclosing(html: string, at: number, name: string): string {
  if (at < 0) return html;
  const opening = new RegExp(`<${name}\\b`, 'gi');
  let found: [number, number] | undefined;
  for (const { index } of html.slice(0, at).matchAll(opening)) {
    const end = elementEnd(html, index);
    if (end > at) found = [index, end];
  }
  return found ? html.slice(0, found[0]) + html.slice(found[1]) : html;
}

/** The page with its start-up scripts as they are without a part. */
async function withScripts(html: string, now: Scripts, without: Promise<Scripts>) {
  const other = await without;
  return html.replace(now.boot, () => other.boot).replace(now.earlyScreen, () => other.earlyScreen);
}

/** The owner's choices this page shows, each with the page without it. */
function choicesOf(html: string, content: Content, startUp: StartUp): Choice[] {
  const main = html.indexOf('<main');
  const after = (text: string) => html.indexOf(text, main);
  const now = startUp.scripts;
  const scriptsWithout = startUp.without;
  // The photo's files are named from its own: images/portrait.jpg is assets/portrait-160w-….
  const photo = content.owner.photo && /([^/]+?)(\.\w+)?$/.exec(content.owner.photo)?.[1];
  const choices: (Choice | false)[] = [
    content.theme?.default !== undefined && {
      name: 'the light and dark themes with their switch (theme.default)',
      instead: `one theme without the switch (theme: { only: '${content.theme.default === 'light' ? 'light' : 'dark'}' }, or no default)`,
      without: async () => {
        const other = content.theme?.default === 'light' ? 'dark' : 'light';
        // The other scheme's rules, and the theme's variables, which a site of one scheme
        // writes as values where they are used.
        const css = html
          .replace(
            new RegExp(`[^{}<>]*\\[data-color-scheme=${other}\\][^{}<>]*\\{[^{}]*\\}`, 'g'),
            '',
          )
          .replace(/<style>:root\{--[^<]*<\/style>/, '');
        const page = withoutEnclosing(css, css.indexOf('data-color-scheme-toggle'), 'button');
        return withScripts(page, now, scriptsWithout({ scheme: false }));
      },
    },
    (content.languages?.length ?? 0) > 0 && {
      name: `the site in ${(content.languages?.length ?? 0) + 1} languages (languages)`,
      instead: 'fewer languages',
      without: async () => {
        let page = html.replace(
          /<link rel="alternate" hreflang=[^>]*>|<meta property="og:locale:alternate"[^>]*>/g,
          '',
        );
        page = withoutEnclosing(page, page.search(/<a\b[^>]*\bhreflang=/i), 'ul');
        return withScripts(page, now, scriptsWithout({ languages: false }));
      },
    },
    photo !== undefined && {
      name: 'your photo (owner.photo)',
      instead: 'no photo',
      without: async () => {
        const name = `/assets/${escaped(photo)}-`;
        const page = html.replace(new RegExp(`<link rel="preload"[^>]*${name}[^>]*>`), '');
        return withoutEnclosing(
          page,
          page.search(new RegExp(`<(img|source)\\b[^>]*${name}`)),
          'picture',
        );
      },
    },
    content.home?.featuredProject !== undefined && {
      name: 'the featured project (home.featuredProject)',
      instead: 'no featured project',
      without: async () =>
        withoutEnclosing(html, after(`>${content.home?.featuredProject}<`), 'section'),
    },
    content.owner.location !== undefined && {
      name: 'your place and local time (owner.location)',
      instead: 'no location',
      without: async () =>
        withScripts(
          withoutEnclosing(html, after('data-time-zone='), 'span'),
          now,
          scriptsWithout({ localTime: false }),
        ),
    },
    content.analytics !== undefined && {
      name: `analytics (${content.analytics.provider})`,
      instead: 'no analytics',
      without: async () => withScripts(html, now, scriptsWithout({ analytics: false })),
    },
    {
      name: `${content.skills.length} skills on Home (skills)`,
      instead: 'fewer skills',
      without: async () => withoutEnclosing(html, after('data-section="skills"') + 1, 'div'),
    },
    content.externalLinks.length > 0 && {
      name: `${content.externalLinks.length} links (externalLinks)`,
      instead: 'fewer links',
      without: async () =>
        content.externalLinks.reduce(
          (page, link) =>
            withoutEnclosing(page, page.indexOf(`href="${link.url.replace(/&/g, '&amp;')}"`), 'li'),
          html,
        ),
    },
  ];
  return choices.filter((choice): choice is Choice => choice !== false);
}

/** What each choice this page shows adds to it, gzipped, the costliest first. */
export async function choiceCosts(
  html: string,
  content: Content,
  startUp: StartUp,
): Promise<ChoiceCost[]> {
  const size = gzipped(html);
  const costs = await Promise.all(
    choicesOf(html, content, startUp).map(async ({ name, instead, without }) => ({
      name,
      instead,
      bytes: size - gzipped(await without()),
    })),
  );
  return costs.filter((cost) => cost.bytes > 0).sort((a, b) => b.bytes - a.bytes);
}
