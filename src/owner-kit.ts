/**
 * What a screen of the owner's own (owner/screens/<part>.tsx) takes from the template, imported
 * as `portfolio/kit` from any owner folder: the content, the interface's words, page pieces and
 * the types of its `screen` export. The template keeps these names across releases, so an owner's
 * screen keeps building as the template changes around it (docs/make-it-yours.md, "Add a screen").
 */
import type { RouteIcon, ScreenWords } from './app/route-table';
import type { Content } from './content';

export { useContent, useLanguage, useText } from './content';
export type { Content, ExternalLink, Job, Project } from './content';
export { fillText, type Dictionary, type TextKey } from './i18n';
export { ScreenHeading } from './shared/screen-heading';
export { NewTabHint, NewTabLink } from './shared/new-tab-hint';
export { VisuallyHidden } from './shared/visually-hidden';
export type { RouteIcon, ScreenWords };

/** Any part of a value, to any depth; a list's entries each any part of theirs. */
type AnyPart<T> = T extends readonly (infer Entry)[]
  ? AnyPart<Entry>[]
  : T extends object
    ? { [Key in keyof T]?: AnyPart<T[Key]> }
    : T;

/** A translation's type (owner/content.<tag>.ts, `translation`): any part of the content, a
 * list's entries by position (docs/make-it-yours.md, "Several languages at once"). The build
 * says which fields a translation may not hold (`language`, `siteUrl`…). */
export type Translation = AnyPart<Content>;

/** A screen's route, its named `screen` export: read from the file when the site builds, so
 * written as literals. */
export type OwnerScreen = {
  /** Its address after the `#`, in lower case: '/talks'. */
  path: string;
  /** Its name in the navigation and the page title: words, or words per language
   * (`{ en: 'Talks', de: 'Vorträge' }`; the owner's language, else English, else the first). */
  label: string | ScreenWords;
  /** Its icon in the navigation (src/app/route-icons.ts); 'article' unless set. */
  icon?: RouteIcon;
  /** The path of the screen it follows in the navigation; before Contact unless set. */
  after?: string;
};
