/**
 * The languages a site is published in: the main one at the base address, each other in its own
 * folder (`/portfolio/de/`), every one with the same hash routes (docs/make-it-yours.md,
 * "Several languages at once").
 */
export type SiteLanguage = {
  /** A BCP 47 tag: 'de', 'pt-BR'. */
  tag: string;
  /** The language by its own name, as its speakers write it at the start of a line: 'Deutsch'. */
  name: string;
  /** Its site's folder under the base address: '' for the main language, else 'de/'. */
  folder: string;
  main: boolean;
};

/** The main language first: a site has at least one. */
export type SiteLanguages = readonly [SiteLanguage, ...SiteLanguage[]];

/** A language by its own name as it is written mid-sentence ('Deutsch', 'français', 'English');
 * the tag if unknown. */
export function languageNameInText(tag: string): string {
  try {
    return new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** A language by its own name, as its speakers write it at the start of a line ('Deutsch',
 * 'Français', 'Português (Brasil)'); the tag if unknown. */
export function languageName(tag: string): string {
  const name = languageNameInText(tag);
  if (name === tag) return tag;
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
}

/** The main language first, then the others in the owner's order. */
export function siteLanguages(main: string, others: readonly string[] = []): SiteLanguages {
  const language = (tag: string, isMain: boolean): SiteLanguage => ({
    tag,
    name: languageName(tag),
    folder: isMain ? '' : `${tag}/`,
    main: isMain,
  });
  return [
    language(main, true),
    ...others.filter((tag) => tag !== main).map((tag) => language(tag, false)),
  ];
}
