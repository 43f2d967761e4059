import { analytics, type AnalyticsScript } from './analytics';
import { appLoader, notSentKey } from './app-loader';
import {
  appFailedEvent,
  interactiveAttribute,
  islandAttribute,
  liveIslandAttribute,
  mainContentId,
  markLive,
  type AppFailure,
  type BootSettings,
} from './contract';
import { countCharacters, draftAttribute, restoreDrafts, saveDraft } from './drafts';
import { chooseLanguage } from './language-choice';
import { offerLanguage } from './language-offer';
import { afterLargestPaint } from './largest-paint';
import { showLocalTimes } from './local-time';
import { hasPopovers, phoneMenuId, workMenu } from './phone-menu';
import { focusScreen, pointLanguageLinks } from './screen-change';
import { filterProjects } from './project-filter';
import { prerenderedScreens } from './screens';
import { hideStartNotice, noticeIsAlert, showStartNotice } from './start-notice';

// index.html's start-up script: scripts/build/prerender/prerender.ts bundles it (bootScript), in place of
// BOOT_SETTINGS puts where the screens' and the islands' files are and what it says, and
// scripts/build/prerender/prerender-plugin.ts inlines it after the page's HTML, allowed by its hash in the
// Content-Security-Policy. It runs before the first paint. ./contract.ts describes what it and
// the islands' entry tell each other; docs/decisions/0039 why the page needs no more.
//
// The page is HTML made when the site was built; this works it for as long as it is open:
// - shows the prerendered screen of the address, and of any link followed (./screens.ts);
// - works the phone menu (./phone-menu.ts; the theme switch is ./color-scheme.ts's);
// - keeps what the visitor types in a draft form, and puts it back after a reload (./drafts.ts);
// - shows the owner's local time, offers another of the site's languages (./language-offer.ts),
//   narrows Projects to the technology its address chooses (./project-filter.ts);
// - on a screen with a part that must come alive (an island: the contact form), downloads the
//   islands' code once the screen has had its largest paint, and takes them over on the
//   visitor's first pointer, touch, wheel, key or focus event (./app-loader.ts);
// - keeps a draft form's Send (never posted by the browser) and submits it once its island is
//   live. When the code cannot be had, the visitor is told at once that the message was not
//   sent, the text in place; when its files are gone (a newer version replaced them) the page
//   reloads once, and then says the message was not sent. It says so too when it is slow to come.

declare const BOOT_SETTINGS: BootSettings;
declare const SEVERAL_LANGUAGES: boolean;
/** Whether the owner shows their local time (content.owner.location): else none of its code. */
declare const LOCAL_TIME: boolean;
/** The owner's analytics (./analytics.ts), or null: then none of its code is in the page. */
declare const ANALYTICS_SCRIPT: AnalyticsScript | null;
/** Whether Projects has a filter (./project-filter.ts): else none of its code. */
declare const PROJECT_FILTER: boolean;

/** How long a Send waits for its island before the visitor is told it is slow to come. */
const slowNoticeMs = 2000;
/** How often the owner's local time is written again. */
const clockMs = 15_000;

