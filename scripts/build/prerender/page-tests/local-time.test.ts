import { describe, expect, it } from 'vitest';
import { bootScript } from '../prerender';
import {
  showLocalTimes,
  shownTimeAttribute,
  timeIn,
  timeZoneAttribute,
} from '../../../../src/start-up/local-time';

describe('the owner’s local time before the app is live', () => {
  it('is put on each prerendered time of a zone, as the page’s language writes it', () => {
    const screen = document.createElement('main');
    screen.innerHTML = `<p><time ${timeZoneAttribute}="Asia/Kathmandu"></time></p><time></time>`;
    showLocalTimes(screen, 'de');
    const [zoned, other] = screen.querySelectorAll('time');
    expect(zoned!.getAttribute(shownTimeAttribute)).toBe(timeIn('Asia/Kathmandu', 'de'));
    expect(other!.hasAttribute(shownTimeAttribute)).toBe(false);
    // The text stays the server's: the app's hydration finds what it rendered.
    expect(zoned!.textContent).toBe('');
  });

  it('is in the start-up script only for an owner who shows it', async () => {
    const settings = {
      base: '/',
      titles: {},
      entry: 'app.js',
      preloads: [],
      routeParts: {},
      text: {} as never,
    };
    const without = await bootScript(settings);
    const shown = await bootScript(settings, undefined, { localTime: true });
    expect(without).not.toContain(timeZoneAttribute);
    expect(shown).toContain(timeZoneAttribute);
  });
});
