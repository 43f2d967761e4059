import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { content, textOf, type Content } from '../../content';
import { bothOwners, otherOwner } from '../../test/other-owner';
import { screenName } from '../route-table';
import { screensFor } from '../site-screens';
import { renderPage } from '../../test/render-app';
import { phoneMenuId } from '../../start-up/phone-menu';
import { workMenuWithoutPopovers } from '../../start-up/phone-menu-fallback';
import { mainContentId } from '../../start-up/contract';
import { spriteIconHref } from './sprite-icon';
import { atPhoneWidth } from '../../test/viewport';

function permanentDrawerNav(owned: Content = content) {
  // One drawer, beside the page from 600 px (the test window is wider; a role query takes the
  // drawer for a closed popover), and the phone menu below.
  return screen.getByRole('navigation', { name: textOf(owned).mainNavigation, hidden: true });
}
const t = textOf(content);
const names = Object.fromEntries(
  screensFor(content).map((route) => [route.part, screenName(route, content)]),
);
const hidden = { hidden: true };

it('has no External Links section for an owner without links', async () => {
  const owned = { ...otherOwner, externalLinks: [] };
  await renderPage('/', { content: owned });
  const nav = permanentDrawerNav(owned);
  expect(within(nav).queryByText(textOf(owned).externalLinks)).not.toBeInTheDocument();
  expect(within(nav).getAllByRole('link', hidden).length).toBeGreaterThan(0);
});

describe.each(bothOwners)('app shell with %s', (_, owned) => {
  it('shows the drawer header, the screens of the route table and the external links', async () => {
    await renderPage('/', { content: owned });
    const nav = permanentDrawerNav(owned);
    const ownText = textOf(owned);
    expect(within(nav).getByText(ownText.drawerHeading)).toBeInTheDocument();
    const screens = screensFor(owned);
    const links = screens.map((route) =>
      within(nav).getByRole('link', { name: screenName(route, owned), ...hidden }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      screens.map((route) => `#${route.path}`),
    );
    const lists = within(nav).queryAllByRole('list', { name: ownText.externalLinks, ...hidden });
    // No section at all for an owner without links.
    expect(lists).toHaveLength(owned.externalLinks.length > 0 ? 1 : 0);
    const items = lists.flatMap((list) => within(list).queryAllByRole('link', hidden));
    expect(items).toHaveLength(owned.externalLinks.length);
    owned.externalLinks.forEach((link, index) => {
      const item = items[index]!;
      expect(item).toHaveAttribute('href', link.url);
      if (link.icon === 'email') {
        // A mailto: link opens the mail app, not a tab.
        expect(item).not.toHaveAttribute('target');
        expect(item).toHaveAccessibleName(link.text);
      } else {
        expect(item).toHaveAttribute('target', '_blank');
        expect(item).toHaveAttribute('rel', 'noopener noreferrer');
        expect(item).toHaveAccessibleName(`${link.text} ${ownText.opensInNewTab}`);
      }
    });
  });

  it('gives each kind of link its own icon', async () => {
    await renderPage('/', { content: owned });
    const icons = within(permanentDrawerNav(owned))
      .queryAllByRole('list', { name: textOf(owned).externalLinks, ...hidden })
      .flatMap((list) => within(list).queryAllByRole('link', hidden))
      .map((link) => link.querySelector('svg use')?.getAttribute('href'));
    const kinds = owned.externalLinks.map((link) => link.icon);
    // Each a symbol of icons.svg, drawn by its own path (sprite-icon.test.ts).
    icons.forEach((icon, index) => expect(icon).toBe(spriteIconHref(kinds[index]!)));
    // Same kind, same icon; different kinds, different icons.
    expect(new Set(icons).size).toBe(new Set(kinds).size);
    kinds.forEach((kind, index) => expect(icons[kinds.indexOf(kind)]).toBe(icons[index]));
  });

  it('has a top bar with the owner name and a labelled menu button', async () => {
    atPhoneWidth();
    await renderPage('/', { content: owned });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(owned.owner.name)).toBeInTheDocument();
    const menu = within(banner).getByRole('button', { name: textOf(owned).openMenu });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('app shell', () => {
  it('marks the screen it is rendered for as the current one, and no other', async () => {
    await renderPage('/projects');
    const nav = permanentDrawerNav();
    expect(within(nav).getByRole('link', { name: names.projects, ...hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: names.home, ...hidden })).not.toHaveAttribute(
      'aria-current',
    );
  });

  /** The phone menu as the page's script works it where the browser has no popovers (the test
   * environment's case; the popover itself, a click outside, the browser's Escape: e2e/layout). */
  async function phoneMenu() {
    atPhoneWidth();
    const view = await renderPage('/');
    const menu = document.getElementById(phoneMenuId);
    if (!menu) throw new Error('the shell has no phone menu');
    workMenuWithoutPopovers(menu);
    return view;
  }

  it('opens the phone menu and closes it when a link is chosen', async () => {
    const { user } = await phoneMenu();
    const button = screen.getByRole('button', { name: t.openMenu });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: t.mainNavigation });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: names.home })).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: names.experience }));
    expect(screen.queryByRole('navigation', { name: t.mainNavigation })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps Tab inside the open phone menu and closes it on Escape, focusing the button', async () => {
    const { user } = await phoneMenu();
    const button = screen.getByRole('button', { name: t.openMenu });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: t.mainNavigation });
    // In page order: an owner who offers the theme switch has it before the links.
    const stops = [
      ...within(nav).queryAllByRole('button'),
      ...within(nav).getAllByRole('link'),
    ].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    stops[0]!.focus();
    await user.tab({ shift: true });
    expect(stops.at(-1)).toHaveFocus();
    await user.tab();
    expect(stops[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: t.mainNavigation })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers a skip link first, to the main content, which takes focus', async () => {
    const { user } = await renderPage('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: t.skipToMain });
    expect(skip).toHaveFocus();
    // The page's script moves focus there when it is followed (e2e/keyboard.spec.ts).
    expect(skip).toHaveAttribute('href', `#${mainContentId}`);
    expect(screen.getByRole('main')).toHaveAttribute('id', mainContentId);
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });
});

it('ends each screen with a colophon: the year in the page’s own digits and the owner’s name', async () => {
  // A language whose digits are not ASCII's.
  const owned: Content = { ...otherOwner, language: 'ar-EG' };
  await renderPage('/', { content: owned });
  const year = new Intl.NumberFormat('ar-EG', { useGrouping: false }).format(
    new Date().getFullYear(),
  );
  expect(year).not.toMatch(/\d/);
  const footer = screen.getByRole('contentinfo');
  expect(footer).toHaveTextContent(year);
  expect(footer).toHaveTextContent(owned.owner.name);
});
