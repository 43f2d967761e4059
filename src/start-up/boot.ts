import { phoneMenuId, workMenu } from './phone-menu';
import {
  appAttribute,
  interactiveAttribute,
  mainContentId,
  prerenderedAttribute,
  readRoute,
  restoreDrafts,
  saveDraft,
  startFailedEvent,
  draftAttribute,
  type BootSettings,
  type StartFailure,
} from './contract';
import { hideStartNotice, noticeId, showStartNotice } from './start-notice';

// index.html's start-up script: scripts/build/prerender-plugin.ts bundles it, in place of BOOT_SETTINGS
// puts where the app's files are, inlines it after the page's HTML and allows it by its hash in
// the Content-Security-Policy. It runs before the first paint. ./contract.ts describes what it
// and the app tell each other.
//
// The page needs no other script to be read, navigated and written in, so the app (React, MUI and
// the router: a few hundred milliseconds of main-thread work on a phone) starts only when the
// visitor first acts, its code fetched in the background meanwhile. Until the app is live, this:
// - shows the prerendered screen of the address, and of any link followed, moving focus to
//   <main> as the app does; an address with no prerendered screen starts the app at once;
// - works the phone menu (a popover the browser opens by itself) as the app does;
// - keeps what the visitor types in a draft form, and puts it back after a reload;
// - downloads the app's parts once the first paint is on screen, one short task each;
// - starts the app on the first pointer, touch, wheel, key or focus event;
// - keeps what needs the app: a click on a button and a form's submit are replayed (once each)
//   when the app is live, so the first "Send" is not lost and the browser never posts the form;
// - says so when that waits long, or when the app cannot be loaded (with a Reload button), and
//   reloads by itself, once, when the app's files are gone because a newer version replaced them.
// (The theme switch, when the owner offers one, is ./color-scheme.ts's.)

declare const BOOT_SETTINGS: BootSettings;

const reloadedKey = 'portfolio:reloaded-for';
/** How long an action waits for the app before the visitor is told it is slow to come. */
const slowNoticeMs = 2000;

