// The deploy's audit of what ships, reported and never in the way of a publish: reads
// `npm audit --omit=dev --json` (a file, or stdin), writes what it found as Markdown to the job's
// summary ($GITHUB_STEP_SUMMARY, else stdout) and fails only with --strict (the template's own
// CI) when a high or critical advisory is among them. An owner cannot fix an advisory in React or
// MUI; the template's next release can, and the template update brings it (docs/deploy.md).
// Usage: npm audit --omit=dev --json > audit.json; node scripts/audit/audit-summary.mjs audit.json [--strict]
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const blocking = ['high', 'critical'];
const order = ['critical', 'high', 'moderate', 'low', 'info'];

/** The advisories of npm audit's JSON (report version 2), most severe first: each with the
 * package that ships it, the advisory's title and address, and whether a fix is out. */
export function advisoriesOf(report) {
  if (report?.error)
    throw new Error(report.message || report.error.summary || 'npm audit gave no report');
  const found = [];
  for (const vulnerability of Object.values(report?.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string names another package whose advisory this one inherits: listed under that one.
      if (typeof via !== 'object') continue;
      found.push({
        package: vulnerability.name,
        severity: via.severity ?? vulnerability.severity,
        title: via.title ?? '',
        url: via.url ?? '',
        range: via.range ?? vulnerability.range ?? '',
        fix: Boolean(vulnerability.fixAvailable),
      });
    }
  }
  return found.sort((a, b) => order.indexOf(a.severity) - order.indexOf(b.severity));
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The job summary: a line saying what it means for the publish, and a table of advisories. */
export function auditSummary(advisories, { strict = false } = {}) {
  const high = advisories.filter((each) => blocking.includes(each.severity));
  const lines = ['## Audit of what ships (`npm audit --omit=dev`)', ''];
  if (advisories.length === 0) return [...lines, 'No known vulnerability.', ''].join('\n');
  lines.push(
    high.length === 0
      ? `${advisories.length} advisories, none high or critical.`
      : strict
        ? `**${high.length} high or critical ${high.length === 1 ? 'advisory' : 'advisories'}: this check fails** until the template ships a fixed version.`
        : `**${high.length} high or critical ${high.length === 1 ? 'advisory' : 'advisories'}.** The site was published all the same: the fix comes with the template's next release, as a pull request of the template update (Actions → Template update → Run workflow to ask for it now).`,
    '',
    '| Severity | Package | Advisory | Affected versions | Fix available |',
    '| --- | --- | --- | --- | --- |',
    ...advisories.map(
      (each) =>
        `| ${each.severity} | ${cell(each.package)} | ${each.url ? `[${cell(each.title || each.url)}](${each.url})` : cell(each.title)} | ${cell(each.range)} | ${each.fix ? 'yes' : 'no'} |`,
    ),
    '',
  );
  return lines.join('\n');
}

/** Whether the check fails: only when strict and a high or critical advisory is found. */
export const auditFails = (advisories, { strict = false } = {}) =>
  strict && advisories.some((each) => blocking.includes(each.severity));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const file = args.find((arg) => !arg.startsWith('--'));
  const report = (text) => {
    if (process.env.GITHUB_STEP_SUMMARY) appendFileSync(process.env.GITHUB_STEP_SUMMARY, text);
    console.log(text);
  };
  let advisories;
  try {
    advisories = advisoriesOf(JSON.parse(readFileSync(file ?? 0, 'utf8')));
  } catch (error) {
    // The registry's audit unreachable: said, and a publish goes on.
    report(`## Audit of what ships\n\nThe audit could not run: ${error.message}\n`);
    process.exit(strict ? 1 : 0);
  }
  report(auditSummary(advisories, { strict }));
  if (auditFails(advisories, { strict })) process.exit(1);
}
