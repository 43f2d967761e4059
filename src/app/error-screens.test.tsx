import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { content, textOf } from '../content';
import { fillText } from '../i18n';
import { renderApp } from '../test/render-app';
import { NotFoundScreen } from './not-found-screen';
import { loadPart } from './part-load-error';
import { RouteErrorScreen } from './route-error-screen';

function withScreen(extra: RouteObject): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorScreen />,
      HydrateFallback: () => null,
      children: [
        { index: true, element: <p>home</p> },
        extra,
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

const t = textOf(content);

describe('not-found and error screens', () => {
  it('shows a friendly not-found screen inside the layout for an unknown route', async () => {
    const { user, router } = renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page')).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: t.mainNavigation, hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: t.backHome }));
    expect(router.state.location.pathname).toBe('/');
    // The name is a box of its own in the heading: the accessible name may put a space around it
    // where the greeting has none ("你好，我是林怡君").
    const greeting = fillText(t.greeting, { name: content.owner.name }).replace(/\s/g, '');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: (name) => name.replace(/\s/g, '') === greeting,
      }),
    ).toBeInTheDocument();
  });

  it('shows a friendly error screen with a reload action when a screen fails to render', () => {
    function Broken(): never {
      throw new Error('Cannot read the jobs');
    }
    renderApp('/broken', { routes: withScreen({ path: 'broken', element: <Broken /> }) });
    expect(screen.getByRole('heading', { level: 1, name: t.errorHeading })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.reloadPage })).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
    // React reports the caught render error; that is expected here.
    vi.mocked(console.error).mockClear();
  });

  it('says which part failed to load, with the failure type and address, and offers a retry', async () => {
    const address = 'http://localhost/portfolio/assets/contact-1a2b3c.chunk.js';
    const lazy = async () => {
      const module = await loadPart('contact', () =>
        Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${address}`)),
      );
      return { Component: module as never };
    };
    renderApp('/contact', { routes: withScreen({ path: 'contact', lazy }) });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: t.partFailedHeading,
      }),
    ).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByText(fillText(t.partFailedTitle, { part: 'contact' })),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(`${t.failureType} error`);
    expect(alert).toHaveTextContent(`${t.failureAddress} ${address}`);
    expect(screen.getByRole('button', { name: t.tryAgain })).toBeInTheDocument();
  });
});
