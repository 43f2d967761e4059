// The owner's analytics (content.analytics), as the build adds it to the page: the provider's
// script, where the start-up script loads it from, and the only sources the page's
// Content-Security-Policy gains for it (docs/decisions/0031-analytics-and-host-headers.md).
import type { AnalyticsSettings } from '../../../src/content/schema.ts';
import type { AnalyticsScript } from '../../../src/start-up/analytics.ts';

/** What a provider needs: its script, and the origins it loads from and reports to. */
export type AnalyticsPlan = {
  script: AnalyticsScript;
  /** The policy's additions: script-src (the provider's script), connect-src (its reports). */
  sources: { script: string[]; connect: string[] };
};

const origin = (address: string) => new URL(address).origin;
/** A self-hosted server's address, without a trailing slash. */
const under = (host: string, path: string) => `${host.replace(/\/+$/, '')}${path}`;

function plan(
  provider: AnalyticsSettings['provider'],
  src: string,
  endpoint: string,
  attributes: Record<string, string>,
): AnalyticsPlan {
  return {
    script: { provider, src, attributes },
    sources: { script: [origin(src)], connect: [origin(endpoint)] },
  };
}

/** Each provider's script and endpoint; the page views are counted by the start-up script
 * (src/start-up/analytics.ts), one per screen shown, so each script's own counting is off. */
export function analyticsPlan(settings: AnalyticsSettings): AnalyticsPlan {
  switch (settings.provider) {
    case 'plausible': {
      // The manual script (no view of its own) with the hash in the address it reports.
      const host = settings.host ?? 'https://plausible.io';
      return plan(
        'plausible',
        under(host, '/js/script.hash.manual.js'),
        under(host, '/api/event'),
        { 'data-domain': settings.domain },
      );
    }
    case 'umami': {
      // Umami Cloud's script reports to its gateway; a self-hosted one to its own /api/send.
      const src = settings.host
        ? under(settings.host, '/script.js')
        : 'https://cloud.umami.is/script.js';
      const endpoint = settings.host
        ? under(settings.host, '/api/send')
        : 'https://gateway.umami.is/api/send';
      return plan('umami', src, endpoint, {
        'data-website-id': settings.websiteId,
        'data-auto-track': 'false',
      });
    }
    case 'goatcounter': {
      const endpoint = settings.host
        ? under(settings.host, '/count')
        : `https://${settings.code}.goatcounter.com/count`;
      const src = settings.host ? under(settings.host, '/count.js') : 'https://gc.zgo.at/count.js';
      return plan('goatcounter', src, endpoint, {
        'data-goatcounter': endpoint,
        'data-goatcounter-settings': '{"no_onload":true}',
      });
    }
    case 'cloudflare':
      // Cloudflare counts the views itself (single-page mode follows the address); no events.
      return plan(
        'cloudflare',
        'https://static.cloudflareinsights.com/beacon.min.js',
        'https://cloudflareinsights.com/cdn-cgi/rum',
        { 'data-cf-beacon': JSON.stringify({ token: settings.token, spa: true }) },
      );
  }
}

/**
 * The build's analytics: the owner's, unless turned off for this build (`ANALYTICS=off`: the
 * preview, the browser tests, the benchmark) or a host's preview of a branch (Netlify's
 * CONTEXT, Vercel's VERCEL_ENV), so that only the published site counts its visitors.
 */
export function builtAnalytics(
  settings: AnalyticsSettings | undefined,
  env: Record<string, string | undefined> = process.env,
): AnalyticsPlan | undefined {
  if (!settings || env.ANALYTICS === 'off') return undefined;
  if (env.CONTEXT && env.CONTEXT !== 'production') return undefined;
  if (env.VERCEL_ENV && env.VERCEL_ENV !== 'production') return undefined;
  return analyticsPlan(settings);
}
