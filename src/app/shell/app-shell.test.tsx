import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssRulesFor } from '../../test/css-rules';
import { renderApp } from '../../test/render-app';

function permanentDrawerNav() {
  // The permanent drawer is always in the DOM; CSS hides it below 600 px.
  return screen.getAllByRole('navigation', { name: 'Main' })[0]!;
}

describe('app shell', () => {
  it('shows the drawer header, the four screens and the external links', async () => {
    renderApp('/');
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
    expect(within(nav).getByRole('heading', { name: 'External Links' })).toBeInTheDocument();
    for (const name of ['GitHub', 'LinkedIn', 'LeetCode']) {
      const link = within(nav).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
    }
  });

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

  it('has a top bar with the owner name and a labelled menu button', () => {
    renderApp('/');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Alex Morgan')).toBeInTheDocument();
    const menu = within(banner).getByRole('button', { name: 'Open navigation menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
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

  it('fades each page in and turns the animation off for reduced motion', async () => {
    const { user } = renderApp('/');
    expect(cssRulesFor(screen.getByTestId('page'))).toContainEqual(
      expect.stringMatching(/[^-]animation:animation-\w+ 300ms ease-in/),
    );
    await user.click(screen.getAllByRole('link', { name: 'Experience' })[0]!);
    await screen.findByRole('heading', { level: 1, name: 'My Professional Journey & Growth' });
    const page = screen.getByTestId('page');
    const rules = cssRulesFor(page);
    expect(rules).toContainEqual(
      expect.stringMatching(/[^-]animation:animation-\w+ 300ms ease-in/),
    );
    expect(rules).toContainEqual(
      expect.stringMatching(
        /^@media \(prefers-reduced-motion: reduce\)\{\.css-\w+\{-webkit-animation:none;animation:none;\}\}$/,
      ),
    );
    expect(getComputedStyle(page).maxWidth).toBe('1200px');
  });
});
