// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryFor } from '../../../src/i18n/index.ts';
import { siteLanguages } from '../../../src/i18n/site-languages.ts';
import {
  germanTranslation,
  languagesOwner as owner,
  writeLanguagesOwner,
} from '../../test-support/languages-owner.ts';
import { ogLocale } from '../prerender/language-meta.ts';
import { firstRoundTrip } from '../prerender/page-sizes.ts';
import { escapeHtml } from '../prerender/site-meta.ts';

// A whole site in three languages, built as `npm run build` builds it, under the sub-path of the
// owner's own address: English (the main one), German with her translation of some fields, and
// French with the interface only.
const folder = 'node_modules/.cache/portfolio-languages-owner';
const outDir = 'node_modules/.cache/portfolio-languages-site';
const languages = siteLanguages(owner.language, owner.languages);
const base = new URL(owner.siteUrl).pathname;
const address = (languageFolder: string) => new URL(languageFolder, owner.siteUrl).href;
const file = (path: string) => readFileSync(join(outDir, path), 'utf8');

function build(ownerFolder: string, into: string) {
  const skipped = new Set([
    'VITEST',
    'NODE_ENV',
    'SITE_URL',
    'PORTFOLIO_LANGUAGE',
    'PORTFOLIO_CONTENT',
  ]);
  const env: NodeJS.ProcessEnv = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !skipped.has(name))),
    PORTFOLIO_OWNER: ownerFolder,
    BASE_PATH: base,
  };
  return spawnSync(process.execPath, ['scripts/build/build.mjs', '--outDir', into], {
    env,
    encoding: 'utf8',
  });
}

async function pdfText(path: string) {
  const document = await getDocument({
    data: new Uint8Array(readFileSync(join(outDir, path))),
    useSystemFonts: false,
  }).promise;
  let text = '';
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    text += items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? ' ' : '') : ''))
      .join('');
  }
  return text.replace(/\s+/g, ' ');
}

let output = '';
beforeAll(() => {
  writeLanguagesOwner(folder);
  const result = build(folder, outDir);
  output = result.stdout + result.stderr;
  expect(result.status, output).toBe(0);
}, 300_000);

describe('a site in several languages', () => {
  it('is a site per language, the main one at the base and each other in its folder', () => {
    for (const { tag, folder: languageFolder } of languages) {
      const html = file(`${languageFolder}index.html`);
      expect(html).toMatch(new RegExp(`<html lang="${tag}"`));
      expect(html).toContain(`<link rel="canonical" href="${address(languageFolder)}" />`);
      const manifest = JSON.parse(file(`${languageFolder}manifest.webmanifest`));
      expect(manifest.start_url).toBe(`${base}${languageFolder}`);
      expect(gzipSync(html).length, `${tag}: index.html gzipped`).toBeLessThanOrEqual(
        firstRoundTrip,
      );
    }
  });

  it('names every language in every head, absolute, with the main one for everyone else', () => {
    for (const { tag, folder: languageFolder } of languages) {
      const html = file(`${languageFolder}index.html`);
      for (const other of languages)
        expect(html).toContain(
          `<link rel="alternate" hreflang="${other.tag}" href="${address(other.folder)}" />`,
        );
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${address('')}" />`);
      expect(html).toContain(`<meta property="og:locale" content="${ogLocale(tag)}" />`);
      for (const other of languages.filter((each) => each.tag !== tag))
        expect(html).toContain(
          `<meta property="og:locale:alternate" content="${ogLocale(other.tag)}" />`,
        );
    }
  });

  it('has one sitemap and robots.txt, at the base, listing every language with its alternates', () => {
    const sitemap = file('sitemap.xml');
    for (const { folder: languageFolder } of languages) {
      expect(sitemap).toContain(`<loc>${address(languageFolder)}</loc>`);
      expect(sitemap).toContain(`hreflang="${languages[0].tag}" href="${address('')}"`);
      if (languageFolder)
        expect(existsSync(join(outDir, languageFolder, 'sitemap.xml'))).toBe(false);
    }
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(languages.length);
    expect(file('robots.txt')).toContain(`Sitemap: ${address('sitemap.xml')}`);
  });

  it('shows her German where she wrote it and her English where she did not', () => {
    const german = languages.find((each) => each.tag === 'de')!;
    const html = file(`${german.folder}index.html`);
    expect(html).toContain(escapeHtml(germanTranslation.owner.tagline));
    expect(html).not.toContain(escapeHtml(owner.owner.tagline));
    expect(html).toContain(escapeHtml(owner.owner.name));
    const french = languages.find((each) => each.tag === 'fr')!;
    expect(file(`${french.folder}index.html`)).toContain(escapeHtml(owner.owner.tagline));
    expect(output).toMatch(/content\.fr\.ts does not exist/);
    expect(output.match(/content\.fr\.ts does not exist/g)).toHaveLength(1);
  });

  it('makes each language its own résumé: the German one in her German, else her English', async () => {
    const text = await pdfText('de/resume.pdf');
    const words = dictionaryFor('de');
    for (const translated of [
      germanTranslation.owner.tagline,
      germanTranslation.owner.jobTitle,
      ...germanTranslation.jobs[0]!.description,
      words.resumeExperience,
      words.resumePresent,
    ])
      expect(text).toContain(translated);
    for (const kept of [...owner.jobs[1]!.description, owner.projects[0]!.description])
      expect(text).toContain(kept);
    expect(text).not.toContain(owner.owner.tagline);
    expect(text).toContain(address('de/').replace(/^https:\/\/|\/$/g, ''));
    const json = JSON.parse(file('de/resume.json'));
    expect(json.basics.label).toBe(germanTranslation.owner.jobTitle);
    expect(json.basics.url).toBe(address('de/'));
    expect(await pdfText('fr/resume.pdf')).toContain(owner.owner.tagline);
  });

  it('fails the build on a translated field the content does not have, naming it and its file', () => {
    const bad = `${folder}-mistyped`;
    writeLanguagesOwner(bad);
    writeFileSync(
      join(bad, 'content.de.ts'),
      `export const translation = { owner: { nickname: ${JSON.stringify(owner.owner.name)} } }\n`,
    );
    const result = build(bad, `${outDir}-mistyped`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${bad}/content.de.ts is not valid`);
    expect(result.stderr).toContain('translation.owner.nickname');
  }, 120_000);
});
