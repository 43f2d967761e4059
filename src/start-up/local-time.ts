/** The time now in `timeZone`, as the page's language writes it ("14:05", "2:05 PM"). */
export function timeIn(timeZone: string, language: string, now = new Date()): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    now,
  );
}

/** The attribute of a prerendered <time> that names the owner's time zone. */
export const timeZoneAttribute = 'data-time-zone';
/** Where the start-up script puts the time for CSS to show. */
export const shownTimeAttribute = 'data-time';

/**
 * The owner's local time in a prerendered screen, from its first paint: the page cannot know it
 * when it is built; the start-up script writes it again every few seconds. Put in an attribute,
 * not the text, so that the page's text is the build's
 * (src/features/home/local-time.tsx shows the attribute while the element is empty).
 */
export function showLocalTimes(screen: ParentNode, language: string) {
  for (const time of screen.querySelectorAll<HTMLElement>(`time[${timeZoneAttribute}]`)) {
    const zone = time.getAttribute(timeZoneAttribute) ?? '';
    time.setAttribute(shownTimeAttribute, timeIn(zone, language));
  }
}
