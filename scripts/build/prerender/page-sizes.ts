// The build's size message: what the first paint of each screen waits for.
import { gzipSync } from 'node:zlib';

/**
 * A new connection delivers about 14 KB in its first round trip (TCP's initial window of ten
 * 1460-byte segments, less the response headers) and twice that in the second.
 */
export const firstRoundTrip = 14_300;

/** Gzipped size, as the build reports it and a static host serves it. */
export const gzipped = (text: string) => gzipSync(text).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What index.html is made of, gzipped part by part (so they add up to a little more). */
export function pageParts(html: string): [string, number][] {
  const styles = [...html.matchAll(/<style[^>]*>[^<]*<\/style>/g)].map(([tag]) => tag).join('');
  const scripts = [...html.matchAll(/<script>[\s\S]*?<\/script>/g)].map(([tag]) => tag).join('');
  const home = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const rest = html.replace(styles, '').replace(home, '');
  return [
    ['styles', gzipped(styles)],
    ["Home's content", gzipped(home)],
    ['start-up scripts', gzipped(scripts)],
    [
      'head tags and navigation',
      gzipped(rest.replace(/<style[\s\S]*?<\/style>|<script>[\s\S]*?<\/script>/g, '')),
    ],
  ];
}

/** What leaving one of the owner's choices out would save a page (./page-choices.ts). */
export type ChoiceCost = { name: string; instead: string; bytes: number };

const total = (costs: readonly ChoiceCost[]) => costs.reduce((sum, each) => sum + each.bytes, 0);

/** The fewest choices whose leaving out saves `excess` bytes, the least of the owner's site given
 * up among those (a 0.6 KB excess: no analytics at 0.7 KB, not a language at 0.9 KB); all of
 * them where none would do. A page has a handful of choices: every set is weighed. */
function fewestToLeaveOut(excess: number, costs: readonly ChoiceCost[]): ChoiceCost[] {
  let best: ChoiceCost[] | undefined;
  for (let set = 1; set < 2 ** costs.length; set++) {
    const chosen = costs.filter((_, at) => set & (2 ** at));
    if (total(chosen) < excess) continue;
    if (
      !best ||
      chosen.length < best.length ||
      (chosen.length === best.length && total(chosen) < total(best))
    )
      best = chosen;
  }
  return best ?? [...costs];
}

/**
 * What the owner's choices add to a page past the first round trip, and the fewest to leave out
 * for it to fit, where that would.
 */
export function choicesLines(bytes: number, costs: readonly ChoiceCost[]): string[] {
  if (costs.length === 0) return [];
  const excess = bytes - firstRoundTrip;
  const leaveOut = fewestToLeaveOut(excess, costs);
  const enough = total(leaveOut) >= excess;
  return [
    `what your choices add to it: ${costs.map((cost) => `${cost.name} ${kb(cost.bytes)}`).join(', ')}`,
    enough
      ? `to paint in the first round trip, choose ${leaveOut.map((cost) => cost.instead).join('; and ')}`
      : `the rest, ${kb(bytes - total(costs))}, is the template's own shell, styles and start-up scripts`,
  ];
}

/**
 * Says what the first paint of each screen waits for: index.html (the shell, Home and the
 * start-up scripts: every screen's first paint), and each other screen's own file. A page
 * beyond the first round trip paints one round trip later, some 150 ms on a mobile network:
 * the message then says which parts weigh most, and what each of the owner's choices adds
 * (`costs`, ./page-choices.ts). The other screens' content never counts there.
 */
export function reportPageSizes(
  html: string,
  screens: readonly { path: string; html: string }[],
  costs: readonly ChoiceCost[] = [],
) {
  const bytes = gzipped(html);
  const screenSizes = screens.map((screen) => `${screen.path} ${kb(gzipped(screen.html))}`);
  const within = bytes <= firstRoundTrip;
  const where = within
    ? 'within the first round trip'
    : `${kb(bytes - firstRoundTrip)} past the first round trip (~${kb(firstRoundTrip)}): every screen paints one round trip later (some 150 ms on a mobile network)`;
  const parts = within
    ? ''
    : `; of it ${pageParts(html)
        .sort((a, b) => b[1] - a[1])
        .map(([name, size]) => `${name} ${kb(size)}`)
        .join(', ')}`;
  const choices = within ? [] : choicesLines(bytes, costs);
  (within ? console.log : console.warn)(
    [`index.html (the shell and Home): ${kb(bytes)} gzipped, ${where}${parts}`, ...choices].join(
      '\n  ',
    ),
  );
  if (screenSizes.length)
    console.log(
      `other screens, each fetched alone for its own address: ${screenSizes.join(', ')} gzipped`,
    );
}
