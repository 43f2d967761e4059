/**
 * Calls `then` once the browser has reported a largest paint at or after `since` (a frame is
 * reported when it is on screen, later than its callbacks run), or when none came within half a
 * second (also where the browser does not report them). The start-up script waits for it before
 * the app's background download (docs/decisions/0009-a-file-per-screen.md).
 */
export function afterLargestPaint(since: number, then: () => void) {
  const observer = new PerformanceObserver(
    (list) => list.getEntries().some((entry) => entry.startTime >= since) && done(),
  );
  const timer = setTimeout(done, 500);
  function done() {
    observer.disconnect();
    // Once: a later report finds the observer stopped, the timer finds it cleared.
    clearTimeout(timer);
    setTimeout(then);
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
