// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { glowAcross } from './atmosphere';
import { isCased, scriptStyles } from './script-styles';
import { components } from './components';
import { typography } from './tokens';
import { themeFor } from './theme';

describe('the styles of a page’s script', () => {
  it('adds nothing to a Latin page written left to right', () => {
    expect(scriptStyles({ language: 'en', direction: 'ltr' })).toEqual({});
    // The page's own global styles, as they were: the sample's CSS does not change.
    const latin = themeFor({ theme: undefined });
    expect(latin.direction).toBe('ltr');
    expect(latin.components?.MuiCssBaseline?.styleOverrides).toBe(
      components.MuiCssBaseline?.styleOverrides,
    );
  });

  it('sets the owner’s words and typed text apart on a page written right to left', () => {
    const styles = JSON.stringify(scriptStyles({ language: 'he', direction: 'rtl' }));
    expect(styles).toContain('"unicodeBidi":"plaintext"');
    expect(styles).toContain('"unicodeBidi":"isolate"');
    // The glow mirrored: on the page's end side, the left.
    expect(styles).toContain(`"${glowAcross}":"20%"`);
    expect(JSON.stringify(scriptStyles({ language: 'en', direction: 'ltr' }))).not.toContain(
      glowAcross,
    );
    expect(
      themeFor({ theme: undefined }, undefined, { language: 'ar', direction: 'rtl' }).direction,
    ).toBe('rtl');
  });

  it('keeps each block of a right-to-left page on the page’s edge, whatever its first letter', () => {
    const styles = JSON.stringify(scriptStyles({ language: 'he', direction: 'rtl' }));
    expect(styles).toContain('"textAlign":"left"');
  });

  it('opens the headings’ leading for scripts whose marks reach far above and below', () => {
    const headings = (language: string) =>
      scriptStyles({ language, direction: 'ltr' })[':root :is(h1, h2, h3, h4, h5, h6)'];
    for (const language of ['ar', 'fa', 'ur', 'th', 'hi', 'bn', 'km', 'my'])
      expect(headings(language), language).toEqual({ lineHeight: 1.35 });
    for (const language of ['en', 'ru', 'el', 'he', 'ja', 'zh', 'ko'])
      expect(headings(language), language).toBeUndefined();
  });

  it('spaces a label’s letters out only in a script with capitals', () => {
    for (const language of ['en', 'de', 'ru', 'el', 'sr-Latn', 'hy'])
      expect(isCased(language), language).toBe(true);
    for (const language of ['he', 'ar', 'fa', 'ja', 'zh-Hant', 'ko', 'hi', 'th'])
      expect(isCased(language), language).toBe(false);
    const tracking = (language: string, direction: 'ltr' | 'rtl' = 'ltr') =>
      themeFor({ theme: undefined }, undefined, { language, direction }).typography.overline
        .letterSpacing;
    expect(tracking('en')).toBe(typography.overline?.letterSpacing);
    expect(tracking('ru')).toBe(typography.overline?.letterSpacing);
    expect(typography.overline?.letterSpacing).not.toBe(0);
    expect(tracking('he', 'rtl')).toBe(0);
    expect(tracking('ar', 'rtl')).toBe(0);
    expect(tracking('ja')).toBe(0);
  });

  it('breaks CJK lines by its rules and never fakes a bold or an italic', () => {
    for (const language of ['ja', 'zh-Hans', 'ko']) {
      const styles = JSON.stringify(scriptStyles({ language, direction: 'ltr' }));
      expect(styles, language).toContain('"fontSynthesis":"none"');
      expect(styles, language).toContain('"lineBreak":"strict"');
      expect(styles, language).toContain('"overflowWrap":"anywhere"');
    }
    expect(JSON.stringify(scriptStyles({ language: 'ja', direction: 'ltr' }))).toContain(
      'auto-phrase',
    );
    expect(JSON.stringify(scriptStyles({ language: 'ko', direction: 'ltr' }))).toContain(
      '"wordBreak":"keep-all"',
    );
  });

  it('sets CJK solid, with looser lines than Latin, at the scale’s sizes', () => {
    const latin = themeFor({ theme: undefined }).typography;
    const cjk = themeFor({ theme: undefined }, undefined, {
      language: 'ja',
      direction: 'ltr',
    }).typography;
    expect(latin.display.letterSpacing).toBe('-0.035em');
    expect(Number(latin.display.lineHeight)).toBeLessThan(1.2);
    for (const variant of ['display', 'h1', 'h2', 'h3'] as const) {
      expect(cjk[variant].letterSpacing, variant).toBe('0em');
      expect(cjk[variant].lineHeight, variant).toBe('1.3');
      expect(cjk[variant].fontSize, variant).toBe(latin[variant].fontSize);
      // At every breakpoint, not only the smallest.
      expect(JSON.stringify(cjk[variant]), variant).not.toMatch(/"lineHeight":"(?!1\.3")/);
    }
    for (const variant of ['body1', 'body2', 'lead'] as const)
      expect(cjk[variant].lineHeight, variant).toBe('1.7');
    expect(
      themeFor({ theme: undefined }, undefined, { language: 'zh-Hans', direction: 'ltr' })
        .typography.h1.letterSpacing,
    ).toBe('0em');
  });
});
