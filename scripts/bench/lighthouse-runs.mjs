// Lighthouse's runs of one address, each in a fresh Chromium, and their median (bench.mjs).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags } from '../chromium/find-chromium.mjs';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Lighthouse's scores and timings of `url`, the median of `runs`; the audits that failed in any.
 * `keep`, if given, receives each run's report as HTML (scripts/bench/ci-report.mjs). */
export async function measure({ browserPath, runs, details, keep }, url, config) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: browserPath,
      chromeFlags: chromiumFlags,
    });
    try {
      const { lhr, report } = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: 'error',
          ...(keep && { output: 'html' }),
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        config,
      );
      keep?.(report, i);
      const audits = lhr.audits;
      if (details) {
        const tasks = (audits['long-tasks'].details?.items ?? []).map(
          (task) => `${Math.round(task.duration)} ms @${Math.round(task.startTime)} ${task.url}`,
        );
        console.log(`${url}: long tasks\n  ${tasks.join('\n  ')}`);
      }
      const scripts = (audits['network-requests'].details?.items ?? []).filter(
        // The app's parts are downloaded with fetch() in the background: go by the file type.
        (item) => /\.js(\?|$)/.test(item.url),
      );
      results.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        seo: lhr.categories.seo.score,
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        failing: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs)
          .filter(
            (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
          )
          .map((ref) => ref.id),
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(results.map((result) => result[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    failing: [...new Set(results.flatMap((result) => result.failing))],
  };
}
