import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitles } from '../../../src/app/page-titles.ts';
import { screenName, screenTable } from '../../../src/app/route-table.ts';
import { siteScreens } from '../../../src/app/site-screens.ts';
import { content } from '../../../src/content/index.ts';
import { renderPage } from '../../../src/test/render-app.tsx';
import { readOwnerScreens } from './owner-screens.ts';

describe('the site’s screens', () => {
  const owned = readOwnerScreens();

  it('are the table’s with the owner’s own from owner/screens/', () => {
    expect(siteScreens.map(({ path, part }) => ({ path, part }))).toEqual(
      screenTable(owned).map(({ path, part }) => ({ path, part })),
    );
  });

  it.each(owned.map((route) => [route.path, route] as const))(
    'render the owner’s %s with a main heading',
    async (path, route) => {
      await renderPage(path);
      expect(screen.getByRole('heading', { level: 1 })).not.toBeEmptyDOMElement();
      expect(pageTitles(content)[path]).toContain(screenName(route, content));
    },
  );
});