(function boot(settings: BootSettings) {
  const { text } = settings;
  const html = document.documentElement;
  const root = document.getElementById('root') as HTMLElement;
  const main = document.getElementById(mainContentId) as HTMLElement;

  /** The draft form whose Send waits for its island. */
  let sending: HTMLFormElement | undefined;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whether the visitor has acted on the page: a screen with islands then takes them over. */
  let acted = false;
  /** The screen of the address is painted: when, and a promise of it. */
  let shownAt = 0;
  let painted = () => {};
  const screenPainted = new Promise<void>((resolve) => (painted = resolve));

  const counting = ANALYTICS_SCRIPT ? analytics(ANALYTICS_SCRIPT) : undefined;
  /** Within an island that is live: its own, not this script's, to work. */
  const inLiveIsland = (element: Element) => !!element.closest(`[${liveIslandAttribute}]`);

  /** The screen of the address could not be had from its file: the visitor waits for it. */
  let screenMissing = false;

  const loader = appLoader(settings, {
    sendWaiting: () => !!sending,
    failed(failure) {
      // Said when the visitor waits: for a Send, or for the screen. Code the screen's island
      // needs is tried again at the next input.
      if (!sending && !screenMissing) return;
      screenMissing = false;
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
      if (PROJECT_FILTER) filterProjects(main, screens.current().search, false);
      if (LOCAL_TIME) showLocalTimes(main, html.lang);
      shownAt ||= performance.now();
      painted();
      if (!markLive(main) && acted) loadIslands();
    },
    // Why: a newer version replaced it (the page reloads into it), or the network.
    unavailable(address) {
      screenMissing = true;
      void loader.unavailable(address);
    },
  });
  const partsOf = (route: string) => settings.preloads.concat(settings.routeParts[route] ?? []);
  /** The islands' code, for the screen shown (and the menu, in a browser without popovers). */
  const loadIslands = () => loader.loadApp(partsOf(screens.current().path));
  const needsCode = () =>
    !hasPopovers() || !!main.querySelector(`[${islandAttribute}]:not([${liveIslandAttribute}])`);

  addEventListener('hashchange', () => {
    const before = root.getAttribute('data-prerendered');
    if (!screens.show()) return;
    const { path, search } = screens.current();
    // Another screen: its top, focus on it. The same one with another choice (a technology
    // chosen on Projects): where the visitor is, the choice applied and said.
    if (path !== before) focusScreen(main);
    else if (PROJECT_FILTER) filterProjects(main, search, true);
  });

  // The visitor acts: the islands of the screen come alive (again, after a failure to load them).
  const onInput = () => {
    acted = true;
    if (needsCode()) loadIslands();
  };
  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'])
    addEventListener(type, onInput, { capture: true, passive: true });

  document.addEventListener('click', (event) => {
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

  // What is typed is kept from the first keystroke; in a live island the island keeps it (the
  // same draft, ./drafts.ts) and counts it.
  document.addEventListener('input', (event) => {
    const field = event.target as HTMLInputElement;
    if (!field.form?.hasAttribute(draftAttribute) || inLiveIsland(field)) return;
    saveDraft(field.form);
    countCharacters(field, text.characterCount);
  });

  // The browser never posts a form: that would reload the page, the message lost. A draft
  // form's Send waits for its island (once, however often pressed).
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute(draftAttribute) || inLiveIsland(form)) return;
    event.preventDefault();
    sending = form;
    if (noticeIsAlert()) hideStartNotice(); // tried again
    waitTimer ??= setTimeout(() => showStartNotice(text.startSlow, 'status'), slowNoticeMs);
    acted = true;
    loadIslands();
  });

  addEventListener(appFailedEvent, (event) =>
    loader.appFailed((event as CustomEvent<AppFailure>).detail?.address),
  );

  // Without popovers, the islands' entry works the menu (./phone-menu-fallback.ts): the first
  // tap loads it.
  if (hasPopovers()) workMenu(document.getElementById(phoneMenuId) as HTMLElement);

  // The islands of the screen are live: a Send that waited goes to its form.
  new MutationObserver(() => {
    if (!html.hasAttribute(interactiveAttribute)) return;
    clearTimeout(waitTimer);
    waitTimer = undefined;
    // "Not sent" stays until the visitor sends again.
    if (noticeIsAlert()) document.addEventListener('submit', hideStartNotice, { once: true });
    else hideStartNotice();
    if (!sending) return;
    const key = sending.getAttribute(draftAttribute);
    sending = undefined;
    main.querySelector<HTMLFormElement>(`form[${draftAttribute}="${key}"]`)?.requestSubmit();
  }).observe(html, { attributeFilter: [interactiveAttribute] });

  if (LOCAL_TIME) {
    showLocalTimes(main, html.lang);
    setInterval(() => showLocalTimes(main, html.lang), clockMs);
  }
  screens.show();
  if (root.getAttribute('data-prerendered') === '/') {
    markLive(main);
    painted();
  }
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
      if (SEVERAL_LANGUAGES) {
        offerLanguage(settings.languages ?? [], html.lang);
        const { path, search } = screens.current();
        pointLanguageLinks(root, path, search);
      }
      const islands = Object.values(settings.routeParts).flat();
      if (islands.length > 0)
        loader.prefetch([settings.entry, ...settings.preloads, ...new Set(islands)]);
      screens.loadAll();
    }),
  );
})(BOOT_SETTINGS);

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
