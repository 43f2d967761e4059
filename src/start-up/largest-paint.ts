/**
 * Calls `then` once the browser has reported a largest paint at or after `since` (a frame is
 * reported when it is on screen, later than its callbacks run); after a frame where it cannot
 * say, or when nothing larger came within half a second. The start-up script waits for it
 * before the app's background download (docs/decisions/0009-a-file-per-screen.md).
 */
export function afterLargestPaint(since: number, then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then);
  };
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes(
    'largest-contentful-paint',
  )
    ? new PerformanceObserver(
        (list) => list.getEntries().some((entry) => entry.startTime >= since) && once(),
      )
    : undefined;
  if (!observer) return requestAnimationFrame(once);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(once, 500);
}
