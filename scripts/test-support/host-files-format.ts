// What Netlify, Cloudflare Pages and Vercel accept in the host files the build writes
// (scripts/build/prerender/host-files.ts), for the tests that check them.
import { z } from 'zod';

/** Netlify's `_headers` (Cloudflare Pages reads the same): a rule is an unindented path
 * starting with `/`, then its headers, each indented `Name: value`; `#` starts a comment. */
export function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      if (!/^\/\S*$/.test(line)) throw new Error(`_headers line ${index + 1}: not a path: ${line}`);
      if (rules.has(line)) throw new Error(`_headers line ${index + 1}: ${line} again`);
      current = {};
      rules.set(line, current);
      continue;
    }
    const [, name, value] = /^\s+([A-Za-z0-9-]+):\s*(\S.*)$/.exec(line) ?? [];
    if (!name || !value || !current)
      throw new Error(`_headers line ${index + 1}: not a header: ${line}`);
    // Cloudflare Pages reads up to 2,000 characters a line.
    if (line.length > 2000) throw new Error(`_headers line ${index + 1}: over 2,000 characters`);
    current[name] = value;
  }
  return rules;
}

/** The part of vercel.json's schema (openapi.vercel.sh/vercel.json) the build writes. */
export const vercelSchema = z.strictObject({
  trailingSlash: z.boolean().optional(),
  headers: z
    .array(
      z.strictObject({
        source: z.string().startsWith('/').max(4096),
        headers: z
          .array(z.strictObject({ key: z.string().regex(/^[A-Za-z0-9-]+$/), value: z.string() }))
          .min(1),
      }),
    )
    .max(1024),
});
