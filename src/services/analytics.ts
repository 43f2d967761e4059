import { analyticsEvent } from '../start-up/analytics';

/** The contact form's message went (src/services/email.ts). */
export const messageSent = 'Message sent';

/**
 * Counts one of the site's events with the owner's analytics, where the provider has events
 * (src/start-up/analytics.ts counts it). A site without analytics has none of this code.
 */
export function countEvent(name: string) {
  if (PORTFOLIO_ANALYTICS) dispatchEvent(new CustomEvent(analyticsEvent, { detail: name }));
}
