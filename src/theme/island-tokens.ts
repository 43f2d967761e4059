import { alpha, createTheme, type Palette, type Theme } from '@mui/material/styles';
import type { Content } from '../content/schema.ts';
import { schemesOf, colorSchemeAttribute, offersSchemeSwitch } from './color-scheme.ts';
import { themeFor, schemePalettes } from './theme.ts';
import type { FontKind } from '../content/build-data';
import type { PageScript } from './script-styles.ts';
import type { Scheme } from './brand.ts';

// The design tokens of the parts of a page that come alive in the browser (islands:
// src/shared/island.tsx), as CSS custom properties: their CSS (plain files beside them) reads
// `var(--pf-…)`, and the build writes the values from the owner's theme into the page that shows
// one, for each colour scheme the site has. They are the values the rest of the page is drawn
// with (the same theme), so an island looks as the page around it for any owner's colour, font
// and script.

type Tokens = Record<string, string>;

const typeVariants = ['body1', 'body2', 'caption', 'button'] as const;

/** A scheme's palette as MUI's CSS variables theme derives it: with the components' own tones. */
type DerivedPalette = Palette & { Alert: Record<string, string> };

/** The palette MUI derives for a scheme (the alerts' tones among it), as its CSS variables
 * theme computes them. */
function derivedPalette(content: Pick<Content, 'theme'>, scheme: Scheme): DerivedPalette {
  const palettes = schemePalettes(content.theme);
  const theme = createTheme({
    cssVariables: { colorSchemeSelector: colorSchemeAttribute, cssVarPrefix: '' },
    colorSchemes: { [scheme]: { palette: palettes[scheme] } },
    defaultColorScheme: scheme,
  });
  const { colorSchemes } = theme as unknown as {
    colorSchemes: Partial<Record<Scheme, { palette: DerivedPalette }>>;
  };
  const derived = colorSchemes[scheme]?.palette;
  if (!derived) throw new Error(`island tokens: the theme has no ${scheme} scheme`);
  return derived;
}

function colorTokens(content: Pick<Content, 'theme'>, scheme: Scheme): Tokens {
  const palette = derivedPalette(content, scheme);
  const { primary, text, action, surface, Alert, success, error } = palette;
  const dark = scheme === 'dark';
  return {
    '--pf-primary': primary.main,
    '--pf-primary-hover': primary.dark,
    '--pf-on-primary': primary.contrastText,
    '--pf-text': text.primary,
    '--pf-text-muted': text.secondary,
    '--pf-line-strong': surface.lineStrong,
    '--pf-field': surface.field,
    '--pf-hover': action.hover,
    '--pf-disabled': action.disabled,
    '--pf-disabled-bg': action.disabledBackground,
    '--pf-link-underline': alpha(primary.main, 0.4),
    '--pf-autofill-shadow': dark ? 'inset 0 0 0 100px #266798' : 'none',
    '--pf-autofill-text': dark ? '#fff' : 'inherit',
    '--pf-success-text': Alert.successColor ?? success.light,
    '--pf-success-bg': Alert.successStandardBg ?? 'transparent',
    '--pf-success-icon': success.main,
    '--pf-error-text': Alert.errorColor ?? error.light,
    '--pf-error-bg': Alert.errorStandardBg ?? 'transparent',
    '--pf-error-icon': error.main,
  };
}

function typeTokens(theme: Theme): Tokens {
  const tokens: Tokens = { '--pf-font': theme.typography.fontFamily ?? 'inherit' };
  for (const variant of typeVariants) {
    const style = theme.typography[variant];
    tokens[`--pf-${variant}-size`] = String(style.fontSize);
    tokens[`--pf-${variant}-weight`] = String(style.fontWeight);
    tokens[`--pf-${variant}-line`] = String(style.lineHeight);
    tokens[`--pf-${variant}-tracking`] = String(style.letterSpacing ?? 'normal');
  }
  return tokens;
}

/** The declarations of `tokens` that `css` reads. */
function declarations(tokens: Tokens, css: string): string {
  return Object.entries(tokens)
    .filter(([name]) => css.includes(`var(${name})`))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The tokens `css` (an island's) reads, as CSS for the owner's theme: the type and the colours of
 * the site's one scheme on :root; with the theme switch, the dark scheme's there and the light
 * one's under the attribute that puts it in force.
 */
export function islandTokenCss(
  css: string,
  content: Pick<Content, 'theme'>,
  fontKind?: FontKind,
  script?: PageScript,
): string {
  const type = declarations(typeTokens(themeFor(content, fontKind, script)), css);
  const [first, ...others] = schemesOf(content);
  if (!first) return '';
  const root = [type, declarations(colorTokens(content, first), css)].filter(Boolean).join(';');
  const switched = offersSchemeSwitch(content)
    ? others.map(
        (scheme) =>
          `[${colorSchemeAttribute}="${scheme}"]{${declarations(colorTokens(content, scheme), css)}}`,
      )
    : [];
  return [root ? `:root{${root}}` : '', ...switched].join('');
}
