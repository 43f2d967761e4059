// The site's public address (canonical URL, sharing tags, JSON-LD, robots.txt, sitemap) and the
// folder it is built for, both from one address (docs/decisions/0045-one-address.md).
import { resolveBasePath } from './base-path.mjs';
import { buildHost } from './build-host.ts';

/** The address the sample content once carried: a fork that kept it has not set its own. */
export const sampleSiteUrl = 'https://alex-morgan-dev.github.io/portfolio/';

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/** An address the build was given, and where it was given, as messages name it. */
export type GivenAddress = { url: string; from: string };

type Env = Record<string, string | undefined>;

/**
 * The address the place that builds the site gives it: SITE_URL (the GitHub Pages deploy sets
 * it), else the one Netlify, Vercel or Cloudflare Pages give their builds, so that a site there
 * needs no setting of its own.
 */
export function deploySiteUrl(env: Env = process.env): GivenAddress | undefined {
  const given = (value: string | undefined, from: string) =>
    value?.trim() ? { url: withSlash(new URL(value.trim()).href), from } : undefined;
  const host = buildHost(env);
  return given(env.SITE_URL, 'SITE_URL') ?? (host && given(host.address, host.addressFrom));
}

/** The owner's own `siteUrl`, unless it is still the sample's. */
export function ownAddress(
  siteUrl: string | undefined,
  contentFile: string,
): GivenAddress | undefined {
  return siteUrl && siteUrl !== sampleSiteUrl
    ? { url: withSlash(siteUrl), from: `siteUrl in ${contentFile}` }
    : undefined;
}

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
  /** SITE_URL, or the host's address (deploySiteUrl). */
  envSiteUrl: string | undefined;
  base: string;
  /** The content file, as the warning names it. */
  contentFile?: string;
}): SiteUrl {
  const own = ownAddress(siteUrl, contentFile);
  if (own) return { url: own.url };
  if (envSiteUrl?.trim()) return { url: withSlash(new URL(envSiteUrl.trim()).href) };
  const url = `http://localhost:4173${base}`;
  const reason = siteUrl ? 'is still the sample’s address' : 'is not set';
  return {
    url,
    warning: `siteUrl ${reason} in ${contentFile}, so the canonical URL, sharing tags and sitemap point at ${url}. The deploy workflow sets your GitHub Pages address; for a local build, set siteUrl or SITE_URL.`,
  };
}

/** The folder an address is served from: 'https://jane.dev' is '/', '…/portfolio' '/portfolio/'. */
export const basePathOf = (url: string) => resolveBasePath(new URL(url).pathname || '/');

/** The main site's base path, and why a build for it is refused, if it is: BASE_PATH names
 * another folder than the address's (which `base` then is, for a server that builds nothing). */
export type SiteBase = { base: string; problem?: string };

/**
 * The folder the site is built for: BASE_PATH when set, else the folder of its address (the
 * owner's `siteUrl`, else the deploy's), else /portfolio/. A BASE_PATH that disagrees with the
 * address is refused: a site built for one folder and published at another loads none of its
 * files, and says nothing of why.
 */
export function resolveSiteBase({
  siteUrl,
  env = process.env,
  contentFile = 'owner/content.ts',
}: {
  siteUrl: string | undefined;
  env?: Env;
  contentFile?: string;
}): SiteBase {
  const address = expectedAddress({ siteUrl, env, contentFile });
  const asked = env.BASE_PATH?.trim() ? resolveBasePath(env.BASE_PATH) : undefined;
  if (!address) return { base: asked ?? resolveBasePath(undefined) };
  const folder = basePathOf(address.url);
  if (!asked || asked === folder) return { base: folder };
  const pages =
    env.GITHUB_ACTIONS === 'true'
      ? ` GitHub Pages serves this repository at ${asked}: to publish it at ${address.url}, set that domain under Settings → Pages → Custom domain (and put it in owner/public/CNAME); or set siteUrl to ${deploySiteUrl(env)?.url ?? `the Pages address, ending in ${asked}`}.`
      : ` Build with BASE_PATH=${folder}, or leave BASE_PATH out (the folder follows ${address.from}); or, if the site is served at ${asked}, make ${address.from} that address.`;
  return {
    base: folder,
    problem: `The site would be built for ${asked} (BASE_PATH), but ${address.from} is ${address.url}, which is served at ${folder}: published there, it would load none of its files.${pages}`,
  };
}

/** The address a site should have: the owner's `siteUrl`, else the deploy's; none for a local
 * build without either. */
export function expectedAddress({
  siteUrl,
  env = process.env,
  contentFile = 'owner/content.ts',
}: {
  siteUrl: string | undefined;
  env?: Env;
  contentFile?: string;
}): GivenAddress | undefined {
  return ownAddress(siteUrl, contentFile) ?? deploySiteUrl(env);
}

/**
 * What is wrong with a built site's address (`npm run check:site`): the folder it was built for
 * (`base`, its manifest's scope) and its canonical address against each other and against the
 * address it should have. A site built before `siteUrl` changed, or for a folder by hand, is
 * found here rather than by its visitors.
 */
export function builtAddressProblems({
  base,
  canonical,
  expected,
}: {
  base: string;
  canonical: string | undefined;
  expected: GivenAddress | undefined;
}): string[] {
  if (!canonical) return ['the site’s index.html has no canonical address'];
  const problems: string[] = [];
  const canonicalFolder = basePathOf(canonical);
  if (canonicalFolder !== base)
    problems.push(
      `the site was built for ${base}, but its canonical address, ${canonical}, is served at ${canonicalFolder}: build it again without BASE_PATH (the folder follows the address) or with BASE_PATH=${canonicalFolder}`,
    );
  if (expected && withSlash(expected.url) !== canonical)
    problems.push(
      `the site’s canonical address is ${canonical}, but ${expected.from} is ${expected.url}: build it again`,
    );
  if (expected && basePathOf(expected.url) !== base && canonicalFolder === base)
    problems.push(
      `the site was built for ${base}, but ${expected.from} is ${expected.url}, which is served at ${basePathOf(expected.url)}: build it again without BASE_PATH`,
    );
  return problems;
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
