// A ```mermaid block drawn when the site builds, as an SVG in the page: no diagram script reaches
// the visitor. Mermaid lays a diagram out by measuring its text in a browser, so the build drives
// the system's Chromium (the one the tests use, scripts/chromium/find-chromium.mjs), in the
// owner's font and colours (diagram-look.ts), launched only for a diagram not drawn before:
// drawings are kept by their source and look in node_modules/.cache/portfolio-diagrams/.
// docs/decisions/0040-write-ups-as-engineers-write-them.md says why.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  chromiumFlags,
  chromiumMissingMessage,
  findChromium,
} from '../../chromium/find-chromium.mjs';
import type { FontPackage } from '../fonts/font-package.ts';
import { faceFile } from '../fonts/font-package.ts';
import type { Scheme } from '../../../src/theme/brand.ts';
import { oneDrawing, type DiagramLook, type ThemeVariables } from './diagram-look.ts';

export type Drawing = {
  /** The SVG, its colours the site's in every scheme it shows. */
  svg: string;
  /** The words the diagram shows, in order: its text alternative where it has no title. */
  labels: string[];
  /** Whether the owner gave it a title (`accTitle:`), which names it. */
  titled: boolean;
};

export type Drawn =
  | { status: 'drawn'; drawing: Drawing }
  | {
      status: 'mistake';
      message: string;
      /** Its line in the diagram, the first 1. */ line?: number;
    }
  | { status: 'unavailable'; message: string };

export type DiagramDrawer = {
  draw: (source: string) => Promise<Drawn>;
  /** Why the diagrams are shown as their source, if they are. */
  unavailable: () => string | undefined;
  close: () => Promise<void>;
};

/** Google Chrome where a machine has it (a GitHub runner, a Mac), for a build that finds no
 * Chromium: the deploy builds before it installs one for its site check. */
const chromes = [
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];
const findBrowser = async () => (await findChromium()) ?? chromes.find((path) => existsSync(path));

/** Bumped when the drawing changes, so that a drawing kept from before is drawn again. */
const drawingVersion = 1;
const origin = 'https://diagram.invalid';

