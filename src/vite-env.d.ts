/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The owner's GitHub repositories, fetched when the site was built (scripts/build/github-repos-plugin.ts). */
declare module 'virtual:github-repos' {
  const repos: readonly import('./features/projects/github-repo').GitHubRepo[];
  export default repos;
}

/** The Writing screen's articles as the build read them (scripts/build/writing-plugin.ts). */
declare module 'virtual:writing' {
  const articles: readonly import('./content/schema').Article[] | undefined;
  export default articles;
}

/** The content's images as the build processed them (scripts/build/content-images-plugin.ts). */
declare module 'virtual:content-images' {
  const images: import('./shared/processed-image').ContentImages;
  export default images;
}
