import { analytics, type AnalyticsScript } from './analytics';
import { appLoader, notSentKey } from './app-loader';
import {
  appAttribute,
  appFailedEvent,
  interactiveAttribute,
  mainContentId,
  type AppFailure,
  type BootSettings,
} from './contract';
import { countCharacters, draftAttribute, restoreDrafts, saveDraft } from './drafts';
import { chooseLanguage, offerWaiting } from './language-choice';
import { afterLargestPaint } from './largest-paint';
import { showLocalTimes } from './local-time';
import { hasPopovers, phoneMenuId, workMenu } from './phone-menu';
import { focusScreen } from './screen-change';
import { prerenderedScreens } from './screens';
import { hideStartNotice, noticeIsAlert, showStartNotice } from './start-notice';

// index.html's start-up script: scripts/site/prerender.ts bundles it (bootScript), in place of
// BOOT_SETTINGS puts where the app's files are and what it says, and
// scripts/site/prerender-plugin.ts inlines it after the page's HTML, allowed by its hash in the
// Content-Security-Policy. It runs before the first paint. ./contract.ts describes what it and
// the app tell each other; docs/decisions/0014-a-send-that-cannot-go-is-said-not-sent.md why it does no more than this.
//
// The page needs no other script to be read, navigated and written in, so the app (React, MUI and
// the router: a few hundred milliseconds of main-thread work on a phone) starts only when the
// visitor first acts, its code fetched in the background meanwhile. Until the app is live, this:
// - shows the prerendered screen of the address, and of any link followed (./screens.ts);
// - works the phone menu (./phone-menu.ts; the theme switch is ./color-scheme.ts's);
// - keeps what the visitor types in a draft form, and puts it back after a reload (./drafts.ts);
// - downloads the app's parts once the screen of the address has had its largest paint, and
//   starts the app on the first pointer, touch, wheel, key or focus event (./app-loader.ts);
// - keeps a draft form's Send (never posted by the browser) and submits it once the app is live.
//   When the app cannot be had, the visitor is told at once that the message was not sent, the
//   text in place; when its files are gone (a newer version replaced them) the page reloads
//   once, and then says the message was not sent. It says so too when the app is slow to come.

declare const BOOT_SETTINGS: BootSettings;
declare const SEVERAL_LANGUAGES: boolean;
/** Whether the owner shows their local time (content.owner.location): else none of its code. */
declare const LOCAL_TIME: boolean;
/** The owner's analytics (./analytics.ts), or null: then none of its code is in the page. */
declare const ANALYTICS_SCRIPT: AnalyticsScript | null;

/** How long a Send waits for the app before the visitor is told it is slow to come. */
const slowNoticeMs = 2000;

