/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

/** Whether the site has analytics (content.analytics; scripts/build/prerender/analytics.ts): without, the
 * code that announces page views and events is left out of the page. */
declare const PORTFOLIO_ANALYTICS: boolean;

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** What the build fetched or made for the content (scripts/build/build-data/build-data-plugin.ts). */
declare module 'virtual:build-data' {
  const data: import('./content/build-data').BuildData;
  export default data;
}

/** The owner's own screens (owner/screens/), as the build read them: their `screen` export and a
 * lazy import of their code (scripts/build/owner/owner-screens.ts). */
declare module 'virtual:owner-screens' {
  const screens: readonly import('./app/route-table').OwnerScreenRoute[];
  export default screens;
}
