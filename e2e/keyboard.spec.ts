import { anyOf, expect, openRoute, pageHeading, screen, test, text, viewports } from './fixtures';

// A visitor on the keyboard alone: the same machinery for every owner, its words read from the
// content, so it runs once per run, for the generated owner
// (docs/decisions/0029-machinery-once-per-run.md).
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

  // One concern, one start: Tab through Home's controls, then on to the form and send it.
  test('every control shows a visible focus ring when reached by Tab; the whole site is reachable by Tab and the form submits with Enter', async ({
    page,
  }) => {
    await page.route('**/api/v1.0/email/send', (route) =>
      route.fulfill({ status: 200, body: 'OK' }),
    );
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
      expect(focus.width, `focus ring width on “${focus.name}”`).toBe('2px');
    }
    expect(seen, 'the controls Tab reaches on Home').toEqual(
      expect.arrayContaining([
        screen('home').nav,
        screen('contact').nav,
        text.journeyButton,
        text.workButton,
      ]),
    );

    const nav = page.getByRole('navigation', { name: text.mainNavigation });
    await nav.getByRole('link', { name: screen('contact').nav }).focus();
    await page.keyboard.press('Enter');
    await expect(pageHeading(page)).toHaveText(screen('contact').heading);
    await expect(page.getByRole('main')).toBeFocused();
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
    await expect(page.getByRole('alert'), 'the form sent by keyboard alone').toHaveText(text.sent);
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
});
