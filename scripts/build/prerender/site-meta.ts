// What search engines, social sites and browsers read about the site, generated from the
// content module at build time (see prerender-plugin.ts).
import { createHash } from 'node:crypto';
import type { Content } from '../../../src/content/schema.ts';
import { languageOf } from '../../../src/content/text.ts';
import type { ProcessedImage } from '../../../src/content/processed-image.ts';
import { ogImage } from '../sharing-cards/card-size.ts';

export const emailApiOrigin = 'https://api.emailjs.com';

/** Escapes text for HTML content and double-quoted attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** Only the site itself, plus the EmailJS API for the contact form; inline scripts by hash; and
 * the owner's analytics' script and endpoint, when the owner has analytics (analytics.ts). */
export function contentSecurityPolicy(
  inlineScripts: readonly string[],
  analytics: { script: string[]; connect: string[] } = { script: [], connect: [] },
): string {
  const more = (sources: string[]) => sources.map((source) => ` ${source}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts.map(scriptHash).join(' ')}${more(analytics.script)}`,
    // Emotion writes the styles of the components at run time.
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${emailApiOrigin}${more(analytics.connect)}`,
    "manifest-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The largest WebP of a processed image (src/content/processed-image.ts). */
function largestWebp(image: ProcessedImage): string {
  const webp = image.sources.find((source) => source.type === 'image/webp');
  const largest = webp?.srcSet.split(', ').at(-1)?.split(' ')[0];
  return largest || image.src;
}

/**
 * The schema.org Person: the profiles the links name (`sameAs`), the e-mail address of an
 * `email` link, the photo when there is one (else the sharing card), and the schools.
 */
export function personJsonLd(content: Content, siteUrl: string, photo?: ProcessedImage) {
  const email = content.externalLinks.find((link) => link.icon === 'email');
  const schools = [...new Set((content.education ?? []).map((entry) => entry.school))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: content.owner.name,
    jobTitle: content.owner.jobTitle,
    description: content.owner.description,
    url: siteUrl,
    image: new URL(photo ? largestWebp(photo) : ogImage.path, siteUrl).href,
    ...(email && { email: email.url.replace(/^mailto:/i, '') }),
    sameAs: content.externalLinks.filter((link) => link.icon !== 'email').map((link) => link.url),
    knowsAbout: content.skills,
    ...(schools.length > 0 && {
      alumniOf: schools.map((name) => ({ '@type': 'EducationalOrganization', name })),
    }),
  };
}

export type HeadSettings = {
  content: Content;
  /** The site's public address (site-url.ts). */
  siteUrl: string;
  /** Home's title: the page's own until the start-up script names the screen of the address. */
  title: string;
  base: string;
  /** The Content-Security-Policy (contentSecurityPolicy). */
  csp: string;
  themeColor: string;
  photo?: ProcessedImage | undefined;
  /** A site in several languages: their hreflang alternates and Open Graph locales
   * (language-meta.ts). */
  languageTags?: { links: readonly string[]; locales: readonly string[] };
  /** The Atom feed of the articles written here, when there are any (owner-pages/feed.ts). */
  feed?: { href: string; title: string } | undefined;
  /** A page of its own (a case study, an article): its address, words, card and JSON-LD in
   * place of the site's (owner-pages/write-pages.ts). */
  page?: { url: string; description: string; image: string; jsonLd: object } | undefined;
};

/** The comma between a name and a job title in a language's script: Arabic's "،", Chinese's
 * full-width one, Japanese's "、". */
export function commaIn(language: string): string {
  let script: string | undefined;
  try {
    script = new Intl.Locale(language).maximize().script;
  } catch {
    script = undefined;
  }
  return script === 'Arab'
    ? '، '
    : script === 'Jpan'
      ? '、'
      : script?.startsWith('Han')
        ? '，'
        : ', ';
}

/** The <head> tags for the policies, title, description, sharing cards and icons, in order. */
export function headTags({
  content,
  siteUrl,
  title,
  base,
  csp,
  themeColor,
  photo,
  languageTags = { links: [], locales: [] },
  feed,
  page,
}: HeadSettings): string[] {
  const description = escapeHtml(page?.description ?? content.owner.description);
  const image = escapeHtml(new URL(page?.image ?? ogImage.path, siteUrl).href);
  const site = escapeHtml(page?.url ?? siteUrl);
  const name = escapeHtml(content.owner.name);
  const pageTitle = escapeHtml(title);
  const jsonLd = JSON.stringify(page?.jsonLd ?? personJsonLd(content, siteUrl, photo)).replace(
    /</g,
    '\\u003c',
  );
  return [
    `<meta http-equiv="Content-Security-Policy" content="${csp}" />`,
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
    `<title>${pageTitle}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta name="author" content="${name}" />`,
    `<link rel="canonical" href="${site}" />`,
    ...languageTags.links,
    `<meta name="theme-color" content="${themeColor}" />`,
    `<link rel="icon" href="${base}favicon.svg" type="image/svg+xml" />`,
    `<link rel="icon" href="${base}icons/icon-192.png" type="image/png" sizes="192x192" />`,
    `<link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png" />`,
    `<link rel="manifest" href="${base}manifest.webmanifest" />`,
    // The owner's career as JSON Resume, for tools that read it (scripts/build/resume/).
    `<link rel="alternate" type="application/json" href="${base}resume.json" />`,
    ...(feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
        ]
      : []),
    `<meta property="og:type" content="${page ? 'article' : 'profile'}" />`,
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${pageTitle}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${site}" />`,
    ...languageTags.locales,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${ogImage.width}" />`,
    `<meta property="og:image:height" content="${ogImage.height}" />`,
    // A page's title names its owner already ("Title · Name").
    `<meta property="og:image:alt" content="${page ? pageTitle : `${name}${commaIn(languageOf(content))}${escapeHtml(content.owner.jobTitle)}`}" />`,
    // X (Twitter) falls back to the Open Graph tags above; only the card type is its own.
    '<meta name="twitter:card" content="summary_large_image" />',
    `<script type="application/ld+json">${jsonLd}</script>`,
  ];
}

export function webManifest({
  content,
  base,
  themeColor,
}: Pick<HeadSettings, 'content' | 'base' | 'themeColor'>) {
  return {
    name: `${content.owner.name} · ${content.owner.jobTitle}`,
    short_name: content.owner.name,
    description: content.owner.description,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: themeColor,
    theme_color: themeColor,
    icons: [
      { src: `${base}icons/icon-192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${base}icons/icon-512.png`, sizes: '512x512', type: 'image/png' },
      { src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('sitemap.xml', siteUrl).href}\n`;
}

/** The site's address, and each page of its own (`pages`: their paths under it). */
export function sitemapXml(siteUrl: string, pages: readonly string[] = []): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...['', ...pages].map(
      (path) =>
        `  <url><loc>${escapeHtml(path ? new URL(path, siteUrl).href : siteUrl)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}
