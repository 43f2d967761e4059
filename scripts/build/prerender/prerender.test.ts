// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { builtPage, files, form, sitePages, shellPage } from './page-tests/built-page';
import { plainStyleTags, pruneThemeVariables } from './page-css.ts';
import { reportPageSizes } from './page-sizes.ts';
import { screenFiles, splitShell } from './prerender.ts';

// How index.html and the screens' files are put together. What the start-up scripts in them do
// is tested beside them, in src/start-up/.

const nav = (current: string) =>
  ['/', '/work']
    .map((path) =>
      path === current
        ? `<a href="#${path}" aria-current="page" class="link active">${path}</a>`
        : `<a href="#${path}" class="link">${path}</a>`,
    )
    .join('');
const page = (path: string, main: string) => ({
  path,
  title: `${path} · Site`,
  html: `<div class="shell"><nav aria-label="Main">${nav(path)}</nav><main id="main" tabindex="-1">${main}</main></div>`,
});
const pages = [page('/', '<h1>Home</h1>'), page('/work', '<h1>Work</h1><p>Jobs</p>')];

describe('splitShell', () => {
  it('keeps what the pages share once, without the current link’s marks', () => {
    const { shell, screens } = splitShell(pages);
    expect(shell).toBe(
      '<div class="shell"><nav aria-label="Main"><a href="#/" class="link">/</a><a href="#/work" class="link">/work</a></nav><main id="main" tabindex="-1"></main></div>',
    );
    expect(screens.map((screen: { main: string }) => screen.main)).toEqual([
      '<h1>Home</h1>',
      '<h1>Work</h1><p>Jobs</p>',
    ]);
  });

  it('keeps the links to other languages without the screen each page points them at', () => {
    const withLanguage = (path: string, main: string, hash: string) => {
      const base = page(path, main);
      const link = `<a class="l" href="/site/de/${hash}" lang="de" hrefLang="de">Deutsch</a>`;
      return { ...base, html: base.html.replace('</nav>', `${link}</nav>`) };
    };
    const { shell } = splitShell([
      withLanguage('/', '<h1>Home</h1>', ''),
      withLanguage('/work', '<h1>Work</h1>', '#/work'),
    ]);
    expect(shell).toContain('<a class="l" href="/site/de/" lang="de" hrefLang="de">');
    const elsewhere = withLanguage('/work', '<h1>Work</h1>', '#/work');
    elsewhere.html = elsewhere.html.replace('/site/de/', '/site/fr/');
    expect(() => splitShell([withLanguage('/', '<h1>Home</h1>', ''), elsewhere])).toThrow(
      /differ outside <main>/,
    );
  });

  it('fails when pages differ outside <main> in anything else', () => {
    const odd = { ...pages[1]!, html: pages[1]!.html.replace('class="shell"', 'class="wide"') };
    expect(() => splitShell([pages[0]!, odd])).toThrow(/\/ and \/work differ outside <main>/);
  });

  it('fails when a page has no <main>', () => {
    expect(() => splitShell([{ path: '/', title: '', html: '<div></div>' }])).toThrow(
      /has no <main>/,
    );
  });
});

describe('index.html’s language', () => {
  it('says which way it is written for a language written right to left, and nothing else', async () => {
    expect(await builtPage({ language: 'he', direction: 'rtl' })).toContain(
      '<html lang="he" dir="rtl">',
    );
    expect(await builtPage({ language: 'de' })).toContain('<html lang="de">\n');
  });
});

describe('the screens’ files', () => {
  it('put each other screen in a file of its own: its <main> and the CSS only it uses', () => {
    expect(files.map((file) => file.path)).toEqual(['/work', '*']);
    const [work, notFound] = files;
    expect(work!.title).toBe('/work · Site');
    expect(work!.file).toMatch(/^assets\/screen-work-[\w-]{8}\.html$/);
    expect(work!.html).toBe(
      `<style>.css-w1{color:red}</style><h1 class="css-w1">Work</h1><div data-island="contact-form" data-props="{}">${form}</div>`,
    );
    // The not-found screen's, for any address no screen has.
    expect(notFound!.file).toMatch(/^assets\/screen-not-found-[\w-]{8}\.html$/);
    // Named by content: a page of another version never reads it.
    const changed = screenFiles([sitePages[0]!, shellPage('/work', '<h1>Other</h1>')]);
    expect(changed[0]!.file).not.toBe(work!.file);
  });
});

