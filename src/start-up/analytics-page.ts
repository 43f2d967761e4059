import { analytics, type AnalyticsScript } from './analytics';
import { afterLargestPaint } from './largest-paint';

// The owner's analytics on a page of its own, without the start-up script (a page the build
// writes apart from index.html): scripts/build/prerender/prerender.ts bundles it (analyticsPageScript) with
// the provider's script in place of ANALYTICS_SCRIPT. The page's view is counted, and the
// provider's script loaded once the page has had its largest paint, as on index.html.

declare const ANALYTICS_SCRIPT: AnalyticsScript;

const counting = analytics(ANALYTICS_SCRIPT);
counting.view();
const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
void Promise.all([loaded, document.fonts?.ready]).then(() =>
  afterLargestPaint(0, document.body, counting.load),
);

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
