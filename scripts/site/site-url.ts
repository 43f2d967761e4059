// The site's public address (canonical URL, sharing tags, JSON-LD, robots.txt, sitemap).

/** The address the sample content once carried: a fork that kept it has not set its own. */
export const sampleSiteUrl = 'https://alex-morgan-dev.github.io/portfolio/';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The owner's `siteUrl`, else SITE_URL (the deploy workflow sets it to the GitHub Pages address),
 * else the local preview's address with a warning: a local build need not know where it will live.
 */
export type SiteUrl = { url: string; warning?: string };

export function resolveSiteUrl({
  siteUrl,
  envSiteUrl,
  base,
  contentFile = 'owner/content.ts',
}: {
  /** The content's `siteUrl`. */
  siteUrl: string | undefined;
  /** SITE_URL. */
  envSiteUrl: string | undefined;
  base: string;
  /** The content file, as the warning names it. */
  contentFile?: string;
}): SiteUrl {
  if (siteUrl && siteUrl !== sampleSiteUrl) return { url: withSlash(siteUrl) };
  if (envSiteUrl?.trim()) return { url: withSlash(new URL(envSiteUrl.trim()).href) };
  const url = `http://localhost:4173${base}`;
  const reason = siteUrl ? 'is still the sample’s address' : 'is not set';
  return {
    url,
    warning: `siteUrl ${reason} in ${contentFile}, so the canonical URL, sharing tags and sitemap point at ${url}. The deploy workflow sets your GitHub Pages address; for a local build, set siteUrl or SITE_URL.`,
  };
}

/**
 * The address of the site of a language other than the main one: the main site's address with
 * its folder (`…/portfolio/de/`); `base` is this site's, folder included. `main` is the main
 * site's address.
 */
export function resolveLanguageSiteUrl({
  folder,
  ...settings
}: Parameters<typeof resolveSiteUrl>[0] & { folder: string }): SiteUrl & { main: string } {
  const { base } = settings;
  const mainBase = folder && base.endsWith(folder) ? base.slice(0, -folder.length) : base;
  const main = resolveSiteUrl({ ...settings, base: mainBase });
  return { ...main, main: main.url, url: new URL(folder, main.url).href };
}
