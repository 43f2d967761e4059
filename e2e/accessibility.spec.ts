import AxeBuilder from '@axe-core/playwright';
import {
  animationsDone,
  anyOf,
  expect,
  openRoute,
  pageHeading,
  screen,
  screens,
  test,
  text,
  viewports,
} from './fixtures';

for (const name of ['phone', 'desktop'] as const) {
  test.describe(`axe at ${name} size`, () => {
    test.use({ viewport: viewports[name] });
    // Every screen's content is the same markup at both sizes: checked once, at desktop size.
    // What only a phone has, the top bar and the menu, is checked on Home and open.
    const checked = [
      ...screens,
      { path: '/missing', heading: text.notFoundTitle, slug: 'not-found' },
    ].filter((each) => name === 'desktop' || each.path === '/');
    for (const screen of checked) {
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
      await openRoute(page, '/', screen('home').heading);
      await page.getByRole('button', { name: text.openMenu }).click();
      await expect(page.getByRole('navigation', { name: text.mainNavigation })).toBeVisible();
      await animationsDone(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test.describe('keyboard only', () => {
  test('the skip link is first and moves focus to the main content', async ({ page }) => {
    await openRoute(page, screen('experience').path, screen('experience').heading);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text.skipToMain });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: anyOf(text.resumeButton) })).toBeFocused();
  });

  test('every control shows a visible focus ring when reached by Tab', async ({ page }) => {
    await openRoute(page, '/', screen('home').heading);
    const seen: string[] = [];
    while (!seen.includes(text.workButton) && seen.length < 60) {
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
      expect.arrayContaining([
        screen('home').nav,
        screen('contact').nav,
        text.journeyButton,
        text.workButton,
      ]),
    );
  });

  test('on a phone the drawer opens, traps focus and closes by keyboard', async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await openRoute(page, '/', screen('home').heading);
    const menu = page.getByRole('button', { name: text.openMenu });
    await menu.focus();
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: text.mainNavigation });
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
    const experience = nav.getByRole('link', { name: screen('experience').nav });
    await experience.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeHidden();
    await expect(pageHeading(page)).toHaveText(screen('experience').heading);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the whole site is reachable by Tab and the form submits with Enter', async ({ page }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK' }),
    );
    await openRoute(page, '/', screen('home').heading);
    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    await nav.getByRole('link', { name: screen('contact').nav }).focus();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(screen('contact').heading);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: text.nameField })).toBeFocused();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('A message typed by keyboard alone.');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(text.sent);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('pages do not fade when the visitor prefers reduced motion', async ({ page }) => {
    await openRoute(page, '/', screen('home').heading);
    expect(
      await page.getByTestId('page').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
    await page.getByRole('link', { name: text.workButton }).click();
    await expect(pageHeading(page)).toHaveText(screen('projects').heading);
    expect(
      await page.getByTestId('page').evaluate((el) => getComputedStyle(el).animationName),
    ).toBe('none');
  });
});

test('pages fade in over 0.3 s by default', async ({ page }) => {
  await openRoute(page, '/', screen('home').heading);
  await page.getByRole('link', { name: text.workButton }).click();
  await expect(pageHeading(page)).toHaveText(screen('projects').heading);
  const style = await page.getByTestId('page').evaluate((el) => {
    const s = getComputedStyle(el);
    return { name: s.animationName, duration: s.animationDuration };
  });
  expect(style.name).not.toBe('none');
  expect(style.duration).toBe('0.3s');
});
