import { describe, expect, it } from 'vitest';
import { otherOwner } from '../test/other-owner';
import { textKeys } from '../i18n';
import {
  screenHeading,
  screenName,
  screenRoutes,
  screenTable,
  shownScreens,
  type OwnerScreenRoute,
} from './route-table';

const talks: OwnerScreenRoute = {
  path: '/talks',
  name: { en: 'Talks', de: 'Vorträge' },
  icon: 'article',
  part: 'talks',
};
const paths = (table: readonly { path: string }[]) => table.map((route) => route.path);
const templatePaths = paths(screenRoutes);
const contactAt = templatePaths.indexOf('/contact');

describe('the route table', () => {
  it('gives every template screen a name, a heading and its code (Home’s is the app’s)', async () => {
    for (const route of screenRoutes) {
      expect(textKeys, route.path).toContain(route.name);
      expect(textKeys, route.path).toContain(route.heading);
      if (!('load' in route)) {
        expect(route.path).toBe('/');
        continue;
      }
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  it('places an owner’s screen before Contact, or after the screen it names', () => {
    expect(paths(screenTable([talks]))).toEqual([
      ...templatePaths.slice(0, contactAt),
      '/talks',
      ...templatePaths.slice(contactAt),
    ]);
    const afterHome = screenTable([{ ...talks, after: '/' }]);
    expect(paths(afterHome)).toEqual(['/', '/talks', ...templatePaths.slice(1)]);
    // After another of the owner's, whichever comes first.
    const slides = { ...talks, path: '/slides', part: 'slides', after: '/talks' };
    expect(paths(screenTable([slides, talks])).slice(contactAt, contactAt + 2)).toEqual([
      '/talks',
      '/slides',
    ]);
  });

  it('names a path no screen has', () => {
    expect(() => screenTable([{ ...talks, after: '/nowhere' }])).toThrow(
      "/talks comes after /nowhere, which is no screen's path",
    );
  });

  it('names a screen in the owner’s language, else English, else the first words it has', () => {
    expect(screenName(talks, { ...otherOwner, language: 'de-AT' })).toBe('Vorträge');
    expect(screenName(talks, { ...otherOwner, language: 'fr' })).toBe('Talks');
    expect(screenName({ ...talks, name: { pt: 'Palestras' } }, otherOwner)).toBe('Palestras');
  });

  it('gives template screens their heading in the owner’s words, and an owner’s screen none', () => {
    const home = screenRoutes[0];
    expect(screenHeading(home, otherOwner)).toContain(otherOwner.owner.name);
    const writing = screenRoutes.find((route) => route.path === '/writing')!;
    const heading = 'My articles';
    expect(screenHeading(writing, { ...otherOwner, text: { writingHeading: heading } })).toBe(
      heading,
    );
    expect(screenHeading(talks, otherOwner)).toBeUndefined();
    expect(shownScreens(screenTable([talks]), otherOwner).map((route) => route.part)).toContain(
      'talks',
    );
  });
});
