import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bothOwners } from '../../test/other-owner';
import { renderApp } from '../../test/render-app';

function permanentDrawerNav() {
  // One drawer, beside the page from 600 px (a media query jsdom does not apply: it takes the
  // drawer for a closed popover), and the phone menu below.
  return screen.getByRole('navigation', { name: 'Main', hidden: true });
}
const hidden = { hidden: true };

describe.each(bothOwners)('app shell with %s', (_, owned) => {
  it('shows the drawer header, the four screens and the external links', () => {
    renderApp('/', { content: owned });
    const nav = permanentDrawerNav();
    expect(within(nav).getByText('Portfolio')).toBeInTheDocument();
    const links = ['Home', 'Experience', 'Projects', 'Contact Me'].map((name) =>
      within(nav).getByRole('link', { name, ...hidden }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/experience',
      '/projects',
      '/contact',
    ]);
    const external = within(nav).getByRole('list', { name: 'External Links', ...hidden });
    const items = within(external).getAllByRole('link', hidden);
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
        expect(item).toHaveAccessibleName(`${link.text} (opens in a new tab)`);
      }
    });
  });

  it('gives each kind of link its own icon', () => {
    renderApp('/', { content: owned });
    const external = within(permanentDrawerNav()).getByRole('list', {
      name: 'External Links',
      ...hidden,
    });
    const icons = within(external)
      .getAllByRole('link', hidden)
      .map((link) => link.querySelector('svg path')?.getAttribute('d'));
    const kinds = owned.externalLinks.map((link) => link.icon);
    icons.forEach((icon) => expect(icon).toBeTruthy());
    // Same kind, same icon; different kinds, different icons.
    expect(new Set(icons).size).toBe(new Set(kinds).size);
    kinds.forEach((kind, index) => expect(icons[kinds.indexOf(kind)]).toBe(icons[index]));
  });

  it('has a top bar with the owner name and a labelled menu button', () => {
    renderApp('/', { content: owned });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText(owned.owner.name)).toBeInTheDocument();
    const menu = within(banner).getByRole('button', { name: 'Open navigation menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('app shell', () => {
  it('marks the current screen and follows navigation', async () => {
    const { user, router } = renderApp('/');
    const nav = permanentDrawerNav();
    expect(within(nav).getByRole('link', { name: 'Home', ...hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(nav).getByRole('link', { name: 'Projects', ...hidden }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    expect(within(nav).getByRole('link', { name: 'Projects', ...hidden })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home', ...hidden })).not.toHaveAttribute(
      'aria-current',
    );
  });

  // jsdom has no popovers: these run the fallback for browsers without them. The popover
  // itself (a click outside, the browser's Escape) is tested in a real browser (e2e/layout).
  it('opens the phone menu and closes it when a link is chosen', async () => {
    const { user } = renderApp('/');
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'Experience' }));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(
      await screen.findByRole('heading', { name: 'My Professional Journey & Growth' }),
    ).toBeInTheDocument();
  });

  it('keeps Tab inside the open phone menu and closes it on Escape, focusing the button', async () => {
    const { user } = renderApp('/');
    const button = screen.getByRole('button', { name: 'Open navigation menu' });
    await user.click(button);
    const nav = screen.getByRole('navigation', { name: 'Main' });
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
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('offers a skip link that moves focus to the main content', async () => {
    const { user } = renderApp('/');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
