// The owner's analytics in the page (content.analytics; scripts/build/prerender/analytics.ts picks the
// provider's script). Part of the start-up script on a site with analytics only: it counts a
// page view for each screen shown (./screen-change.ts's nameScreen announces it), and the site's events (src/services/
// analytics.ts). The provider's script is loaded once the screen has had its largest paint, so
// it never delays it; what was counted before is sent then, in order.

/** The provider's script, as the build gives it to the start-up script. */
export type AnalyticsScript = {
  provider: 'plausible' | 'umami' | 'goatcounter' | 'cloudflare';
  src: string;
  attributes: Record<string, string>;
};

/** The provider, as the build puts it in the start-up script: the code for the others is left
 * out. */
declare const ANALYTICS_PROVIDER: AnalyticsScript['provider'];

/** Dispatched on window when a screen is shown (nameScreen). */
export const screenShownEvent = 'portfolio:screen-shown';
/** Dispatched on window with an event's name as detail, e.g. "Message sent". */
export const analyticsEvent = 'portfolio:analytics-event';

/** The providers' own functions, once their script has run. */
type Providers = {
  plausible?: (name: string, options?: { u: string }) => void;
  umami?: { track: (what: string | ((payload: object) => object)) => void };
  goatcounter?: { count: (vars: { path: string; title: string; event?: boolean }) => void };
};

export function analytics(script: AnalyticsScript) {
  const providers = window as unknown as Providers;
  const waiting: (() => void)[] = [];
  let ready = false;
  let added = false;
  let counted = '';
  const run = (count: () => void) => (ready ? count() : waiting.push(count));

  /** The page view of the address shown, once per screen (a screen named again is not new). */
  function view() {
    // Home is the site's own address, whether or not `#/` follows it.
    const url = location.pathname + location.search + location.hash.replace(/^#\/$/, '');
    if (url === counted) return;
    counted = url;
    const title = document.title;
    const { origin } = location;
    if (ANALYTICS_PROVIDER === 'plausible')
      run(() => providers.plausible?.('pageview', { u: origin + url }));
    if (ANALYTICS_PROVIDER === 'umami')
      run(() => providers.umami?.track((payload) => ({ ...payload, url, title })));
    if (ANALYTICS_PROVIDER === 'goatcounter')
      run(() => providers.goatcounter?.count({ path: url, title }));
    // Cloudflare's beacon counts the views itself.
  }

  function event(name: string) {
    if (ANALYTICS_PROVIDER === 'plausible') run(() => providers.plausible?.(name));
    if (ANALYTICS_PROVIDER === 'umami') run(() => providers.umami?.track(name));
    if (ANALYTICS_PROVIDER === 'goatcounter')
      run(() =>
        providers.goatcounter?.count({
          path: name.toLowerCase().replace(/\W+/g, '-'),
          title: name,
          event: true,
        }),
      );
  }

  addEventListener(screenShownEvent, view);
  addEventListener(analyticsEvent, (sent) => event(String((sent as CustomEvent).detail)));

  return {
    view,
    /** Adds the provider's script to the page, once; what was counted so far goes once it has
     * run. */
    load() {
      if (added) return;
      added = true;
      const element = Object.assign(document.createElement('script'), {
        src: script.src,
        async: true,
        onload() {
          ready = true;
          for (const count of waiting.splice(0)) count();
        },
      });
      for (const [name, value] of Object.entries(script.attributes))
        element.setAttribute(name, value);
      document.head.append(element);
    },
  };
}
