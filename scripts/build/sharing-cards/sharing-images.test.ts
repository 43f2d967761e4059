// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { directionOfContent } from '../../../src/content/text.ts';
import { schemeColors } from '../../../src/theme/brand.ts';
import { content } from '../../../owner/content.ts';
import { otherOwner } from '../../../src/test/other-owner.ts';
import { scriptOwners } from '../../test-support/owner-pools.ts';
import { create as openFont } from 'fontkit';
import { cardFonts } from '../fonts/drawn-faces.ts';
import { findFontPackage } from '../fonts/font-package.ts';
import { drawnCard, sharingCard, type CardNode } from './card-layout.ts';
import {
  faviconPath,
  faviconSvg,
  iconSizes,
  renderPageCard,
  renderSharingImages,
} from './sharing-images.ts';
import { ownerFont } from '../fonts/font-plugin.ts';
import { ogImage } from './card-size.ts';

const favicon = faviconSvg(content, 'owner/public');

/** Every text in the card's element tree, in order. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (node && typeof node === 'object' && 'props' in node)
    return texts((node as CardNode).props.children);
  return [];
}

/** A PNG's width and height, from its header. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('sharing card and icons', () => {
  it.each([
    ['the owner', content],
    ['another owner', otherOwner],
  ])('the card shows %s: name, job title, tagline and skills', (_, owned) => {
    const shown = texts(sharingCard(owned, favicon.svg, 'Inter'));
    const written = [owned.owner.name, owned.owner.jobTitle, owned.owner.tagline, ...owned.skills];
    // A right-to-left card is laid out word by word (./card-bidi.ts): the same text in order.
    if (directionOfContent(owned) === 'rtl')
      expect(shown.join('').replace(/\s/g, '')).toBe(written.join('').replace(/\s/g, ''));
    else expect(shown).toEqual(written);
  });

  it('renders the card at 1200x630 and the icons at their sizes, different for each owner', async () => {
    const renamed = { ...content, owner: { ...content.owner, name: `${content.owner.name} Jr.` } };
    const [mine, theirs] = await Promise.all([
      renderSharingImages(content, favicon),
      renderSharingImages(renamed, favicon),
    ]);
    const card = mine.get(ogImage.path)!;
    expect(card.subarray(1, 4).toString()).toBe('PNG');
    expect(pngSize(card)).toEqual([ogImage.width, ogImage.height]);
    expect(card.equals(theirs.get(ogImage.path)!)).toBe(false);
    for (const [path, size] of Object.entries(iconSizes)) {
      expect(pngSize(mine.get(path)!), path).toEqual([size, size]);
    }
  });

  it('draws a name in every script the font covers, not a box for a letter beyond Latin', async () => {
    // A letter of Latin Extended (Polish ł, Ż), of Cyrillic, of Greek, where the owner's font
    // covers them, against a character no font has (private use): drawn as that box, the two
    // cards would be the same.
    const named = (name: string) => ({ ...content, owner: { ...content.owner, name } });
    const box = (await renderSharingImages(named('\uE000'.repeat(6)), favicon)).get(ogImage.path)!;
    // A letter the font has: its package may name a script whose letters its file lacks (Noto
    // Sans TC's Latin Extended has no "ł").
    const drawable = async (letter: string) =>
      (await cardFonts(ownerFont(content), undefined, letter)).some((face) =>
        openFont(face.data).hasGlyphForCodePoint(letter.codePointAt(0) ?? 0),
      );
    for (const letter of [...'łŻЖλ']) {
      if (!(await drawable(letter))) continue;
      const card = (await renderSharingImages(named(letter.repeat(6)), favicon)).get(ogImage.path)!;
      expect(card.equals(box), `${letter} drawn`).toBe(false);
    }
  });
});

describe('a page’s card', () => {
  it('keeps a long title inside its margins, in words or in Chinese or Japanese (which satori measures short)', async () => {
    for (const language of ['zh-TW', 'ja', undefined] as const) {
      const words = language && scriptOwners[language]!;
      const owned = words ? { ...otherOwner, language, theme: { font: words.font } } : otherOwner;
      // A title longer than a line: of ideographs with no space to break at, or the owner's
      // own words (a satori text wraps only in a width it is given).
      const title = words ? words.bullet.replace(/[\sA-Za-z0-9%]+/g, '') : otherOwner.owner.tagline;
      const png = await renderPageCard(owned, { title, summary: title, tags: [] }, favicon);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      // The title's ink is white on the dark card: none of it in the right margin (80 px).
      let inkInMargin = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = info.width - 76; x < info.width; x++) {
          const at = (y * info.width + x) * info.channels;
          if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) inkInMargin++;
        }
      expect(inkInMargin, language ?? title).toBe(0);
    }
  });
});

describe('an Arabic owner’s card', () => {
  it('joins the letters as the font draws them joined, dots and all', async () => {
    const words = scriptOwners.ar!;
    const owned = {
      ...otherOwner,
      language: 'ar',
      theme: { font: words.font },
      owner: { ...otherOwner.owner, name: words.names[2]!, jobTitle: words.jobTitle },
    };
    const font = findFontPackage(words.font)!;
    const written = [owned.owner.name, owned.owner.jobTitle].join('\n');
    const drawn = drawnCard(owned, await cardFonts(font, undefined, written)).owner;
    // Satori places no dots of a font that draws them apart: each joined letter is drawn as
    // its presentation form, a glyph of its own, which normalisation reads as the letter.
    for (const [text, was] of [
      [drawn.name, owned.owner.name],
      [drawn.jobTitle, owned.owner.jobTitle],
    ] as const) {
      expect(text).not.toBe(was);
      expect(text).toMatch(/^[\ufb50-\ufeff\s]+$/u);
      expect(text.normalize('NFKC')).toBe(was.normalize('NFKC'));
    }
  });
});

describe('a right-to-left card', () => {
  const words = scriptOwners.ar!;
  const owned = {
    ...otherOwner,
    language: 'ar',
    theme: { font: words.font },
    owner: { ...otherOwner.owner, name: words.names[0]!, jobTitle: words.jobTitle },
  };

  it('draws the site’s icon, at the right, as every text', async () => {
    const faces = await cardFonts(findFontPackage(words.font)!, undefined, words.names[0]!);
    const fonts = faces.map((face) => ({ ...face, name: `${face.name} ${face.subset}` }));
    const card = sharingCard(owned, favicon.svg, fonts.map((face) => face.name).join(', '));
    const svg = await satori(card as never, {
      width: ogImage.width,
      height: ogImage.height,
      fonts,
    });
    const icon = /<image x="([\d.]+)" y="[\d.]+" width="72"/.exec(svg);
    expect(icon, 'the icon is drawn').not.toBeNull();
    expect(Number(icon![1]) + 72).toBe(ogImage.width - 80);
  });

  it('keeps a text that reads left to right in its own order, on the card’s right edge', () => {
    const english = 'I keep busy systems fast and calm, heroics never.';
    const card = sharingCard(
      { ...owned, owner: { ...owned.owner, tagline: english } },
      favicon.svg,
      'Inter',
    );
    expect(texts(card)).toContain(english);
  });
});

describe('the favicon', () => {
  it('is the template’s in the owner’s brand colour and background when they have none', () => {
    const { svg, own } = faviconSvg(otherOwner, 'no-such-folder');
    const { primary, background } = schemeColors(otherOwner.theme).dark;
    expect(own).toBe(false);
    expect(svg).toContain(primary);
    expect(svg).toContain(background);
    expect(svg).not.toContain(schemeColors(undefined).dark.primary);
  });

  it('is the owner’s own when owner/public has one, and the build then writes none', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'favicon-'));
    try {
      const mine =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123456"/></svg>';
      writeFileSync(join(folder, faviconPath), mine);
      const favicon = faviconSvg(otherOwner, folder);
      expect(favicon).toEqual({ svg: mine, own: true });
      const images = await renderSharingImages(otherOwner, favicon);
      expect(images.has(faviconPath)).toBe(false);
      expect(pngSize(images.get('icons/icon-192.png')!)).toEqual([192, 192]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each(['dark', 'light', 'system'] as const)(
    'the card and icons are drawn in the owner’s default scheme (%s)',
    (mode) => {
      const owned = { ...otherOwner, theme: { ...otherOwner.theme, default: mode } };
      const scheme = mode === 'light' ? 'light' : 'dark';
      const other = scheme === 'light' ? 'dark' : 'light';
      const colors = schemeColors(owned.theme);
      const style = sharingCard(owned, favicon.svg, 'Roboto').props.style as Record<string, string>;
      expect(style.backgroundColor).toBe(colors[scheme].background);
      expect(style.color).toBe(colors[scheme].text);
      expect(style.backgroundColor).not.toBe(colors[other].background);
      const icon = faviconSvg(owned, 'no-such-folder').svg;
      expect(icon).toContain(colors[scheme].background);
      expect(icon).toContain(colors[scheme].primary);
    },
  );

  it('the card is drawn in the owner’s font and brand colour', () => {
    const card = sharingCard(otherOwner, favicon.svg, 'Roboto');
    expect(card.props.style).toMatchObject({ fontFamily: 'Roboto' });
    expect(JSON.stringify(card)).toContain(schemeColors(otherOwner.theme).dark.primary);
  });
});
