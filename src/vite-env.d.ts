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
