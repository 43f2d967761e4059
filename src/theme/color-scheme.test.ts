// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findContentProblems } from '../content/schema';
import { otherOwner } from '../test/other-owner';
import { ownerScheme, schemeColors } from './brand';
import { offersSchemeSwitch, ownerColorMode, schemesOf } from './color-scheme';
import { siteProblems } from '../../scripts/site/site-checks-plugin';
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

  it('checks the brand colour in the schemes the site has only', () => {
    // A deep crimson reads on the light page, not on the dark one.
    const crimson = { ...otherOwner, theme: { primary: '#9f1239' } };
    expect(siteProblems({ ...crimson, theme: { ...crimson.theme, only: 'light' } })).toEqual([]);
    expect(siteProblems(crimson).join(' ')).toMatch(/dark/);
  });

  it('refuses `only` beside `default`, naming both', () => {
    const problems = findContentProblems({
      ...otherOwner,
      theme: { only: 'light', default: 'dark' },
    });
    expect(problems.join('\n')).toMatch(/content\.theme\.only: .*`only`.*`default`/);
  });
});
