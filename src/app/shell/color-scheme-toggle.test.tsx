import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textOf, type Content } from '../../content';
import { colorSchemeToggleAttribute } from '../../theme';
import { otherOwner } from '../../test/other-owner';
import { renderPage } from '../../test/render-app';

// The switch as the build renders it. The page's script works it (a press, the visitor's
// remembered choice, the device's scheme): scripts/build/prerender/page-tests/color-scheme.test.ts.

// The drawer, as the permanent one (a role query takes it for a closed popover: hidden).
const hidden = { hidden: true };
const t = textOf(otherOwner);
const drawer = () => screen.getByRole('navigation', { name: t.mainNavigation, ...hidden });
const themeSwitch = () => within(drawer()).queryByRole('button', { name: t.darkTheme, ...hidden });
const withTheme = (theme: Content['theme']): Content => ({ ...otherOwner, theme });

describe('the theme switch', () => {
  it('is not there without the owner’s theme setting: the specification’s dark theme only', async () => {
    await renderPage('/', { content: withTheme(undefined) });
    expect(themeSwitch()).toBeNull();
  });

  it.each([
    ['dark', 'true'],
    ['system', 'true'],
    ['light', 'false'],
  ] as const)(
    'is in the drawer, marked for the page’s script, pressed as the owner’s "%s" paints it',
    async (mode, pressed) => {
      await renderPage('/', { content: withTheme({ ...otherOwner.theme, default: mode }) });
      const button = themeSwitch();
      expect(button).toHaveAttribute(colorSchemeToggleAttribute);
      expect(button).toHaveAttribute('aria-pressed', pressed);
    },
  );
});
