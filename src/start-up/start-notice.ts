// The start-up script's one piece of interface: a bar at the bottom of the page, with a Reload
// button, saying that the app could not be loaded (and what failed) or is slow to come, shown when
// the visitor has done something only the app can do. Plain DOM, legible in both colour schemes.

import type { StartUpText } from './contract';

export const noticeId = 'start-notice';

/** `alert` for a failure, `status` (announced politely) while the app may still come. */
export function showStartNotice(
  message: string,
  role: 'alert' | 'status',
  text: Pick<StartUpText, 'typedTextKept' | 'reload'>,
) {
  document.getElementById(noticeId)?.remove();
  const notice = document.createElement('div');
  notice.id = noticeId;
  notice.setAttribute('role', role);
  notice.style.cssText =
    'position:fixed;z-index:1400;inset:auto 8px 8px;padding:12px 16px;border-radius:8px;background:#323232;color:#fff';
  notice.textContent = `${message} ${text.typedTextKept} `;
  const reload = document.createElement('button');
  reload.textContent = text.reload;
  reload.onclick = () => location.reload();
  notice.append(reload);
  document.body.append(notice);
}

export function hideStartNotice() {
  document.getElementById(noticeId)?.remove();
}
