// The images a build makes from the content, with no browser: the 1200x630 sharing card shown
// when the site is shared (owner's name, job title, tagline and skills) and the PNG icons drawn
// from public/favicon.svg. satori lays the card out as SVG, resvg turns SVG into PNG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import type { Plugin } from 'vite';
import type { Content } from '../src/content/schema.ts';
import { colors } from '../src/theme/tokens.ts';
import { ogImage } from './site-meta.mjs';

/** A node of satori's element tree: the shape React elements have. */
export type CardNode = { type: string; props: Record<string, unknown> };

const node = (type: string, style: object, children?: unknown, extra: object = {}): CardNode => ({
  type,
  props: { style, children, ...extra },
});

/** `#rrggbb` at the given opacity. */
function translucent(hex: string, alpha: number) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Fits a name of any length on the card: long names get a smaller size rather than cut. */
function nameSize(name: string) {
  if (name.length <= 22) return 72;
  if (name.length <= 32) return 60;
  return 48;
}

export const iconSizes = {
  'icons/icon-192.png': 192,
  'icons/icon-512.png': 512,
  'icons/apple-touch-icon.png': 180,
};

/** The sharing card's layout, from the content. */
export function sharingCard(content: Content, faviconSvg: string): CardNode {
  const { name, jobTitle, tagline } = content.owner;
  const logo = `data:image/svg+xml;base64,${Buffer.from(faviconSvg).toString('base64')}`;
  return node(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      padding: '64px 80px',
      fontFamily: 'Inter',
      color: colors.text,
      backgroundColor: colors.background,
      backgroundImage: `radial-gradient(circle at 85% 15%, ${translucent(colors.primary, 0.22)} 0%, ${colors.background} 55%)`,
    },
    [
      node('img', { width: 72, height: 72 }, undefined, { src: logo, width: 72, height: 72 }),
      node(
        'div',
        { fontSize: nameSize(name), fontWeight: 700, letterSpacing: -1.5, marginTop: 28 },
        name,
      ),
      node(
        'div',
        { fontSize: 34, fontWeight: 600, color: colors.primary, marginTop: 4, marginBottom: 20 },
        jobTitle,
      ),
      node(
        'div',
        {
          fontSize: 24,
          lineHeight: 1.45,
          color: colors.textSecondary,
          maxWidth: 980,
          lineClamp: 3,
        },
        tagline,
      ),
      node(
        'div',
        {
          position: 'absolute',
          left: 80,
          right: 80,
          bottom: 64,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          maxHeight: 96,
          overflow: 'hidden',
        },
        content.skills.map((skill) =>
          node(
            'div',
            {
              border: `2px solid ${translucent(colors.primary, 0.6)}`,
              color: colors.primary,
              borderRadius: 999,
              padding: '4px 16px',
              fontSize: 20,
              lineHeight: '30px',
            },
            skill,
          ),
        ),
      ),
    ],
  );
}

const require = createRequire(import.meta.url);

/** Inter from @fontsource/inter, every script it covers: satori reads WOFF, not the WOFF2 the
 * site itself serves. */
function interFonts() {
  return (
    ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'] as const
  ).flatMap((subset) =>
    ([400, 600, 700] as const).map((weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/** Every image a build writes, by its path in the site. */
export async function renderSharingImages(
  content: Content,
  faviconSvg: string,
): Promise<Map<string, Buffer>> {
  const svg = await satori(sharingCard(content, faviconSvg) as never, {
    width: ogImage.width,
    height: ogImage.height,
    fonts: interFonts(),
  });
  const images = new Map<string, Buffer>([[ogImage.path, new Resvg(svg).render().asPng()]]);
  for (const [path, size] of Object.entries(iconSizes)) {
    const icon = new Resvg(faviconSvg, {
      fitTo: { mode: 'width', value: size },
      background: colors.background,
    });
    images.set(path, icon.render().asPng());
  }
  return images;
}

/** Adds the sharing card and icons to the build, and serves them on the development server. */
export function sharingImages(content: Content, faviconFile = 'public/favicon.svg'): Plugin {
  let rendered: Promise<Map<string, Buffer>> | undefined;
  const images = () =>
    (rendered ??= renderSharingImages(content, readFileSync(faviconFile, 'utf8')));
  return {
    name: 'portfolio-sharing-images',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, source] of await images()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]?.slice(server.config.base.length);
        if (!path || !(path === ogImage.path || path in iconSizes)) return next();
        images().then((all) => {
          response.setHeader('Content-Type', 'image/png');
          response.end(all.get(path));
        }, next);
      });
    },
  };
}
