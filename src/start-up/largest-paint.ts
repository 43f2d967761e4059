/**
 * Calls `then` once the browser has reported a largest paint of the shown screen, or when none
 * came within half a second (also where the browser does not report them). The start-up script
 * waits for it before the islands' background download (docs/decisions/0009-a-file-per-screen.md).
 *
 * A screen put on the page by the start-up script (`since` its moment) is painted a frame after
 * the shell: a paint is reported when its frame is on screen, which can be later than `since`
 * for a frame drawn before it. So such a screen's paint is the first reported at or after
 * `since` of an element in `screen`; Home, the page itself (`since` 0), is painted with the
 * shell. Should the screen hold nothing larger than the shell's largest text, no paint of it is
 * reported: the half second runs out.
 */
export function afterLargestPaint(since: number, screen: Element, then: () => void) {
  const ofTheScreen = (entry: PerformanceEntry) =>
    entry.startTime >= since &&
    (since === 0 || screen.contains((entry as LargestContentfulPaint).element));
  const observer = new PerformanceObserver((list) => list.getEntries().some(ofTheScreen) && done());
  const timer = setTimeout(done, 500);
  function done() {
    observer.disconnect();
    // Once: a later report finds the observer stopped, the timer finds it cleared.
    clearTimeout(timer);
    setTimeout(then);
  }
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}
