// @vitest-environment node
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content as sample } from '../../../owner/content.ts';
import { screenRoutes } from '../../../src/app/route-table.ts';
import { en, languagePacks } from '../../../src/i18n/index.ts';
import { readOwnerScreens, screenModules, templateScreens } from './owner-screens.ts';

// Owner folders of their own, under node_modules/ so that their screens find the packages.
const cache = join(process.cwd(), 'node_modules/.cache');
const folders: string[] = [];

function ownerFolder(files: Record<string, string>): string {
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, 'portfolio-owner-test-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  return folder;
}

const screenFile = (
  route: string,
  heading = 'My talks',
) => `import Stack from '@mui/material/Stack';
import { ScreenHeading, useContent, type OwnerScreen } from 'portfolio/kit';

export const screen = ${route} satisfies OwnerScreen;

export default function Screen() {
  const { owner } = useContent();
  return (
    <Stack component="article">
      <ScreenHeading intro={owner.name}>${heading}</ScreenHeading>
    </Stack>
  );
}
`;

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the screens the build reads', () => {
  it('finds each template screen’s code where its load imports it', () => {
    const read = templateScreens();
    expect(read.map(({ path, part }) => ({ path, part }))).toEqual(
      screenRoutes.map(({ path, part }) => ({ path, part })),
    );
    for (const screen of read.filter((each) => each.module))
      expect(existsSync(screen.module!)).toBe(true);
  });

  it('reads an owner’s screen from its `screen` export, without running it', () => {
    const folder = ownerFolder({
      'screens/talks.tsx': screenFile(
        "{ path: '/talks', label: { en: 'Talks', de: 'Vorträge' }, after: '/projects' }",
      ),
      'screens/talks.test.tsx': 'this is not read',
    });
    expect(readOwnerScreens(folder)).toEqual([
      {
        path: '/talks',
        name: { en: 'Talks', de: 'Vorträge' },
        icon: 'article',
        after: '/projects',
        part: 'talks',
        module: join(folder, 'screens/talks.tsx'),
      },
    ]);
    expect(screenModules(folder).talks).toBe(join(folder, 'screens/talks.tsx'));
  });

  it('names every problem, by file and setting', () => {
    const taken = screenRoutes[1].path;
    const folder = ownerFolder({
      'screens/a.tsx': screenFile(`{ path: '${taken}', label: 'Mine' }`),
      'screens/b.tsx': "export const screen = { path: '/b', label: 'B' };\n",
      'screens/c.tsx': screenFile("{ path: '/C/', label: '', icon: 'rocket', extra: 1 }"),
      'screens/d.tsx':
        "const path = '/d';\nexport const screen = { path, label: 'D' };\nexport default () => null;\n",
    });
    let message = '';
    try {
      readOwnerScreens(folder);
    } catch (error) {
      message = (error as Error).message;
    }
    const where = (file: string) => `${folder.slice(process.cwd().length + 1)}/screens/${file}`;
    expect(message).toContain(
      `${where('a.tsx')}: screen.path: ${taken} is the ${screenRoutes[1].part} screen's`,
    );
    expect(message).toContain(
      `${where('b.tsx')}: must export its screen component as the default export`,
    );
    for (const setting of ['screen.extra', 'screen.path', 'screen.label', 'screen.icon'])
      expect(message).toContain(`${where('c.tsx')}: ${setting}:`);
    expect(message).toContain(`${where('d.tsx')}: screen must be written as literals`);
  });

  it('names a place after no screen', () => {
    const folder = ownerFolder({
      'screens/talks.tsx': screenFile("{ path: '/talks', label: 'Talks', after: '/nowhere' }"),
    });
    expect(() => readOwnerScreens(folder)).toThrow(
      "/talks comes after /nowhere, which is no screen's path",
    );
  });
});

// A whole site built from another owner's folder: content, a language of her own that leaves
// texts out, and a screen of her own placed after Projects.
describe('a site built from PORTFOLIO_OWNER’s folder', () => {
  const language = 'qaa'; // ISO 639's private use: no template pack
  const label = 'Interventi';
  const heading = 'Le mie conferenze';
  const ownWords = { homeNav: 'Inizio', contactNav: 'Contatti', sendMessage: 'Invia' };
  // The repository owner's content in one language, hers: not the other languages it may be
  // offered in, whose words and packs live in the repository's owner folder, not this one, nor
  // the interface's texts they put in their own words (a renamed screen): hers are her pack's.
  const { languages: _others, text: _ownTexts, ...oneLanguage } = sample;
  const owner = { ...oneLanguage, language, owner: { ...sample.owner, name: 'Giulia Rossi' } };
  let folder = '';
  let html = '';
  let output = '';
  let built = false;

  beforeAll(async () => {
    expect(Object.keys(languagePacks)).not.toContain(language);
    folder = ownerFolder({
      'content.ts': `export const content = ${JSON.stringify(owner, null, 2)};\n`,
      [`i18n/${language}.ts`]: `export default ${JSON.stringify(ownWords)};\n`,
      'screens/talks.tsx': screenFile(
        `{ path: '/talks', label: { en: 'Talks', ${language}: '${label}' }, after: '/projects' }`,
        heading,
      ),
      'public/CNAME': 'giulia.example.org\n',
    });
    // The images her content names (a photo, screenshots) are the repository owner's.
    if (existsSync('owner/public'))
      cpSync('owner/public', join(folder, 'public'), { recursive: true, force: false });
    const shell = { ...process.env };
    delete shell.NODE_ENV;
    delete shell.VITEST;
    const child = spawn('node', ['scripts/build/build.mjs', '--outDir', join(folder, 'dist')], {
      env: {
        ...shell,
        PORTFOLIO_OWNER: folder,
        SITE_URL: 'https://giulia.example.org/',
      },
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    built = await new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
    if (built) html = readFileSync(join(folder, 'dist/index.html'), 'utf8');
  }, 300_000);

  it('builds, warning about each text her language leaves to English', () => {
    expect(built, output.slice(-3000)).toBe(true);
    const left = Object.keys(en).filter((key) => !(key in ownWords));
    expect(output).toContain(
      `leaves out ${left.length} texts, shown in English: ${left.join(', ')}`,
    );
    expect(html).toContain(`<html lang="${language}"`);
    expect(readFileSync(join(folder, 'dist/CNAME'), 'utf8')).toBe('giulia.example.org\n');
  });

  it('puts her screen in the menu after Projects, in her words, around her own', () => {
    const links = [...html.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('MuiListItemButton') && tag.includes('href="#/'))
      .map((tag) => /href="#([^"]*)"/.exec(tag)![1]);
    const projects = links.indexOf('/projects');
    expect(links[projects + 1]).toBe('/talks');
    expect(html).toMatch(new RegExp(`href="#/talks"[^>]*>(?:(?!</a>).)*>${label}<`, 's'));
    expect(html).toContain(`>${ownWords.homeNav}<`);
    expect(html).toContain(`>${ownWords.contactNav}<`);
  });

  it('prerenders her screen with its title, no script of its own', () => {
    expect(html).toContain(`"/talks":\`assets/screen-talks-`);
    expect(html).toContain(`"/talks":\`${label} · ${owner.owner.name}\``);
    expect(html).not.toMatch(/"\/talks":\[/);
    const file = /"\/talks":`(assets\/screen-talks-[\w-]+\.html)`/.exec(html)![1]!;
    const screen = readFileSync(join(folder, 'dist', file), 'utf8');
    expect(screen).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(screen).toContain(owner.owner.name);
  });
});
