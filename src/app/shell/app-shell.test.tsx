import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bothOwners } from '../../test/other-owner';
import { renderApp } from '../../test/render-app';

function permanentDrawerNav() {
  // The permanent drawer is always in the DOM; CSS hides it below 600 px.
  return screen.getAllByRole('navigation', { name: 'Main' })[0]!;
}

describe.each(bothOwners)('app shell with %s', (_, owned) => {
  it('shows the drawer header, the four screens and the external links', () => {
    renderApp('/', { content: owned });
    const nav = permanentDrawerNav();
    expect(within(nav).getByText('Portfolio')).toBeInTheDocument();
    const links = ['Home', 'Experience', 'Projects', 'Contact Me'].map((name) =>
      within(nav).getByRole('link', { name }),
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/experience',
      '/projects',
      '/contact',
    ]);
    const external = within(nav).getByRole('list', { name: 'External Links' });
    const items = within(external).getAllByRole('link');
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
    const external = within(permanentDrawerNav()).getByRole('list', { name: 'External Links' });
    const icons = within(external)
      .getAllByRole('link')
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
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Projects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects');
    expect(within(nav).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the temporary drawer and closes it when a link is chosen', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const dialog = await screen.findByRole('presentation');
    expect(
      screen.getByRole('button', { name: 'Open navigation menu', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('link', { name: 'Experience' }));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('heading', { name: 'My Professional Journey & Growth' }),
    ).toBeInTheDocument();
  });

  it('closes the temporary drawer on Escape and on a click outside', async () => {
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    await screen.findByRole('presentation');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const modal = await screen.findByRole('presentation');
    const backdrop = modal.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await user.click(backdrop as Element);
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
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
