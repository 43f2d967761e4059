// The site's settings in the content: its theme, its GitHub repositories, its analytics.
import { z } from 'zod';
import { colorModes } from './color-modes.ts';
import { hexColor, text, webUrl } from './schema-fields.ts';

/** GitHub's rule for user and organisation names. */
const gitHubUserName = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

export const gitHubSettingsSchema = z.strictObject({
  user: z
    .string()
    .regex(gitHubUserName, 'must be a GitHub user or organisation name, e.g. octocat'),
  max: z
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  exclude: z.array(text).optional(),
});

export const themeSchema = z
  .strictObject({
    /** Offers the light theme beside the dark one: the scheme a first-time visitor sees. */
    default: z.enum(colorModes, { error: `must be one of: ${colorModes.join(', ')}` }).optional(),
    /** One scheme only, without a switch: 'dark' (as without `theme`) or 'light'. */
    only: z.enum(['dark', 'light'], { error: "must be 'dark' or 'light'" }).optional(),
    /** The brand colour: one for every scheme, or one per scheme. */
    primary: z.union([hexColor, z.strictObject({ dark: hexColor, light: hexColor })]).optional(),
    /** A font family from an installed @fontsource-variable/* or @fontsource/* package. */
    font: text.optional(),
  })
  .refine((theme) => theme.only === undefined || theme.default === undefined, {
    message:
      'choose `only` (one scheme, no switch) or `default` (both schemes, a switch, the one a first visit opens in), not both',
    path: ['only'],
  });

/** A self-hosted analytics server's address: its script and its endpoint are under it. */
const analyticsHost = webUrl
  .refine((url) => !/[?#]/.test(url), 'must be the server’s address, without ? or #')
  // A page served over HTTPS may not load a script over HTTP (a local server aside).
  .refine(
    (url) => /^https:|^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
    'must be an https:// address',
  );

/** The site's analytics: one cookie-less provider (scripts/build/prerender/analytics.ts, docs/make-it-yours.md). */
export const analyticsSchema = z.discriminatedUnion(
  'provider',
  [
    /** Plausible: the site's domain as registered there; `host` for Plausible Community Edition. */
    z.strictObject({
      provider: z.literal('plausible'),
      domain: text,
      host: analyticsHost.optional(),
    }),
    /** Umami: the website's id; `host` for a self-hosted Umami. */
    z.strictObject({
      provider: z.literal('umami'),
      websiteId: text,
      host: analyticsHost.optional(),
    }),
    /** GoatCounter: the site's code (<code>.goatcounter.com), or `host` for a self-hosted one. */
    z
      .strictObject({
        provider: z.literal('goatcounter'),
        code: z
          .string()
          .regex(/^[a-z0-9-]+$/i, 'must be the code of <code>.goatcounter.com')
          .optional(),
        host: analyticsHost.optional(),
      })
      .refine((settings) => (settings.code === undefined) !== (settings.host === undefined), {
        error: 'needs either `code` (GoatCounter’s own service) or `host` (your own), not both',
      }),
    /** Cloudflare Web Analytics: the site's token (Cloudflare hosts it only). */
    z.strictObject({ provider: z.literal('cloudflare'), token: text }),
  ],
  { error: "must name its provider: 'plausible', 'umami', 'goatcounter' or 'cloudflare'" },
);
