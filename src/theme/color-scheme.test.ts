// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../content/content-problems';
import { otherOwner } from '../test/other-owner';
import { ownerScheme, schemeColors } from './brand';
import { offersSchemeSwitch, ownerColorMode, schemesOf } from './color-scheme';
import { themeFor } from './theme';

describe('the schemes an owner’s site has', () => {
  it('is the dark one alone without a setting, both with `default`, the chosen one with `only`', () => {
    expect(schemesOf({})).toEqual(['dark']);
    expect(schemesOf({ theme: { default: 'system' } })).toEqual(['dark', 'light']);
    expect(schemesOf({ theme: { only: 'light' } })).toEqual(['light']);
    expect(schemesOf({ theme: { only: 'dark' } })).toEqual(['dark']);
    expect(offersSchemeSwitch({ theme: { only: 'light' } })).toBe(false);
    expect(ownerColorMode({ theme: { only: 'light' } })).toBe('light');
    expect(ownerScheme({ only: 'light' })).toBe('light');
  });

  it('draws a light-only site in the light palette, its colours written into the CSS', () => {
    const theme = themeFor({ theme: { only: 'light', primary: '#9f1239' } });
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.background.default).toBe(
      schemeColors({ primary: '#9f1239' }).light.background,
    );
    expect(theme.palette.primary.main).toBe('#9f1239');
  });

  it('refuses `only` beside `default`, naming both', () => {
    const problems = findContentProblems({
      ...otherOwner,
      theme: { only: 'light', default: 'dark' },
    });
    expect(problems.join('\n')).toMatch(/content\.theme\.only: .*`only`.*`default`/);
  });
});
