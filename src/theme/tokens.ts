import type { PaletteOptions, ThemeOptions, TypographyVariantsOptions } from '@mui/material/styles';
import type { FontKind } from '../content/build-data';

export const drawerWidth = 240;
export const pageMaxWidth = 1200;
export const contactColumnMaxWidth = 600;
export const breakpointValues = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 };

/** The font the site uses unless the owner names another (content.theme.font). */
export const defaultFont = 'Inter';

/** The system's own faces of each kind of font. */
const fallbacks: Record<FontKind | 'sans-serif', string[]> = {
  'sans-serif': ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'],
  serif: ['ui-serif', 'Georgia', 'Cambria', '"Times New Roman"', 'Times', 'serif'],
  monospace: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', 'monospace'],
};

/** The owner's font first, then the system's own faces of its kind while it loads (or if not). */
export function fontStack(family: string, kind?: FontKind): string {
  const name = /^[\w-]+$/.test(family) ? family : `"${family}"`;
  return [name, ...fallbacks[kind ?? 'sans-serif']].join(',');
}

/** The font of code: the owner's own where it is a monospace family (a site set in JetBrains
 * Mono shows its code in it too), else the system's monospace faces. */
export function codeFontStack(family: string, kind?: FontKind): string {
  return kind === 'monospace' ? fontStack(family, kind) : fallbacks.monospace.join(', ');
}

/** The dark theme's main colours, without the owner's brand colour (the specification's). */
export const colors = {
  primary: '#90caf9',
  background: '#121212',
  paper: '#1e1e1e',
  text: '#ffffff',
  textSecondary: 'rgba(255, 255, 255, 0.72)',
} as const;

/** The light theme's, likewise: a deeper blue, so that the primary passes WCAG AA on white (5.7:1). */
export const lightColors = {
  primary: '#1565c0',
  background: '#f5f7fa',
  paper: '#ffffff',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.7)',
} as const;

export const darkPalette = {
  mode: 'dark',
  primary: {
    main: colors.primary,
    light: '#e3f2fd',
    dark: '#42a5f5',
    contrastText: 'rgba(0, 0, 0, 0.87)',
  },
  secondary: { main: '#ce93d8' },
  background: { default: colors.background, paper: colors.paper },
  text: { primary: colors.text, secondary: colors.textSecondary },
  divider: 'rgba(255, 255, 255, 0.12)',
  focusRing: '#e3f2fd',
  scrollbar: { thumb: '#555b61', track: colors.paper },
} satisfies PaletteOptions;

export const lightPalette = {
  mode: 'light',
  primary: {
    main: lightColors.primary,
    light: '#42a5f5',
    dark: '#0d47a1',
    contrastText: '#ffffff',
  },
  secondary: { main: '#8e24aa' },
  background: { default: lightColors.background, paper: lightColors.paper },
  text: { primary: lightColors.text, secondary: lightColors.textSecondary },
  divider: 'rgba(0, 0, 0, 0.12)',
  focusRing: '#0d47a1',
  scrollbar: { thumb: '#a9b1bb', track: '#e9edf2' },
} satisfies PaletteOptions;

export const print = { text: '#000000', paper: '#ffffff', rule: '#9e9e9e' };

/**
 * The type scale, in px: [size, line height] at each breakpoint from which it applies. Line
 * heights sit on a 4 px grid; the few sizes keep a screen to at most seven. Home's greeting is
 * the display size; every other screen's title is h1.
 */
export const typeScale = {
  display: { xs: [40, 44], md: [56, 60], lg: [64, 68] },
  h1: { xs: [36, 40], sm: [40, 44], md: [48, 52] },
  h2: { xs: [24, 32] },
  h3: { xs: [20, 28] },
  lead: { xs: [18, 28] },
  body1: { xs: [16, 24] },
  body2: { xs: [14, 20] },
  caption: { xs: [13, 20] },
  overline: { xs: [12, 16] },
} as const satisfies Record<string, Partial<Record<'xs' | 'sm' | 'md' | 'lg', [number, number]>>>;

type Step = Partial<Record<'xs' | 'sm' | 'md' | 'lg', readonly [number, number]>>;

/** A step of the scale at a viewport width: [size, line height] in px. */
export function typeAt(step: Step, width: number): readonly [number, number] {
  const applying = Object.entries(step).filter(
    ([at]) => breakpointValues[at as keyof typeof breakpointValues] <= width,
  );
  return applying.at(-1)?.[1] ?? [16, 24];
}

/** Tracking of each size of heading: the larger the type, the tighter. */
export const tracking = { display: '-0.035em', h1: '-0.03em', h2: '-0.02em', h3: '-0.01em' };

const rem = (px: number) => `${px / 16}rem`;

/** A step of the scale as CSS: its smallest size, then one media query per larger breakpoint. */
function step(scale: Step) {
  const css: Record<string, unknown> = {};
  for (const [at, [size, line]] of Object.entries(scale)) {
    const value = { fontSize: rem(size), lineHeight: `${line / size}` };
    if (at === 'xs') Object.assign(css, value);
    else css[`@media (min-width:${breakpointValues[at as 'sm']}px)`] = value;
  }
  return css;
}

/** Large type wraps in balanced lines, and a long word (a name, a German compound) breaks with a
 * hyphen in the page's language rather than running off a phone's screen. */
const headline = { textWrap: 'balance', overflowWrap: 'break-word', hyphens: 'auto' } as const;

