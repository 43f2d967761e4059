// The start-up script's one piece of interface: a bar at the foot of the window saying that the
// app could not be loaded (and what failed, with a Reload button), that it is slow to come, or
// that a message was not sent. Plain DOM, legible in both colour schemes; sticky rather than
// fixed, so the page scrolls clear of it and it never hides the form's Send button.

export const noticeId = 'start-notice';

/** `alert` for what the visitor must know, `status` (announced politely) while the code may
 * still come. With `reload`, a button of that name that reloads the page. */
export function showStartNotice(message: string, role: 'alert' | 'status', reload?: string) {
  hideStartNotice();
  const notice = document.createElement('div');
  notice.id = noticeId;
  notice.setAttribute('role', role);
  notice.style.cssText =
    'position:sticky;bottom:0;z-index:1400;margin:8px;padding:12px;border-radius:8px;background:#333;color:#fff';
  notice.textContent = `${message} `;
  if (reload)
    notice.append(
      Object.assign(document.createElement('button'), {
        textContent: reload,
        onclick: () => location.reload(),
      }),
    );
  document.body.append(notice);
}

export function hideStartNotice() {
  document.getElementById(noticeId)?.remove();
}

/** Whether the notice says what the visitor must know (not only that the code is slow). */
export const noticeIsAlert = () =>
  document.getElementById(noticeId)?.getAttribute('role') === 'alert';
