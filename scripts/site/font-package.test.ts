// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontFaceCss, findFontPackage } from './font-package.ts';

describe('the font faces', () => {
  // A serif or monospace family falls back to the system's faces of its kind, a sans-serif one
  // to the theme's own stack (src/theme/tokens.ts, fontStack).
  const roboto = findFontPackage('Roboto');
  if (!roboto) throw new Error('@fontsource-variable/roboto is a devDependency');

  it('say which system faces stand in for a family that is not sans-serif', () => {
    expect(roboto.category).toBe('sans-serif');
    expect(fontFaceCss(roboto, ['latin'])).not.toContain('--font-fallback');
    const asSerif = fontFaceCss({ ...roboto, category: 'serif' }, ['latin']);
    expect(asSerif).toMatch(/--font-fallback: [^;]*\bserif;/);
    expect(asSerif).not.toMatch(/--font-fallback: [^;]*sans-serif/);
    const asMono = fontFaceCss({ ...roboto, category: 'monospace' }, ['latin']);
    expect(asMono).toMatch(/--font-fallback: [^;]*\bmonospace;/);
  });
});
