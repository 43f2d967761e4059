// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Content } from '../content/schema';
import { palettesFor } from './brand';
import { colorSchemeAttribute } from './color-scheme';
import { islandTokenCss } from './island-tokens';
import { themeFor } from './theme';

// The tokens of an island's CSS (src/features/contact/contact-form.css reads them), from the
// owner's theme: the values the rest of the page is drawn with.

const reads =
  '.a{color:var(--pf-primary);font-family:var(--pf-font);font-size:var(--pf-button-size)}';
const mainOf = (theme: Content['theme'], scheme: 'dark' | 'light') =>
  (palettesFor(theme)[scheme].primary as { main: string }).main;

describe('an island’s tokens', () => {
  it('are the owner’s primary and font, and only those its CSS reads', () => {
    const theme = { primary: '#2a9d8f', font: 'Lora' };
    const css = islandTokenCss(reads, { theme });
    expect(css).toMatch(/^:root\{[^}]*\}$/);
    expect(css).toContain(`--pf-primary:${mainOf(theme, 'dark')}`);
    expect(css).toContain(`--pf-font:${themeFor({ theme }).typography.fontFamily}`);
    expect(css).toContain(`--pf-button-size:${themeFor({ theme }).typography.button.fontSize}`);
    expect(css).not.toContain('--pf-text-muted');
  });

  it('hold each scheme’s colours where the site has both, the light one under its attribute', () => {
    const theme = { primary: { dark: '#93c5fd', light: '#1e3a8a' }, default: 'system' as const };
    const css = islandTokenCss(reads, { theme });
    const light = new RegExp(`\\[${colorSchemeAttribute}="light"\\]\\{([^}]*)\\}`).exec(css);
    expect(css.split(light?.[0] ?? '')[0]).toContain(`--pf-primary:${mainOf(theme, 'dark')}`);
    expect(light?.[1]).toBe(`--pf-primary:${mainOf(theme, 'light')}`);
  });

  it('are the light scheme’s for a site in that scheme alone', () => {
    const theme = { primary: '#e76f51', only: 'light' as const };
    const css = islandTokenCss(reads, { theme });
    expect(css).toContain(`--pf-primary:${mainOf(theme, 'light')}`);
    expect(css).not.toContain(colorSchemeAttribute);
  });
});