export const fontWeights = { regular: 400, medium: 500, semibold: 600, bold: 700, display: 750 };

export const typography: TypographyVariantsOptions = {
  fontWeightMedium: fontWeights.medium,
  display: {
    ...step(typeScale.display),
    fontWeight: fontWeights.display,
    letterSpacing: tracking.display,
    ...headline,
  },
  h1: {
    ...step(typeScale.h1),
    fontWeight: fontWeights.bold,
    letterSpacing: tracking.h1,
    ...headline,
  },
  h2: { ...step(typeScale.h2), fontWeight: fontWeights.semibold, letterSpacing: tracking.h2 },
  h3: { ...step(typeScale.h3), fontWeight: fontWeights.semibold, letterSpacing: tracking.h3 },
  h4: { ...step(typeScale.h3), fontWeight: fontWeights.semibold, letterSpacing: tracking.h3 },
  h5: { ...step(typeScale.body1), fontWeight: fontWeights.semibold },
  h6: { ...step(typeScale.body1), fontWeight: fontWeights.semibold },
  lead: { ...step(typeScale.lead), fontWeight: fontWeights.regular },
  subtitle1: { ...step(typeScale.body1), fontWeight: fontWeights.medium },
  subtitle2: { ...step(typeScale.body2), fontWeight: fontWeights.medium },
  body1: step(typeScale.body1),
  body2: step(typeScale.body2),
  caption: step(typeScale.caption),
  overline: {
    ...step(typeScale.overline),
    fontWeight: fontWeights.semibold,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
  },
  button: {
    ...step(typeScale.body2),
    fontWeight: fontWeights.semibold,
    textTransform: 'none',
  },
};

/**
 * Chinese, Japanese and Korean are set solid, each character in its own square: no tracking
 * (a negative one runs characters into each other), and more space between lines than Latin
 * needs for the dense strokes, most for running text. Sizes stay the scale's.
 */
export const cjkType = {
  tracking: '0em',
  headingLine: 1.3,
  textLine: 1.7,
  headings: ['display', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  text: ['lead', 'subtitle1', 'subtitle2', 'body1', 'body2', 'caption'],
} as const;

/** A variant of the scale with one line height at every breakpoint, and CJK's tracking. */
function solid(variant: unknown, lineHeight: number): unknown {
  if (!variant || typeof variant !== 'object') return variant;
  return Object.fromEntries(
    Object.entries(variant).map(([key, value]) => [
      key,
      key === 'lineHeight'
        ? `${lineHeight}`
        : key === 'letterSpacing'
          ? cjkType.tracking
          : key.startsWith('@media')
            ? solid(value, lineHeight)
            : value,
    ]),
  );
}

/** The type scale for a page in Chinese, Japanese or Korean. */
export function cjkTypography(latin: TypographyVariantsOptions): TypographyVariantsOptions {
  const variants: Record<string, unknown> = { ...latin };
  for (const name of cjkType.headings) variants[name] = solid(variants[name], cjkType.headingLine);
  for (const name of cjkType.text) variants[name] = solid(variants[name], cjkType.textLine);
  return variants as TypographyVariantsOptions;
}

/** Spacing, in steps of the theme's 8 px unit: inside a block, between blocks, between sections. */
/** The custom property holding the width of the owner's font's average character (the build
 * measures it: scripts/build/fonts/font-measures.ts `averageCharacter`). */
export const characterWidth = '--character';

/** A text column `characters` wide in the owner's font, whatever its letters' width: a line
 * length the eye reads well (about 70), in a narrow serif as in a wide sans. */
export const measure = (characters: number) =>
  `calc(${characters} * var(${characterWidth}, 0.5em))`;

export const space = { tight: 1, stack: 2, group: 3, block: 5, section: 8 } as const;

/** The page's padding, in spacing steps: at the sides, above and below each screen. */
export const pagePadding = {
  x: { xs: 2.5, sm: space.group, md: space.block },
  top: { xs: space.block, md: 7 },
  bottom: { xs: space.block, md: space.section },
} as const;

/** The footer's height, px: one caption line and the space under it. */
export const footerHeight = 52;

/** The height of the first view left for Home's content, from `md` up, for centring it there. */
export const homeFirstView = `calc(100svh - ${pagePadding.top.md * 8 * 2}px)`;

/** Corner radii, px: the navigation's pill, buttons and fields, cards, chips. */
export const radius = { sm: 8, md: 10, lg: 12, pill: 999 } as const;

/** Heights of the two button sizes, px: main actions (a comfortable touch target) and in cards. */
export const controlHeight = { main: 44, compact: 36 } as const;

/** The soft shadow of a card under the pointer, the same in both schemes. */
export const hoverShadow = '0 12px 32px -12px rgba(0, 0, 0, 0.45)';

/** Motion: one ease-out curve and a few durations (ms). All of it is off with reduced motion. */
export const motion = {
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
  color: 150,
  hover: 200,
  page: 300,
  rise: 420,
  /** Delay between Home's blocks as they rise in (the first, the greeting, is never delayed). */
  stagger: 60,
  /** How far things rise, px. */
  distance: 8,
  /** How far a card lifts on hover, px. */
  lift: 2,
} as const;

/** The page fade the specification fixes (0.3 s). */
export const pageFadeMs = motion.page;

export const breakpoints: ThemeOptions['breakpoints'] = { values: breakpointValues };

export const shape: ThemeOptions['shape'] = { borderRadius: 8 };
