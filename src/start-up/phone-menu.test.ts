import { expect, it } from 'vitest';
import { phoneMenuId } from './phone-menu';
import { builtPage, openPage } from './test-page';

it('opens the phone menu before the app is live and closes it on a link, where the browser has no popovers', async () => {
  const { document, root } = openPage(await builtPage(), '#/');
  const button = root.querySelector<HTMLElement>(`[aria-controls="${phoneMenuId}"]`)!;
  const menu = document.getElementById(phoneMenuId)!;
  button.click();
  expect(menu.hasAttribute('data-open')).toBe(true);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(menu.querySelector('a'));
  menu.querySelector<HTMLElement>('a[href="#/work"]')!.click();
  expect(menu.hasAttribute('data-open')).toBe(false);
  expect(button.getAttribute('aria-expanded')).toBe('false');
});
