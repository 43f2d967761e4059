// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyticsSchema } from '../../../src/content/settings-schema.ts';
import { type AnalyticsSettings } from '../../../src/content/schema.ts';
import { builtPage } from './page-tests/built-page.ts';
import { analyticsPlan, builtAnalytics } from './analytics.ts';
import { emailApiOrigin } from './site-meta.ts';

// What the page's policy gains for each provider: exactly its script's origin and the origin
// it reports to, nothing else; read off the page as the build writes it.

/** The page's Content-Security-Policy, by directive. */
function policyOf(html: string): Record<string, string[]> {
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const providers: { settings: AnalyticsSettings; script: string; connect: string }[] = [
  {
    settings: { provider: 'plausible', domain: 'ada.dev' },
    script: 'https://plausible.io',
    connect: 'https://plausible.io',
  },
  {
    settings: { provider: 'plausible', domain: 'ada.dev', host: 'https://plausible.ada.dev/' },
    script: 'https://plausible.ada.dev',
    connect: 'https://plausible.ada.dev',
  },
  {
    settings: { provider: 'umami', websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409' },
    script: 'https://cloud.umami.is',
    connect: 'https://gateway.umami.is',
  },
  {
    settings: { provider: 'umami', websiteId: 'id', host: 'https://stats.ada.dev/umami' },
    script: 'https://stats.ada.dev',
    connect: 'https://stats.ada.dev',
  },
  {
    settings: { provider: 'goatcounter', code: 'ada' },
    script: 'https://gc.zgo.at',
    connect: 'https://ada.goatcounter.com',
  },
  {
    settings: { provider: 'goatcounter', host: 'http://localhost:8081' },
    script: 'http://localhost:8081',
    connect: 'http://localhost:8081',
  },
  {
    settings: { provider: 'cloudflare', token: '0123456789abcdef' },
    script: 'https://static.cloudflareinsights.com',
    connect: 'https://cloudflareinsights.com',
  },
];

describe('the policy of a site with analytics', async () => {
  const without = policyOf(await builtPage());

  it.each(providers)(
    '$settings.provider at $script: its script and endpoint, nothing else',
    async ({ settings, script, connect }) => {
      expect(analyticsSchema.safeParse(settings).success).toBe(true);
      const plan = analyticsPlan(settings);
      const policy = policyOf(await builtPage({ analytics: plan }));
      // The start-up script, with the code that counts, has a hash of its own.
      const [self, ...hashes] = without['script-src']!;
      expect(policy['script-src']).toEqual([
        self,
        ...hashes.map(() => expect.stringMatching(/^'sha256-/)),
        script,
      ]);
      expect(policy['connect-src']).toEqual(["'self'", emailApiOrigin, connect]);
      const { 'script-src': _script, 'connect-src': _connect, ...rest } = policy;
      const { 'script-src': _s, 'connect-src': _c, ...restWithout } = without;
      expect(rest).toEqual(restWithout);
      expect(new URL(plan.script.src).origin).toBe(script);
    },
  );

  it('is the page without analytics when the owner has none', async () => {
    expect(await builtPage({ analytics: undefined })).toBe(await builtPage());
  });
});

describe('which builds have analytics', () => {
  const settings: AnalyticsSettings = { provider: 'plausible', domain: 'ada.dev' };

  it('the published site, not a preview, a test build or a host’s branch preview', () => {
    expect(builtAnalytics(settings, {})).toBeDefined();
    expect(builtAnalytics(undefined, {})).toBeUndefined();
    expect(builtAnalytics(settings, { ANALYTICS: 'off' })).toBeUndefined();
    expect(builtAnalytics(settings, { CONTEXT: 'deploy-preview' })).toBeUndefined();
    expect(builtAnalytics(settings, { CONTEXT: 'production' })).toBeDefined();
    expect(builtAnalytics(settings, { VERCEL_ENV: 'preview' })).toBeUndefined();
    expect(builtAnalytics(settings, { VERCEL_ENV: 'production' })).toBeDefined();
  });

  it('reads the settings strictly: a provider named, its id, one place for GoatCounter', () => {
    const fails = (value: unknown) => !analyticsSchema.safeParse(value).success;
    expect(fails({ provider: 'google', id: 'G-1' })).toBe(true);
    expect(fails({ provider: 'plausible' })).toBe(true);
    expect(fails({ provider: 'plausible', domain: 'a.dev', websiteId: 'x' })).toBe(true);
    expect(fails({ provider: 'goatcounter' })).toBe(true);
    expect(fails({ provider: 'goatcounter', code: 'a', host: 'https://a.dev' })).toBe(true);
    expect(fails({ provider: 'umami', websiteId: 'x', host: 'https://a.dev/?x' })).toBe(true);
    expect(fails({ provider: 'umami', websiteId: 'x', host: 'http://stats.a.dev' })).toBe(true);
  });
});
