import AxeBuilder from '@axe-core/playwright';
import {
  animationsDone,
  expect,
  openRoute,
  pageHeading,
  screens,
  test,
  viewports,
} from './fixtures';

for (const name of ['phone', 'desktop'] as const) {
  test.describe(`axe at ${name} size`, () => {
    test.use({ viewport: viewports[name] });
    for (const screen of [
      ...screens,
      { path: '/missing', heading: 'Page not found', slug: 'not-found' },
    ]) {
      test(`${screen.path} has no violations`, async ({ page }) => {
        await openRoute(page, screen.path, screen.heading);
        await animationsDone(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
        ).toEqual([]);
      });
    }
    test('the open mobile drawer has no violations', async ({ page }) => {
      test.skip(name !== 'phone', 'the temporary drawer exists on phones only');
      await openRoute(page, '/', screens[0].heading);
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await animationsDone(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test.describe('keyboard only', () => {
  test('the skip link is first and moves focus to the main content', async ({ page }) => {
    await openRoute(page, '/experience', screens[1].heading);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(pageHeading(page)).toHaveText(screens[1].heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /Get my Resume/ })).toBeFocused();
  });

  test('every control shows a visible focus ring when reached by Tab', async ({ page }) => {
    await openRoute(page, '/', screens[0].heading);
    const seen: string[] = [];
    while (!seen.includes('Explore My Work') && seen.length < 60) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return {
          name: el.textContent?.trim() ?? '',
          outline: style.outlineStyle,
          width: style.outlineWidth,
        };
      });
      seen.push(focus.name);
      expect(focus.outline, `focus ring on “${focus.name}”`).toBe('solid');
      expect(focus.width).toBe('2px');
    }
    expect(seen).toEqual(
      expect.arrayContaining(['Home', 'Contact Me', 'My Professional Journey', 'Explore My Work']),
    );
  });

  test('on a phone the drawer opens, traps focus and closes by keyboard', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await openRoute(page, '/', screens[0].heading);
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    const experience = nav.getByRole('link', { name: 'Experience' });
    await experience.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeHidden();
    await expect(pageHeading(page)).toHaveText(screens[1].heading);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the whole site is reachable by Tab and the form submits with Enter', async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK' }),
    );
    await openRoute(page, '/', screens[0].heading);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact Me' }).focus();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(screens[3].heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A message typed by keyboard alone.');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(/Message sent successfully!/);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('pages do not fade when the visitor prefers reduced motion', async ({ page }) => {
    await openRoute(page, '/', screens[0].heading);
    expect(
      await page.getByTestId('page').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await page.getByRole('link', { name: 'Explore My Work' }).click();
    await expect(pageHeading(page)).toHaveText('Projects');
    expect(
      await page.getByTestId('page').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });
});

test('pages fade in over 0.3 s by default', async ({ page }) => {
  await openRoute(page, '/', screens[0].heading);
  await page.getByRole('link', { name: 'Explore My Work' }).click();
  await expect(pageHeading(page)).toHaveText('Projects');
  const style = await page.getByTestId('page').evaluate((el) => {
    const s = getComputedStyle(el);
    return { name: s.animationName, duration: s.animationDuration };
  });
  expect(style.name).not.toBe('none');
  expect(style.duration).toBe('0.3s');
});