describe('the build’s size message', () => {
  const screensOfPage = [{ path: '/work', html: '<h1>Work</h1>'.repeat(50) }];

  it('reports the page every screen waits for, and each other screen’s own file', async () => {
    const html = await builtPage();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    reportPageSizes(html, screensOfPage);
    const [page, others] = log.mock.calls.map(([line]) => String(line));
    expect(page).toMatch(
      /^index\.html \(the shell and Home\): \d+\.\d KB gzipped, within the first round trip$/,
    );
    expect(others).toMatch(
      /^other screens, each fetched alone for its own address: \/work \d+\.\d KB gzipped$/,
    );
  });

  it('past the first round trip, says what it costs and what weighs most, not to write less', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    // Incompressible CSS: no content of the owner's makes this page large.
    const noise = Array.from(
      { length: 3000 },
      (_, i) => `.c${(i * 7919).toString(36)}{order:${i}}`,
    );
    const page = await builtPage({
      styleTags: `<style data-emotion="css">${noise.join('')}</style>`,
    });
    reportPageSizes(page, screensOfPage);
    const [message] = warn.mock.calls.map(([line]) => String(line));
    expect(message).toMatch(
      /past the first round trip \(~14\.0 KB\): every screen paints one round trip later/,
    );
    expect(message).toMatch(/; of it styles \d+\.\d KB, /);
    expect(message).not.toMatch(/shorter|less/i);
    warn.mockClear();
  });
});

describe('the theme’s CSS variables in index.html', () => {
  const theme =
    '<style data-emotion="css-global 1abc">:root{--spacing:8px;--shadows-24:0 0 9px #000}:root,[data-color-scheme=dark]{--palette-text-primary:#fff;--palette-divider:#ffffff1f;--palette-AppBar-bg:var(--palette-grey-900,#212121);--palette-grey-900:#212121;--palette-common-black:#000;color-scheme:dark}[data-color-scheme=light]{--palette-text-primary:#000000de;--palette-common-black:#000;--palette-divider:#0000001f;color-scheme:light}</style>';
  const baseline = '<style data-emotion="css-global 2def">html{box-sizing:border-box}</style>';

  it('keeps what the pages use (and what that uses), per scheme where it differs, and lets the app add the rest', () => {
    const used = '.css-a{color:var(--palette-text-primary);background:var(--palette-AppBar-bg)}';
    const pruned = pruneThemeVariables(
      theme + baseline,
      `${used}<p style="margin:var(--spacing)">`,
    );
    expect(pruned).toBe(
      '<style data-emotion="css-global">:root{--spacing:8px}:root,[data-color-scheme=dark]{--palette-text-primary:#fff;--palette-AppBar-bg:var(--palette-grey-900,#212121);--palette-grey-900:#212121;color-scheme:dark}[data-color-scheme=light]{--palette-text-primary:#000000de;color-scheme:light}</style>' +
        baseline,
    );
  });
});

describe('the page’s style tags', () => {
  it('are plain, the empty ones left out and those side by side one, but for the theme’s variables', () => {
    const tags = [
      '<style data-emotion="css-global 0"></style>',
      '<style data-emotion="css-global 2def">html{box-sizing:border-box}</style>',
      '<style data-emotion="css-global animation-1x">@keyframes animation-1x{0%{opacity:0}}</style>',
      '<style data-emotion="css-global">:root{--spacing:8px}</style>',
      '<style data-emotion="css">.css-a{margin:0}.css-b:after{content:"<"}</style>',
    ].join('\n');
    expect(plainStyleTags(tags)).toBe(
      '<style>html{box-sizing:border-box}@keyframes animation-1x{0%{opacity:0}}</style>\n' +
        '<style>:root{--spacing:8px}</style>\n<style>.css-a{margin:0}.css-b:after{content:"<"}</style>',
    );
  });
});
