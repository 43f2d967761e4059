/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The owner's GitHub repositories, fetched when the site was built (scripts/site/github-repos-plugin.ts). */
declare module 'virtual:github-repos' {
  const repos: readonly import('./features/projects/github-repo').GitHubRepo[];
  export default repos;
}

/** The Writing screen's articles as the build read them (scripts/site/writing-plugin.ts). */
declare module 'virtual:writing' {
  const articles: readonly import('./content/schema').Article[] | undefined;
  export default articles;
}

/** The content's images as the build processed them (scripts/site/content-images-plugin.ts). */
declare module 'virtual:content-images' {
  const images: import('./shared/processed-image').ContentImages;
  export default images;
}

/** The owner's own screens (owner/screens/), as the build read them: their `screen` export and a
 * lazy import of their code (scripts/site/owner-screens.ts). */
declare module 'virtual:owner-screens' {
  const screens: readonly import('./app/route-table').OwnerScreenRoute[];
  export default screens;
}
