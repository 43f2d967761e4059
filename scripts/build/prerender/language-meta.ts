// What tells search engines and social sites that the sites of each language are one site
// (docs/decisions/0019-a-site-per-language-in-its-folder.md): hreflang alternates in every head and in the
// sitemap, and the Open Graph locales.
import type { SiteLanguage } from '../../../src/i18n/site-languages.ts';
import { escapeHtml } from './site-meta.ts';

/** Each language's public address: the main site's, with the language's folder. */
export type LanguageAddress = { tag: string; url: string; main: boolean };

export function languageAddresses(
  languages: readonly SiteLanguage[],
  mainUrl: string,
): LanguageAddress[] {
  return languages.map(({ tag, folder, main }) => ({
    tag,
    url: new URL(folder, mainUrl).href,
    main,
  }));
}

/** The Open Graph form of a language tag, language_TERRITORY: 'de' → 'de_DE', 'pt-BR' → 'pt_BR'. */
export function ogLocale(tag: string): string {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return locale.region ? `${locale.language}_${locale.region}` : locale.language;
  } catch {
    return tag.replace(/-/g, '_');
  }
}

/** Every language's address, and the main one's for everyone else (x-default). */
function alternates(addresses: readonly LanguageAddress[]) {
  const main = addresses.find((address) => address.main) ?? addresses[0];
  return [
    ...addresses.map(({ tag, url }) => ({ hreflang: tag, href: url })),
    ...(main ? [{ hreflang: 'x-default', href: main.url }] : []),
  ];
}

/** The head's alternates and Open Graph locales; none for a site in one language. */
export function languageHeadTags(
  addresses: readonly LanguageAddress[],
  current: string,
): { links: string[]; locales: string[] } {
  if (addresses.length < 2) return { links: [], locales: [] };
  const links = alternates(addresses).map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
  );
  // Two languages with one Open Graph locale (Serbian in either script: sr_RS) are named once.
  const others = [...new Set(addresses.map(({ tag }) => ogLocale(tag)))].filter(
    (locale) => locale !== ogLocale(current),
  );
  const locales = [
    `<meta property="og:locale" content="${escapeHtml(ogLocale(current))}" />`,
    ...others.map(
      (locale) => `<meta property="og:locale:alternate" content="${escapeHtml(locale)}" />`,
    ),
  ];
  return { links, locales };
}

/** Each language's address of a page of its own (`path` under the site's base). */
export function pageAddresses(
  addresses: readonly LanguageAddress[],
  path: string,
): LanguageAddress[] {
  return addresses.map((address) => ({ ...address, url: new URL(path, address.url).href }));
}

/** A page of its own in the sitemap: its path under the base, and the languages it has a text
 * of its own in (its copies on other languages' sites are not listed). */
export type SitemapPage = { path: string; written: readonly string[] };

/** The sitemap of a site in several languages: each one's address, each with all alternates;
 * likewise each page of its own, in the languages it is written in. */
export function languagesSitemapXml(
  addresses: readonly LanguageAddress[],
  pages: readonly SitemapPage[] = [],
): string {
  const entries = (each: readonly LanguageAddress[]) => {
    const links = alternates(each).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    );
    return each.flatMap(({ url }) => [
      '  <url>',
      `    <loc>${escapeHtml(url)}</loc>`,
      ...links,
      '  </url>',
    ]);
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries(addresses),
    ...pages.flatMap(({ path, written }) =>
      entries(
        pageAddresses(
          addresses.filter(({ tag }) => written.includes(tag)),
          path,
        ),
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
