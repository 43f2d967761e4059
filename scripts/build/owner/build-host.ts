// The host a build runs on, known by the variables each sets on its builds: the address it gives
// the site, and where its owner keeps the contact form's keys. The hosts' own settings files
// (netlify.toml, wrangler.toml, vercel.json) leave nothing else to type (docs/deploy.md).

type Env = Record<string, string | undefined>;

export type BuildHost = {
  name: string;
  /** The site's address as the host gives its builds, and the variable it is read from. */
  address: string | undefined;
  addressFrom: string;
  /** Where the owner adds the contact form's keys there. */
  keysWhere: string;
};

/** The host building the site, or none (a build on the owner's machine, or another CI's). */
export function buildHost(env: Env = process.env): BuildHost | undefined {
  if (env.NETLIFY === 'true')
    return {
      name: 'Netlify',
      // The site's main address (its custom domain once it has one), in every deploy context.
      address: env.URL,
      addressFrom: 'Netlify’s URL',
      keysWhere: 'Netlify’s Site configuration → Environment variables',
    };
  if (env.VERCEL === '1')
    return {
      name: 'Vercel',
      address: env.VERCEL_PROJECT_PRODUCTION_URL && `https://${env.VERCEL_PROJECT_PRODUCTION_URL}`,
      addressFrom: 'Vercel’s production domain',
      keysWhere: 'Vercel’s Project Settings → Environment Variables',
    };
  if (env.CF_PAGES === '1')
    return {
      name: 'Cloudflare Pages',
      // This deployment's own address: the right folder (the root), not the canonical name.
      address: env.CF_PAGES_URL,
      addressFrom: 'Cloudflare Pages’ CF_PAGES_URL',
      keysWhere: 'Cloudflare Pages’ Settings → Variables and Secrets',
    };
  return undefined;
}
