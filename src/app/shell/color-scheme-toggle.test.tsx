import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textOf } from '../../content';
import { colorSchemeAttribute, colorSchemeStorageKey, themeColorsFor } from '../../theme';
import { otherOwner } from '../../test/other-owner';
import { renderApp } from '../../test/render-app';

const html = document.documentElement;

// The drawer, as the permanent one (a role query takes it for a closed popover: hidden).
const hidden = { hidden: true };
const t = textOf(otherOwner);
const themeColors = themeColorsFor(otherOwner.theme);
const drawer = () => screen.getByRole('navigation', { name: t.mainNavigation, ...hidden });

function themeSwitch() {
  return within(drawer()).getByRole('button', { name: t.darkTheme, ...hidden });
}

/** The device's colour preference, as `matchMedia` reports it. */
function devicePrefers(scheme: 'dark' | 'light') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' && scheme === 'dark',
    media: query,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  html.removeAttribute(colorSchemeAttribute);
  vi.unstubAllGlobals();
});

// An owner who offers the light theme, dark by default.
const offersLight = { ...otherOwner, theme: { ...otherOwner.theme, default: 'dark' as const } };

describe('the theme switch', () => {
  it('is not there without the owner’s theme setting: the specification’s dark theme only', () => {
    devicePrefers('light');
    renderApp('/', { content: { ...otherOwner, theme: undefined } });
    expect(within(drawer()).queryByRole('button', { name: t.darkTheme, ...hidden })).toBeNull();
    expect(html).not.toHaveAttribute(colorSchemeAttribute);
  });

  it('is in the drawer, and the theme is dark by default even when the device prefers light', async () => {
    devicePrefers('light');
    renderApp('/', { content: offersLight });
    await waitFor(() => expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true'));
    expect(html).toHaveAttribute(colorSchemeAttribute, 'dark');
  });

  it('moves to the light theme and back, and remembers the choice', async () => {
    const { user } = renderApp('/', { content: offersLight });
    const meta = document.head.appendChild(document.createElement('meta'));
    meta.name = 'theme-color';
    await waitFor(() => expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true'));

    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false');
    expect(html).toHaveAttribute(colorSchemeAttribute, 'light');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('light');
    expect(meta).toHaveAttribute('content', themeColors.light);

    await user.click(themeSwitch());
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true');
    expect(html).toHaveAttribute(colorSchemeAttribute, 'dark');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    expect(meta).toHaveAttribute('content', themeColors.dark);
    meta.remove();
  });

  it('starts from the owner’s setting', async () => {
    renderApp('/', {
      content: { ...otherOwner, theme: { ...otherOwner.theme, default: 'light' } },
    });
    await waitFor(() => expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false'));
    expect(html).toHaveAttribute(colorSchemeAttribute, 'light');
  });

  it('follows the device when the owner’s setting is "system"', async () => {
    devicePrefers('light');
    renderApp('/', {
      content: { ...otherOwner, theme: { ...otherOwner.theme, default: 'system' } },
    });
    await waitFor(() => expect(html).toHaveAttribute(colorSchemeAttribute, 'light'));
    expect(themeSwitch()).toHaveAttribute('aria-pressed', 'false');
  });

  it('puts the visitor’s remembered choice before the owner’s setting', async () => {
    localStorage.setItem(colorSchemeStorageKey, 'dark');
    renderApp('/', {
      content: { ...otherOwner, theme: { ...otherOwner.theme, default: 'light' } },
    });
    await waitFor(() => expect(themeSwitch()).toHaveAttribute('aria-pressed', 'true'));
    expect(html).toHaveAttribute(colorSchemeAttribute, 'dark');
  });
});
