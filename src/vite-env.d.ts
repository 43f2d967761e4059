/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** What the build fetched or made for the content (scripts/site/build-data-plugin.ts). */
declare module 'virtual:build-data' {
  const data: import('./content/build-data').BuildData;
  export default data;
}
