import type { Direction } from './direction.ts';

/**
 * Every word of the interface in English: the specification's texts. The other languages'
 * dictionaries have exactly these keys (the type check says which one is missing), and an owner
 * overrides any of them in the content (`text: { sendMessage: 'Write to me' }`). `{name}`-style
 * marks are filled in where the text is used (fillText in ./index.ts).
 */
export const en = {
  // Navigation: the screens' names (src/app/route-table.ts) and the shell around them.
  homeNav: 'Home',
  experienceNav: 'Experience',
  projectsNav: 'Projects',
  contactNav: 'Contact Me',
  drawerHeading: 'Portfolio',
  externalLinks: 'External Links',
  mainNavigation: 'Main',
  openMenu: 'Open navigation menu',
  skipToMain: 'Skip to main content',
  darkTheme: 'Dark theme',
  opensInNewTab: '(opens in a new tab)',
  // The site's other languages (several languages at once): the switcher's label; the offer of
  // a language the visitor's browser prefers, in that language ({language}: its name mid-sentence).
  languageSwitcher: 'Language',
  languageOffer: 'This page is also in {language}',
  closeLanguageOffer: 'Close this notice',

  // Home
  greeting: 'Hi, I’m {name}',
  keySkills: 'Key Skills',
  openToWork: 'Open to work',
  localTime: '{time} local time',
  featuredProject: 'Featured project',
  journeyButton: 'My Professional Journey',
  workButton: 'Explore My Work',

  // Experience
  experienceHeading: 'My Professional Journey & Growth',
  resumeButton: 'Get my Resume',
  workHistory: 'Work history',
  education: 'Education',
  certifications: 'Certifications',

  // Projects
  projectsHeading: 'Projects',
  projectsIntro:
    'Things I have built, with their source code and, where there is one, a live demo.',
  projectList: 'Projects',
  // The filter of a long list of projects (six or more): its label, its first choice, what it
  // says of the projects shown; the heading over the projects without a picture.
  technologyFilter: 'Filter by technology',
  allTechnologies: 'All',
  projectsWith: 'Projects with {technology}: {count} of {total}',
  allProjectsShown: 'All projects: {count}',
  moreProjects: 'More projects',
  technologiesOf: '{title} technologies',
  screenshotOf: 'Screenshot of {title}',
  sourceButton: 'GitHub',
  sourceCodeOf: '{title} source code',
  liveDemo: 'Live Demo',
  caseStudyButton: 'Read the case study',
  backToProjects: 'Back to Projects',
  gitHubRepos: 'Open source on GitHub',
  topicsOf: '{name} topics',
  repoLanguage: 'Language:',
  // A count's words by the language's plural rules (Intl.PluralRules): `starsOne` and
  // `starsOther` here; a language with more forms adds `starsZero`, `starsTwo`, `starsFew` or
  // `starsMany` (countedText in ./index.ts), each else read as `starsOther`.
  starsOne: '{count} star',
  starsOther: '{count} stars',

  // Writing (an optional screen: the owner's articles)
  writingNav: 'Writing',
  writingHeading: 'Writing',
  writingIntro: 'What I have written, newest first.',
  articleList: 'Articles',
  backToWriting: 'Back to Writing',
  footnotes: 'Footnotes',
  backToReference: 'Back to reference {n}',
  writingFeed: 'Subscribe to the feed',
  // A case study's or an article's page: its contents, its headings' links, code and diagrams
  pageContents: 'On this page',
  sectionLink: 'Link to this section: {heading}',
  copyCode: 'Copy code',
  codeCopied: 'Copied',
  diagramOf: 'Diagram: {labels}',

  // Contact
  contactHeading: "Have a Project in Mind? Let's Connect!",
  contactIntro:
    'Whether it is a role, a collaboration or a question about my work, fill out the form below and I will get back to you soon.',
  contactForm: 'Contact form',
  nameField: 'Name',
  emailField: 'Email',
  titleField: 'Title',
  messageField: 'Message',
  characterCount: '{count} / {max} characters',
  sendMessage: 'Send Message',
  sending: 'Sending…',
  sent: 'Message sent successfully!',
  sendFailed: 'An error occurred, please try again.',
  closeAlert: 'Close',
  honeypot: 'Website (leave empty)',

  // Pages outside the screens
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at {path}. It may have moved, or the address may have a typo.',
  backHome: 'Back to Home',

  // The résumé PDF (scripts/build/resume/): its title, section headings, the end of a current job
  resumeTitle: '{name} – résumé',
  resumeSummary: 'Summary',
  resumeSkills: 'Skills',
  resumeExperience: 'Experience',
  resumeProjects: 'Projects',
  resumePresent: 'Present',

  // What the start-up script says (src/start-up/contract.ts names them)
  startFailed: 'This page could not finish loading ({failure}).',
  startSlow: 'This page is taking long to load.',
  networkError: 'network error',
  typedTextKept: 'What you typed is kept.',
  reload: 'Reload',
  messageNotSent: 'Your message was not sent.',
};

export type TextKey = keyof typeof en;

/**
 * Texts the site no longer shows (the app's loading bar and failure screen, gone with the app:
 * docs/decisions/0039): an owner's pack or content that still sets one builds, told that it may
 * go.
 */
export const retiredTextKeys = [
  'loadingPage',
  'partFailedHeading',
  'partFailedTitle',
  'failureType',
  'failureAddress',
  'addressUnknown',
  'checkConnection',
  'tryAgain',
  'errorHeading',
  'errorText',
  'errorDetails',
  'reloadPage',
] as const;

/** A language's words: every key of the English dictionary; and, for a language Intl cannot tell
 * the direction of, which way it is written (./direction.ts). */
export type Dictionary = Record<TextKey, string> &
  Partial<Record<ExtraPluralKey, string>> & { direction?: Direction };

/** The texts with a count (`starsOne`, `starsOther`…), by the name before their form. */
export const countedTexts = ['stars'] as const;
export type CountedText = (typeof countedTexts)[number];

/** Plural forms beyond one and other, which some languages' rules have (Arabic all four, Polish
 * and Ukrainian few and many): optional texts, so no pack has to say them. */
export const extraPluralForms = ['Zero', 'Two', 'Few', 'Many'] as const;
export type ExtraPluralKey = `${CountedText}${(typeof extraPluralForms)[number]}`;
export const extraPluralKeys = countedTexts.flatMap((name) =>
  extraPluralForms.map((form) => `${name}${form}` as ExtraPluralKey),
);
