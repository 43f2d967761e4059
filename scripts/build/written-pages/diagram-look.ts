// A diagram in the site's look: Mermaid's theme variables from the owner's palette in each scheme
// the site shows, and one drawing for both schemes, its colours CSS variables switched as the
// site's are (the attribute src/start-up/scheme.ts sets on <html>).
import type { Content, ThemeSettings } from '../../../src/content/schema.ts';
import { defaultFont, fontStack } from '../../../src/theme/tokens.ts';
import { findFontPackage, type FontPackage } from '../fonts/font-package.ts';
import { schemeColors, ownerScheme, type Scheme } from '../../../src/theme/brand.ts';
import { over } from '../../../src/theme/color.ts';
import { colorSchemeAttribute, schemesOf } from '../../../src/theme/color-scheme.ts';
import { surfacesFor } from '../../../src/theme/surfaces.ts';

export type ThemeVariables = Record<string, string | boolean>;

/**
 * Mermaid's variables for a scheme: boxes in the tone of the skills with their text (which the
 * site's checks make pass on it), edged in the primary; lines and labels in the page's text
 * colours on the page; groups and notes on the panel colour.
 */
export function themeVariables(scheme: Scheme, theme: ThemeSettings | undefined, font: string) {
  const colors = schemeColors(theme)[scheme];
  const surfaces = surfacesFor(scheme, colors);
  const page = colors.background;
  const panel = colors.paper;
  const text = over(colors.text, page);
  const quiet = over(colors.textSecondary, page);
  const tone = over(surfaces.tonal, page);
  const line = over(surfaces.lineStrong, panel);
  return {
    darkMode: scheme === 'dark',
    fontFamily: font,
    fontSize: '16px',
    background: page,
    primaryColor: tone,
    primaryTextColor: surfaces.onTonal,
    primaryBorderColor: colors.primary,
    secondaryColor: panel,
    secondaryTextColor: text,
    secondaryBorderColor: line,
    tertiaryColor: panel,
    tertiaryTextColor: text,
    tertiaryBorderColor: line,
    mainBkg: tone,
    nodeBorder: colors.primary,
    nodeTextColor: surfaces.onTonal,
    textColor: text,
    titleColor: text,
    lineColor: quiet,
    edgeLabelBackground: page,
    clusterBkg: panel,
    clusterBorder: line,
    noteBkgColor: panel,
    noteTextColor: text,
    noteBorderColor: colors.primary,
    actorBkg: tone,
    actorBorder: colors.primary,
    actorTextColor: surfaces.onTonal,
    actorLineColor: quiet,
    signalColor: text,
    signalTextColor: text,
    labelBoxBkgColor: tone,
    labelBoxBorderColor: colors.primary,
    labelTextColor: surfaces.onTonal,
    loopTextColor: text,
    activationBkgColor: panel,
    activationBorderColor: colors.primary,
    sequenceNumberColor: panel,
    errorBkgColor: panel,
    errorTextColor: text,
  } satisfies ThemeVariables;
}

/** The schemes a diagram is drawn in, the one a first visit shows first. */
export function diagramSchemes(theme: ThemeSettings | undefined): Scheme[] {
  const shown = ownerScheme(theme);
  return [shown, ...schemesOf({ theme }).filter((scheme) => scheme !== shown)];
}

export type DiagramLook = {
  /** Mermaid's theme variables of each scheme the site shows, the shown one first. */
  schemes: { scheme: Scheme; variables: ThemeVariables }[];
  /** The owner's font: its package, whose faces the browser measures the text in. */
  font: FontPackage | undefined;
};

/** How the owner's diagrams look: the site's colours in each scheme it shows, and its font. */
export function diagramLook(content: Pick<Content, 'theme'>): DiagramLook {
  const font = findFontPackage(content.theme?.font ?? defaultFont);
  const kind =
    font?.category === 'serif' || font?.category === 'monospace' ? font.category : undefined;
  const family = fontStack(content.theme?.font ?? defaultFont, kind);
  return {
    schemes: diagramSchemes(content.theme).map((scheme) => ({
      scheme,
      variables: themeVariables(scheme, content.theme, family),
    })),
    font,
  };
}

/** A colour as Mermaid writes it, where it is a value (a class named "white" is not a colour). */
const colour =
  /#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)|(?<=[:"'\s])(?:black|white|gr[ae]y|lightgr[ae]y|transparent|red|green|blue|yellow|orange|purple)(?=[;"'}\s!])/gi;

/**
 * One drawing of a diagram drawn alike in two schemes: each colour that differs becomes a CSS
 * variable, the shown scheme's by default and the other's under the site's attribute for it.
 * Undefined when the drawings differ in more than their colours.
 */
export function oneDrawing(
  drawings: readonly { scheme: Scheme; svg: string }[],
  id: string,
): string | undefined {
  const [shown, other] = drawings;
  if (!shown) return undefined;
  if (!other) return shown.svg;
  const parts = shown.svg.split(colour);
  const otherParts = other.svg.split(colour);
  if (parts.length !== otherParts.length || parts.some((part, at) => part !== otherParts[at]))
    return undefined;
  const colours = shown.svg.match(colour) ?? [];
  const otherColours = other.svg.match(colour) ?? [];
  const names = new Map<string, string>();
  const values: Record<Scheme, string[]> = { dark: [], light: [] };
  const drawn = parts
    .map((part, at) => {
      const value = colours[at];
      const otherValue = otherColours[at];
      if (value === undefined || otherValue === undefined) return part;
      if (value === otherValue) return part + value;
      const pair = `${value}|${otherValue}`;
      let name = names.get(pair);
      if (!name) {
        name = `--${id}-${names.size}`;
        names.set(pair, name);
        values[shown.scheme].push(`${name}:${value}`);
        values[other.scheme].push(`${name}:${otherValue}`);
      }
      return `${part}var(${name})`;
    })
    .join('');
  const variables =
    `#${id}{${values[shown.scheme].join(';')}}` +
    `html[${colorSchemeAttribute}="${other.scheme}"] #${id}{${values[other.scheme].join(';')}}`;
  return drawn.replace(/<style>/, `<style>${variables}`);
}
