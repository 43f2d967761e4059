// The images a build makes from the content, with no browser: the 1200x630 sharing card shown
// when the site is shared (owner's name, job title, tagline and skills, in their font and brand
// colour), the favicon in the brand colour (unless the owner has one of their own) and the PNG
// icons drawn from it. satori lays the card out as SVG, resvg turns SVG into PNG.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Content } from '../../../src/content/schema.ts';
import { colors as specColors } from '../../../src/theme/tokens.ts';
import { languageOf } from '../../../src/content/text.ts';
import { arabicForms } from '../drawn-text/arabic-forms.ts';
import { cardFonts } from '../fonts/drawn-faces.ts';
import { quotesDrawnElsewhere } from '../fonts/font-measures.ts';
import { ownerFont } from '../fonts/font-plugin.ts';
import { ogImage } from './card-size.ts';
import { drawnCard, ownerColors, sharingCard } from './card-layout.ts';

export const iconSizes = {
  'icons/icon-192.png': 192,
  'icons/icon-512.png': 512,
  'icons/apple-touch-icon.png': 180,
};

export const faviconPath = 'favicon.svg';

/** The template's icon, drawn in the specification's colours; see faviconSvg. */
const templateFavicon = () =>
  readFileSync(new URL('../../../src/theme/favicon.svg', import.meta.url), 'utf8');

/** The site's icon: the owner's own (owner/public/favicon.svg), else the template's in the
 * brand colour and background of the owner's default scheme. */
export function faviconSvg(content: Content, publicDir: string): { svg: string; own: boolean } {
  const own = join(publicDir, faviconPath);
  if (existsSync(own)) return { svg: readFileSync(own, 'utf8'), own: true };
  const { background, primary } = ownerColors(content);
  return {
    svg: templateFavicon()
      .replaceAll(specColors.background, background)
      .replaceAll(specColors.primary, primary),
    own: false,
  };
}

/** The sharing card of a page of its own (a case study, an article): its title where the
 * owner's name is, the owner's name in the primary, its summary and tags. */
export async function renderPageCard(
  content: Content,
  page: { title: string; summary: string; tags: readonly string[] },
  favicon: { svg: string },
): Promise<Buffer> {
  const font = ownerFont(content);
  const written = [page.title, content.owner.name, page.summary, ...page.tags].join('\n');
  const faces = await cardFonts(
    font,
    undefined,
    `${written}\n${arabicForms(written)}`,
    await quotesDrawnElsewhere(font, languageOf(content)),
  );
  const fonts = faces.map((face) => ({ ...face, name: `${face.name} ${face.subset}` }));
  const families = [...new Set(fonts.map((face) => JSON.stringify(face.name)))].join(', ');
  const card = sharingCard(
    drawnCard(
      {
        ...content,
        owner: {
          ...content.owner,
          name: page.title,
          jobTitle: content.owner.name,
          tagline: page.summary,
        },
        skills: page.tags.length > 0 ? [...page.tags] : content.skills,
      },
      faces,
    ),
    favicon.svg,
    families,
  );
  const svg = await satori(card as never, { width: ogImage.width, height: ogImage.height, fonts });
  return new Resvg(svg).render().asPng();
}

/** Every image a build writes, by its path in the site. */
export async function renderSharingImages(
  content: Content,
  favicon: { svg: string; own: boolean },
): Promise<Map<string, Buffer>> {
  const font = ownerFont(content);
  // A family per script the font's package covers, listed in order: under one name, the card
  // draws from one face per weight and shows a box for a letter only another script's has (the
  // ł of a Polish name).
  const { name, jobTitle, tagline } = content.owner;
  const written = [name, jobTitle, tagline, ...content.skills].join('\n');
  const faces = await cardFonts(
    font,
    undefined,
    `${written}\n${arabicForms(written)}`,
    await quotesDrawnElsewhere(font, languageOf(content)),
  );
  const fonts = faces.map((face) => ({ ...face, name: `${face.name} ${face.subset}` }));
  const families = [...new Set(fonts.map((face) => JSON.stringify(face.name)))].join(', ');
  const card = sharingCard(drawnCard(content, faces), favicon.svg, families);
  const svg = await satori(card as never, {
    width: ogImage.width,
    height: ogImage.height,
    fonts,
  });
  const images = new Map<string, Buffer>([[ogImage.path, new Resvg(svg).render().asPng()]]);
  if (!favicon.own) images.set(faviconPath, Buffer.from(favicon.svg));
  for (const [path, size] of Object.entries(iconSizes)) {
    const icon = new Resvg(favicon.svg, {
      fitTo: { mode: 'width', value: size },
      background: ownerColors(content).background,
    });
    images.set(path, icon.render().asPng());
  }
  return images;
}