(function boot(settings: BootSettings) {
  const html = document.documentElement;
  const root = document.getElementById('root') as HTMLElement;
  const main = document.getElementById(mainContentId) as HTMLElement;
  const menu = document.getElementById(phoneMenuId);
  const listening = new AbortController();
  const { signal } = listening;

  // The screens this page can show: Home is the page itself, the others are templates. Home's
  // nodes move aside when another screen is first shown (nothing is copied before the first
  // paint), and come back as a copy.
  const home = document.createDocumentFragment();
  const screens = new Map([['/', { content: home, title: document.title }]]);
  for (const template of document.querySelectorAll<HTMLTemplateElement>('template[data-route]'))
    screens.set(template.dataset.route ?? '', {
      content: template.content,
      title: template.dataset.title ?? document.title,
    });

  /** What to do once the app is live: at most one action per control, so a second "Send" on a
   * page that seems not to respond does not send twice. */
  const waitingForApp = new Map<EventTarget, () => void>();
  let started = false;
  let attempts = 0;
  let failure: string | undefined;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;

  const url = (file: string) => settings.base + file;
  const currentRoute = () => readRoute(location.hash, [...screens.keys()]);
  const partsOf = (route: string) =>
    settings.preloads.concat(settings.routeParts[route] ?? []).map(url);

  /** Shows a route's prerendered screen, marking its links as React Router's NavLink does;
   * false when there is none. Writes the address as the router will read it. */
  function show(): boolean {
    const { path, search } = currentRoute();
    const screen = screens.get(path);
    const leavingHome = path !== '/' && root.getAttribute(prerenderedAttribute) === '/';
    if (leavingHome && !home.hasChildNodes()) home.append(...main.childNodes);
    if (!screen) {
      main.replaceChildren();
      root.removeAttribute(prerenderedAttribute);
      return false;
    }
    if (location.hash && location.hash !== `#${path}${search}`)
      history.replaceState(history.state, '', `#${path}${search}`);
    if (root.getAttribute(prerenderedAttribute) !== path) {
      main.replaceChildren(screen.content.cloneNode(true));
      for (const link of root.querySelectorAll('nav a[href^="#/"]')) {
        const current = link.getAttribute('href') === `#${path}`;
        link.classList.toggle('active', current);
        if (current) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
      document.title = screen.title;
      root.setAttribute(prerenderedAttribute, path);
    }
    restoreDrafts(main);
    return true;
  }

  function modulePreload(href: string) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }

  function startApp() {
    if (started) return;
    started = true;
    if (!attempts++) partsOf(currentRoute().path).forEach(modulePreload);
    const script = document.createElement('script');
    script.type = 'module';
    // A module that failed to load stays failed under its address for the page's life.
    script.src = url(settings.entry) + (attempts > 1 ? `?attempt=${attempts}` : '');
    script.crossOrigin = '';
    script.onerror = () => {
      script.remove();
      started = false;
      void startFailed(url(settings.entry));
    };
    document.head.append(script);
  }

  /** The app could not be loaded. Its files gone (404) means a newer version of the site
   * replaced them: the page reloads, once, into that version; anything else is said when the
   * visitor needs the app. */
  async function startFailed(address = url(settings.entry)) {
    const status = await fetch(address, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    );
    if ((status === 404 || status === 410) && reloadOnce(address)) return;
    const file = address.split('/').pop();
    failure = `${file}: ${status ? `HTTP ${status}` : settings.text.networkError}`;
    if (waitingForApp.size) showFailure();
  }

  function reloadOnce(address: string): boolean {
    try {
      if (sessionStorage.getItem(reloadedKey) === address) return false;
      sessionStorage.setItem(reloadedKey, address);
    } catch {
      return false; // without storage a reload could repeat for ever
    }
    // Past the browser's cache of this page, which may still name the old files.
    void fetch(location.pathname + location.search, { cache: 'reload' })
      .catch(() => {})
      .then(() => location.reload());
    return true;
  }

  const { text } = settings;
  const showFailure = () =>
    showStartNotice(text.startFailed.replace('{failure}', failure ?? ''), 'alert', text);

  function replayOnceLive(control: EventTarget, action: () => void) {
    waitingForApp.set(control, action);
    if (failure) showFailure();
    else
      waitTimer ??= setTimeout(
        () => failure || showStartNotice(text.startSlow, 'status', text),
        slowNoticeMs,
      );
    startApp();
  }

  // Into the HTTP cache, where the app's module requests find them. fetch() rather than
  // <link rel="prefetch">: a link added to <head> makes the browser recalculate the page's styles.
  function prefetch(hrefs: string[]) {
    const href = hrefs.shift();
    if (!href || started) return;
    fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit).then(
      (response) => (response.status === 404 ? startFailed(href) : response.blob().then(() => {})),
      () => {}, // the app fetches it again when it starts
    );
    setTimeout(prefetch, 0, hrefs);
  }
  const prefetchApp = () => prefetch([url(settings.entry), ...partsOf(currentRoute().path)]);

  // On the document, after the colour-scheme script's listener, which keeps the theme switch's
  // clicks to itself.
  const on = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) => document.addEventListener(type, listener, { capture, signal });

  if (!show()) startApp();

  addEventListener(
    'hashchange',
    () => {
      if (root.hasAttribute(appAttribute)) return;
      if (!show()) return startApp();
      scrollTo(0, 0);
      main.focus({ preventScroll: true });
    },
    { signal },
  );

  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'])
    addEventListener(type, startApp, { capture: true, passive: true, signal });

  on(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest(`#${noticeId}`)) return;
      const control = target.closest('a[href^="#"], button[type="button"]');
      if (!control) return;
      const href = control.getAttribute('href');
      // The menu button is the menu's (workMenu), not the app's.
      if (control.getAttribute('aria-controls') === phoneMenuId) return;
      if (href === null) {
        replayOnceLive(control, () => control.isConnected && (control as HTMLElement).click());
      } else if (href.charAt(1) !== '/') {
        // An in-page link ("Skip to main content"): focus, not a route.
        event.preventDefault();
        document.getElementById(href.slice(1))?.focus();
      }
    },
    true,
  );

  const stopMenu = menu ? workMenu(menu) : () => {};

  on(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement).form;
      if (form?.hasAttribute(draftAttribute)) saveDraft(form);
    },
    true,
  );

  on('submit', (event) => {
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter;
    replayOnceLive(form, () => {
      if (form.isConnected) form.requestSubmit(submitter ?? undefined);
    });
  });

  addEventListener(
    startFailedEvent,
    (event) => void startFailed((event as CustomEvent<StartFailure>).detail?.address),
    { signal },
  );

  // The app is live: it does what waited for it, and from now on everything is its own.
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute(interactiveAttribute)) return;
    observer.disconnect();
    listening.abort();
    stopMenu(); // the app's shell works it now
    clearTimeout(waitTimer);
    hideStartNotice();
    const actions = [...waitingForApp.values()];
    waitingForApp.clear();
    actions.forEach((action) => action());
  }).observe(html, { attributeFilter: [interactiveAttribute] });

  // After the first paint: a frame's callbacks run before it is painted, a task queued there
  // after. (A hidden page paints nothing: its frame waits until it is shown.)
  requestAnimationFrame(() => setTimeout(prefetchApp));
})(BOOT_SETTINGS);

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