(function boot(settings: BootSettings) {
  const { text } = settings;
  const html = document.documentElement;
  const root = document.getElementById('root') as HTMLElement;
  const main = document.getElementById(mainContentId) as HTMLElement;
  const listening = new AbortController();
  const { signal } = listening;

  /** The draft form whose Send waits for the app. */
  let sending: HTMLFormElement | undefined;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  /** The screen of the address is painted: when, and a promise of it. */
  let shownAt = 0;
  let painted = () => {};
  const screenPainted = new Promise<void>((resolve) => (painted = resolve));

  const counting = ANALYTICS_SCRIPT ? analytics(ANALYTICS_SCRIPT) : undefined;

  const loader = appLoader(settings, {
    sendWaiting: () => !!sending,
    failed(failure) {
      // Said when the visitor waits for the app: a Send, or a screen only the app can show.
      if (!sending && root.hasAttribute('data-prerendered')) return;
      const notSent = sending ? ` ${text.messageNotSent} ${text.typedTextKept}` : '';
      sending = undefined;
      clearTimeout(waitTimer);
      waitTimer = undefined;
      showStartNotice(
        text.startFailed.replace('{failure}', failure) + notSent,
        'alert',
        text.reload,
      );
    },
  });
  const screens = prerenderedScreens(settings, {
    shown() {
      restoreDrafts(main, text.characterCount);
      if (LOCAL_TIME) showLocalTimes(main, html.lang);
      shownAt ||= performance.now();
      painted();
    },
    gone: (address) => void loader.unavailable(address),
    unavailable: () => loadApp(), // it renders the screen itself
  });
  const partsOf = (route: string) => settings.preloads.concat(settings.routeParts[route] ?? []);
  const loadApp = () => loader.loadApp(partsOf(screens.current().path));

  const on = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
  ) => document.addEventListener(type, listener, { signal });

  addEventListener(
    'hashchange',
    () => {
      if (root.hasAttribute(appAttribute)) return;
      if (!screens.show()) return loadApp();
      focusScreen(main);
    },
    { signal },
  );

  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'])
    addEventListener(type, loadApp, { capture: true, passive: true, signal });

  on('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    // A link to another language of the site is the visitor's choice of it.
    const language = SEVERAL_LANGUAGES && link?.getAttribute('hreflang');
    if (language) chooseLanguage(language);
    // An in-page link ("Skip to main content") moves focus; it is not a route.
    const href = link?.getAttribute('href');
    if (href?.charAt(0) !== '#' || href.charAt(1) === '/') return;
    event.preventDefault();
    document.getElementById(href.slice(1))?.focus();
  });

  // Kept after the app is live: a screen's part can take its form over later than that, and a
  // keystroke in between would be in no one's draft. The app's form reads the draft again once
  // it is there (draftStore.sync); the counter is the app's once it is live.
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    if (!field.form?.hasAttribute(draftAttribute)) return;
    saveDraft(field.form);
    if (!signal.aborted) countCharacters(field, text.characterCount);
  });

  // The browser never posts a form: that would reload the page, the message lost. A draft
  // form's Send waits for the app (once, however often pressed).
  on('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute(draftAttribute)) return;
    sending = form;
    if (noticeIsAlert()) hideStartNotice(); // tried again
    waitTimer ??= setTimeout(() => showStartNotice(text.startSlow, 'status'), slowNoticeMs);
    loadApp();
  });

  addEventListener(
    appFailedEvent,
    (event) => void loader.appFailed((event as CustomEvent<AppFailure>).detail?.address),
    { signal },
  );

  // Without popovers, the menu is the app's (./phone-menu-fallback.ts): the first tap starts it.
  const stopMenu = hasPopovers()
    ? workMenu(document.getElementById(phoneMenuId) as HTMLElement)
    : () => {};

  // The app is live: from now on everything is its own. A Send that waited is submitted to it.
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(interactiveAttribute)) return;
    observer.disconnect();
    listening.abort();
    stopMenu(); // the app's shell works it now
    // A screen only the app could show had no largest paint to wait for.
    if (ANALYTICS_SCRIPT) counting?.load();
    clearTimeout(waitTimer);
    // "Not sent" stays until the visitor sends again.
    if (noticeIsAlert()) document.addEventListener('submit', hideStartNotice, { once: true });
    else hideStartNotice();
    const key = sending?.getAttribute(draftAttribute);
    // The same form, or the app's own when it rendered the screen anew.
    const form = sending?.isConnected
      ? sending
      : root.querySelector<HTMLFormElement>(`form[${draftAttribute}="${key}"]`);
    if (key) form?.requestSubmit();
  }).observe(html, { attributeFilter: [interactiveAttribute] });

  if (LOCAL_TIME) showLocalTimes(main, html.lang);
  if (!screens.show()) loadApp();
  if (root.getAttribute('data-prerendered') === '/') painted();
  if (ANALYTICS_SCRIPT) counting?.view();

  // Once the page has loaded (an alert already there as it loads may go unheard). This script is
  // in the page, so runs before that.
  const loaded = new Promise((resolve) => addEventListener('load', resolve, { once: true }));
  // A Send pressed as the page reloaded itself was not sent: said at once, the text in place.
  try {
    if (sessionStorage.getItem(notSentKey)) {
      sessionStorage.removeItem(notSentKey);
      void loaded.then(() =>
        showStartNotice(`${text.messageNotSent} ${text.typedTextKept}`, 'alert'),
      );
    }
  } catch {
    // storage blocked: nothing was written down
  }

  // Once the screen of the address is painted in its font, with its images: then nothing the
  // background download delays can be the page's largest paint.
  void Promise.all([screenPainted, loaded, document.fonts?.ready]).then(() =>
    afterLargestPaint(shownAt, main, () => {
      if (ANALYTICS_SCRIPT) counting?.load();
      // The app offers her another of the site's languages (src/app/shell/language-offer.tsx):
      // it starts without waiting for her first input.
      if (SEVERAL_LANGUAGES && offerWaiting(settings.languages ?? [], html.lang)) return loadApp();
      loader.prefetch([settings.entry, ...partsOf(screens.current().path)]);
      screens.loadAll();
    }),
  );
})(BOOT_SETTINGS);

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
