// The table of CI's Lighthouse report (./ci-report.mjs), apart so that it is tested without
// Lighthouse installed.
import { table } from './report.mjs';

const ms = (value) => `${Math.round(value).toLocaleString('en')} ms`;

/** A route's measurement (./lighthouse-runs.mjs) in the table: the scores out of 100, the
 * timings, the layout shift and the JavaScript it loaded. */
export function ciSummary(rows) {
  return [
    '## Lighthouse on a phone (mobile, simulated slow 4G), each route',
    '',
    table(
      ['Route', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'JavaScript', 'Accessibility', 'SEO'],
      rows.map((row) => [
        `\`#${row.route}\``,
        String(Math.round(row.performance * 100)),
        ms(row.fcp),
        ms(row.lcp),
        ms(row.tbt),
        row.cls.toFixed(3),
        `${(row.jsBytes / 1024).toFixed(1)} KB`,
        String(Math.round(row.accessibility * 100)),
        String(Math.round(row.seo * 100)),
      ]),
    ),
    '',
    'A report, not a gate: timings on a shared runner vary from run to run. Each route’s full report is in the `lighthouse-report` artifact.',
    '',
  ].join('\n');
}
