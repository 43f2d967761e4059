import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Home screen', () => {
  it('greets the visitor by name with the tagline and the 17 key skills as chips', () => {
    renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: /Alex Morgan/ })).toHaveTextContent(
      /^Hi,/,
    );
    expect(screen.getByText(/passionate software engineer/i)).toBeInTheDocument();
    const skills = screen.getByRole('region', { name: 'Key Skills' });
    const chips = within(skills).getAllByRole('listitem');
    expect(chips).toHaveLength(17);
    expect(chips[0]).toHaveTextContent('Java');
    expect(chips[16]).toHaveTextContent('Linux');
    expect(document.title).toBe('Alex Morgan · Software Engineer');
  });

  it.each([
    ['My Professional Journey', '/experience', 'My Professional Journey & Growth'],
    ['Explore My Work', '/projects', 'Projects'],
  ])('“%s” goes to %s', async (button, path, heading) => {
    const { user, router } = renderApp('/');
    await user.click(screen.getByRole('link', { name: button }));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });
});
