import type { Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/** Which of axe's rules a pass runs: all of them unless `only` names some; never `without`. */
export type AxePass = { only?: string[]; without?: string[] };

/**
 * Axe on the page as it is now, its violations only (collecting every element that passes costs
 * time and is never read). Axe's script is put into the page once per document and run there:
 * @axe-core/playwright opens a blank page for each pass to merge the results of frames, which
 * this site has none of, at five times the pass's own cost (docs/decisions/0029).
 *
 * Its contrast rule looks past the page's glow (body::before, src/theme/atmosphere.ts): the glow
 * lies under every element, so axe would call each one's background undetermined and check none.
 * The build's own contrast check reads the brand colour on the glow.
 */
export async function runAxe(page: Page, { only, without = [] }: AxePass = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options = {
    resultTypes: ['violations'],
    ...(only && { runOnly: { type: 'rule', values: only } }),
    rules: Object.fromEntries(without.map((rule) => [rule, { enabled: false }])),
    // A check's options, taken at run time; axe's types do not list them.
    checks: { 'color-contrast': { options: { ignorePseudo: true } } },
  } satisfies RunOptions & { checks: object };
  return page.evaluate(
    (run) => (window as unknown as { axe: typeof axe }).axe.run(document, run),
    options,
  ) as Promise<AxeResults>;
}

/** What axe finds on the page as it is now, one line per rule with the elements it names. */
export async function axeViolations(page: Page, pass?: AxePass) {
  const { violations } = await runAxe(page, pass);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
