import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { content, textOf } from '../content';
import { missingAddressAttribute } from '../start-up/contract';
import { renderPage } from '../test/render-app';

const t = textOf(content);

describe('the not-found screen', () => {
  it('is inside the layout for an unknown route, with a place for the address and the way home', async () => {
    await renderPage('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: t.notFoundTitle })).toBeInTheDocument();
    // The page's script writes the address it is shown at (src/start-up/screens.ts).
    expect(document.querySelector(`[${missingAddressAttribute}]`)).toHaveAttribute('dir', 'ltr');
    expect(
      screen.getByRole('navigation', { name: t.mainNavigation, hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.backHome })).toHaveAttribute('href', '#/');
  });
});
