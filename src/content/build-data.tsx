import { createContext, useContext, type ReactNode } from 'react';
import built from 'virtual:build-data';
import type { SiteLanguage, SiteLanguages } from '../i18n/site-languages';
import type { ContentImages } from './processed-image';
import type { GitHubRepo } from './github-repo';
import { useLanguage } from './content-context';
import type { Article } from './schema';

/**
 * What the build fetched or made for the content, once per build (scripts/build/build-data/build-data.ts):
 * never fetched by a visitor's browser.
 */
export type BuildData = {
  /** The owner's public GitHub repositories to show on Projects (none without `github`). */
  gitHubRepos: readonly GitHubRepo[];
  /** The Writing screen's articles, feeds and hand-listed merged; undefined without `writing`. */
  articles: readonly Article[] | undefined;
  /** The owner's photo and the projects' images as modern formats at the sizes shown. */
  images: ContentImages;
  /** Every language the site is published in, the main one first (one without `languages`). */
  languages: SiteLanguages;
  /** The kind of the owner's font, when it is not sans-serif: the system's faces of that kind
   * stand in for it while it loads (src/theme/tokens.ts, fontStack). */
  fontKind?: FontKind;
  /** The address of each project's case study, by the project's title: a page of its own
   * (owner/projects/<slug>.md); none without any. */
  caseStudies?: Readonly<Record<string, string>>;
};

/** A kind of font other than sans-serif (Fontsource's category of the family). */
export type FontKind = 'serif' | 'monospace';

/** What the build made by default; tests hand in data of their own. */
const BuildDataContext = createContext<BuildData>(built);

export function BuildDataProvider({ data, children }: { data: BuildData; children: ReactNode }) {
  return <BuildDataContext.Provider value={data}>{children}</BuildDataContext.Provider>;
}

export function useBuildData(): BuildData {
  return useContext(BuildDataContext);
}

/** The site's languages and the one this page is in. */
export function useSiteLanguages(): { all: SiteLanguages; current: SiteLanguage } {
  const { languages } = useBuildData();
  const tag = useLanguage();
  return { all: languages, current: languages.find((each) => each.tag === tag) ?? languages[0] };
}