const require = createRequire(import.meta.url);
const mermaidFile = () => require.resolve('mermaid/dist/mermaid.min.js');
const mermaidVersion = () =>
  (
    JSON.parse(readFileSync(join(dirname(mermaidFile()), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** The faces of every subset of the owner's font, loaded as the diagram's text needs them. */
function fontFaces(font: FontPackage | undefined): string {
  if (!font) return '';
  return Object.entries(font.ranges)
    .flatMap(([subset, range]) =>
      (font.variable ? [undefined] : font.weights).map((weight) => {
        const file = faceFile(font, subset, weight);
        return existsSync(join(font.dir, 'files', file))
          ? `@font-face{font-family:'${font.family}';font-weight:${weight ?? '100 900'};font-display:block;src:url('/fonts/${file}');unicode-range:${range}}`
          : '';
      }),
    )
    .join('');
}

/** The page the diagrams are drawn in: Mermaid and the font, served by the build itself. */
async function drawingPage(browser: Browser, font: FontPackage | undefined): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(30_000);
  await page.route('**/*', async (route) => {
    const { pathname, origin: from } = new URL(route.request().url());
    if (from !== origin) return route.abort();
    if (pathname === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><style>${fontFaces(font)}</style><script src="/mermaid.js"></script></head><body></body></html>`,
      });
    if (pathname === '/mermaid.js')
      return route.fulfill({ contentType: 'text/javascript', body: readFileSync(mermaidFile()) });
    const face = /^\/fonts\/([\w.-]+\.woff2)$/.exec(pathname)?.[1];
    if (face && font)
      return route.fulfill({
        contentType: 'font/woff2',
        body: readFileSync(join(font.dir, 'files', face)),
      });
    return route.abort();
  });
  await page.goto(`${origin}/`);
  return page;
}

type Mermaid = {
  initialize: (config: object) => void;
  render: (id: string, source: string) => Promise<{ svg: string }>;
};

/** In the browser: draws `source` as `id` and names its every part's id after it, so that two
 * drawings of one diagram match, and two diagrams of a page never share an id. */
async function drawInBrowser(input: {
  source: string;
  id: string;
  variables: ThemeVariables;
}): Promise<{ svg: string; labels: string[]; titled: boolean }> {
  const mermaid = (window as unknown as { mermaid: Mermaid }).mermaid;
  const { fontFamily } = input.variables;
  await document.fonts.load(`16px ${String(fontFamily)}`, input.source);
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: 'base',
    themeVariables: input.variables,
    fontFamily,
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    deterministicIds: true,
  });
  const { svg } = await mermaid.render(input.id, input.source);
  const holder = document.createElement('div');
  holder.innerHTML = svg;
  const root = holder.querySelector('svg');
  if (!root) throw new Error('Mermaid drew nothing');
  const names = new Map<string, string>();
  for (const element of root.querySelectorAll('[id]'))
    names.set(element.id, `${input.id}-${names.size}`);
  const renamed = (value: string) =>
    value.replace(/#([^\s)"',;{]+)/g, (whole, name: string) =>
      names.has(name) ? `#${names.get(name)}` : whole,
    );
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.name === 'id' && element !== root)
        attribute.value = names.get(attribute.value) ?? attribute.value;
      else if (/^aria-(labelledby|describedby)$/.test(attribute.name))
        attribute.value = attribute.value
          .split(/\s+/)
          .map((name) => names.get(name) ?? name)
          .join(' ');
      else if (attribute.value.includes('#')) attribute.value = renamed(attribute.value);
    }
    if (element.tagName === 'style') element.textContent = renamed(element.textContent ?? '');
  }
  const labels = [...root.querySelectorAll('text, foreignObject')]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter((label, at, all) => label && all.indexOf(label) === at);
  return { svg: root.outerHTML, labels, titled: root.querySelector(':scope > title') !== null };
}

/** What Mermaid said of a diagram it could not read, in a line: its line in the diagram, and
 * what it expected there (the rest of its message is the line drawn as text). */
export function mermaidMistake(said: string): { message: string; line?: number } {
  const lines = said
    .replace(/^[\s\S]*?Error: /, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at '));
  const [first = 'Mermaid cannot read it'] = lines;
  const at = /on line (\d+)/.exec(first)?.[1];
  const expecting = lines.find((line) => /^Expecting\b/.test(line));
  const message = (expecting ? `${first.replace(/:$/, '')}: ${expecting}` : first).slice(0, 300);
  return at ? { message, line: Number(at) } : { message };
}

/** The drawer of a build's diagrams: it launches the browser at the first diagram not kept. */
export function diagramDrawer(
  look: DiagramLook,
  cacheDir: string,
  /** Where the browser is: CHROMIUM_PATH, the system's Chromium, Playwright's, or Chrome. */
  browserPath: () => Promise<string | undefined> = findBrowser,
): DiagramDrawer {
  const settings = JSON.stringify([
    drawingVersion,
    look.schemes,
    look.font?.name,
    look.font?.family,
  ]);
  let browser: Promise<Browser | string> | undefined;
  let page: Promise<Page> | undefined;
  let unavailable: string | undefined;
  const drawn = new Map<string, Promise<Drawn>>();

  const launch = async (): Promise<Browser | string> => {
    const executablePath = await browserPath();
    if (!executablePath) return chromiumMissingMessage;
    try {
      const { chromium } = await import('playwright-core');
      return await chromium.launch({ executablePath, args: chromiumFlags });
    } catch (error) {
      return `Chromium (${executablePath}) did not start: ${String(error).split('\n')[0]}`;
    }
  };

  const drawNew = async (source: string, id: string): Promise<Drawn> => {
    const started = await (browser ??= launch());
    if (typeof started === 'string') {
      unavailable = started;
      return { status: 'unavailable', message: started };
    }
    const drawing = await (page ??= drawingPage(started, look.font));
    const drawings: { scheme: Scheme; svg: string; labels: string[]; titled: boolean }[] = [];
    try {
      for (const { scheme, variables } of look.schemes)
        drawings.push({
          scheme,
          ...(await drawing.evaluate(drawInBrowser, { source, id, variables })),
        });
    } catch (error) {
      return { status: 'mistake', ...mermaidMistake(String((error as Error).message ?? error)) };
    }
    const [first] = drawings;
    if (!first) return { status: 'mistake', message: 'the site shows no colour scheme' };
    // Drawings that differ in more than their colours (they should not) are both kept, each
    // shown in its scheme.
    const svg =
      oneDrawing(drawings, id) ??
      drawings
        .map((each, at) => (at === 0 ? each.svg : each.svg.replaceAll(id, `${id}-${each.scheme}`)))
        .join('');
    return { status: 'drawn', drawing: { svg, labels: first.labels, titled: first.titled } };
  };

  const draw = (source: string): Promise<Drawn> => {
    const key = createHash('sha256')
      .update(`${settings}\n${mermaidVersion()}\n${source}`)
      .digest('base64url');
    const id = `diagram-${key.slice(0, 10).replace(/[-_]/g, 'x').toLowerCase()}`;
    const file = join(cacheDir, `${key}.json`);
    const kept = drawn.get(key);
    if (kept) return kept;
    const drawing = (async (): Promise<Drawn> => {
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Drawn;
      const made = await drawNew(source, id);
      if (made.status !== 'unavailable') {
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(file, JSON.stringify(made));
      }
      return made;
    })();
    drawn.set(key, drawing);
    return drawing;
  };

  return {
    draw,
    unavailable: () => unavailable,
    close: async () => {
      const started = await browser;
      if (started && typeof started !== 'string') await started.close();
      browser = undefined;
      page = undefined;
    },
  };
}
