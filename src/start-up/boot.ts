import { phoneMenuId, workMenu } from './phone-menu';
import {
  appAttribute,
  earlyScreenKey,
  interactiveAttribute,
  loadingAttribute,
  mainContentId,
  prerenderedAttribute,
  readRoute,
  restoreDrafts,
  saveDraft,
  startFailedEvent,
  draftAttribute,
  type BootSettings,
  type EarlyScreen,
  type StartFailure,
} from './contract';
import { hideStartNotice, noticeId, showStartNotice } from './start-notice';

// index.html's start-up script: scripts/site/prerender-plugin.ts bundles it, in place of BOOT_SETTINGS
// puts where the app's files are, inlines it after the page's HTML and allows it by its hash in
// the Content-Security-Policy. It runs before the first paint. ./contract.ts describes what it
// and the app tell each other.
//
// The page needs no other script to be read, navigated and written in, so the app (React, MUI and
// the router: a few hundred milliseconds of main-thread work on a phone) starts only when the
// visitor first acts, its code fetched in the background meanwhile. Until the app is live, this:
// - shows the prerendered screen of the address, and of any link followed, moving focus to
//   <main> as the app does: Home is the page, another screen's file is fetched (for the address,
//   already by ./early-screen.ts); an address with no prerendered screen starts the app at once;
// - works the phone menu (a popover the browser opens by itself) as the app does;
// - keeps what the visitor types in a draft form, and puts it back after a reload;
// - downloads the app's parts and the other screens once the screen of the address is painted in
//   its font, one short task each (so the largest paint never waits for them);
// - starts the app on the first pointer, touch, wheel, key or focus event;
// - keeps what needs the app: a click on a button and a form's submit are replayed (once each)
//   when the app is live, so the first "Send" is not lost and the browser never posts the form;
// - says so when that waits long, or when the app cannot be loaded (with a Reload button), and
//   reloads by itself, once, when the app's files are gone because a newer version replaced them;
//   what waited for the app then is carried across the reload and done once the new version is
//   live, or the visitor is told plainly that it was not done.
// (The theme switch, when the owner offers one, is ./color-scheme.ts's.)

declare const BOOT_SETTINGS: BootSettings;

/** An action carried across a reload: a draft form's submit, or a click on a button by its
 * label (the same button in a newer version of the page). */
type CarriedAction = { submit: string } | { click: string };

const labelOf = (control: Element) =>
  control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/**
 * Calls `then` once the browser has reported a largest paint at or after `since` (a frame is
 * reported when it is on screen, later than its callbacks run); after a frame where it cannot
 * say, or when nothing larger came within half a second.
 */
function afterLargestPaint(since: number, then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    setTimeout(then);
  };
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes(
    'largest-contentful-paint',
  )
    ? new PerformanceObserver(
        (list) => list.getEntries().some((entry) => entry.startTime >= since) && once(),
      )
    : undefined;
  if (!observer) return requestAnimationFrame(once);
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(once, 500);
}

function takeCarried(): CarriedAction[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(carriedKey) ?? '[]');
    sessionStorage.removeItem(carriedKey);
    return Array.isArray(saved)
      ? saved.filter(
          (action): action is CarriedAction =>
            typeof action?.submit === 'string' || typeof action?.click === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

const reloadedKey = 'portfolio:reloaded-for';
/** What waited for the app when the page reloaded itself (CarriedAction[]). */
const carriedKey = 'portfolio:carried-actions';
/** How long an action waits for the app before the visitor is told it is slow to come. */
const slowNoticeMs = 2000;

(function boot(settings: BootSettings) {
  const html = document.documentElement;
  const root = document.getElementById('root') as HTMLElement;
  const main = document.getElementById(mainContentId) as HTMLElement;
  const menu = document.getElementById(phoneMenuId);
  const listening = new AbortController();
  const { signal } = listening;

  // The screens this page can show: Home is the page itself, the others come from their files.
  // Home's nodes move aside when another screen is first shown (nothing is copied before the
  // first paint), and come back as a copy.
  const home = document.createDocumentFragment();
  type Screen = { title: string; file?: string; content?: DocumentFragment; loading?: Loading };
  type Loading = Promise<DocumentFragment | undefined>;
  const screens = new Map<string, Screen>([['/', { content: home, title: document.title }]]);
  for (const [path, { file, title }] of Object.entries(settings.screens))
    screens.set(path, { file, title });

  /** What to do once the app is live: at most one action per control, so a second "Send" on a
   * page that seems not to respond does not send twice. */
  const waitingForApp = new Map<EventTarget, { action: () => void; carried?: CarriedAction }>();
  /** Actions carried across a reload, until their control is on the page again. */
  let carried = takeCarried();
  let started = false;
  let attempts = 0;
  let reloading = false;
  let failure: string | undefined;
  let waitTimer: ReturnType<typeof setTimeout> | undefined;
  let painted = () => {};
  const screenPainted = new Promise<void>((resolve) => (painted = resolve));
  /** When the screen of the address was put on the page (0: it is the page itself). */
  let shownAt = 0;
  /** The fetch of the address's screen that ./early-screen.ts began. */
  let early = (window as unknown as Record<string, EarlyScreen | undefined>)[earlyScreenKey];

  const url = (file: string) => settings.base + file;
  const currentRoute = () => readRoute(location.hash, [...screens.keys()]);
  const partsOf = (route: string) =>
    settings.preloads.concat(settings.routeParts[route] ?? []).map(url);

  /** A screen's content from its file (fetched once), its CSS moved into <head>; nothing when
   * it cannot be had (a file gone after a redeploy reloads the page, as the app's do). */
  function load(path: string, screen: Screen): Loading {
    return (screen.loading ??= (async () => {
      const address = url(screen.file ?? '');
      const response = await (early?.path === path
        ? early.response
        : fetch(address).catch(() => undefined));
      if (early?.path === path) early = undefined; // a response is read once
      const html = response?.ok ? await response.text().catch(() => undefined) : undefined;
      if (html === undefined) {
        if (response?.status === 404 || response?.status === 410) void startFailed(address);
        screen.loading = undefined; // asked again when next shown
        return undefined;
      }
      const holder = document.createElement('template');
      holder.innerHTML = html;
      for (const style of holder.content.querySelectorAll('style')) document.head.append(style);
      return (screen.content = holder.content);
    })());
  }

  function put(path: string, content: DocumentFragment) {
    main.removeAttribute(loadingAttribute);
    main.replaceChildren(content.cloneNode(true));
    root.setAttribute(prerenderedAttribute, path);
    restoreDrafts(main);
    resumeCarried();
    shownAt ||= performance.now();
    painted();
  }

  /** Shows a route's prerendered screen (once its file is here), marking its links as React
   * Router's NavLink does; false when there is none. Writes the address as the router will
   * read it. */
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
    if (root.getAttribute(prerenderedAttribute) === path) {
      restoreDrafts(main);
      return true;
    }
    for (const link of root.querySelectorAll('nav a[href^="#/"]')) {
      const current = link.getAttribute('href') === `#${path}`;
      link.classList.toggle('active', current);
      if (current) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
    document.title = screen.title;
    if (screen.content) {
      put(path, screen.content);
      return true;
    }
    // Until the screen's file is here, the shell with an empty <main>: the page's first paint
    // does not wait for it, and nothing moves when it comes.
    main.replaceChildren();
    main.setAttribute(loadingAttribute, 'true');
    root.removeAttribute(prerenderedAttribute);
    void load(path, screen).then((content) => {
      if (root.hasAttribute(appAttribute) || currentRoute().path !== path) return;
      if (content) put(path, content);
      else {
        main.removeAttribute(loadingAttribute);
        startApp(); // it renders the screen itself
      }
    });
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
    if (reloading) return;
    const status = await fetch(address, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    );
    if (reloading || ((status === 404 || status === 410) && reloadOnce(address))) return;
    const file = address.split('/').pop();
    failure = `${file}: ${status ? `HTTP ${status}` : settings.text.networkError}`;
    if (waitingForApp.size || carried.length) showFailure();
  }

  /** Reloads once per missing file (a page reloaded into a newer version names new files), with
   * what waits for the app written down to be done after the reload. */
  function reloadOnce(address: string): boolean {
    try {
      const reloadedFor: unknown = JSON.parse(sessionStorage.getItem(reloadedKey) ?? '[]');
      const addresses = Array.isArray(reloadedFor) ? reloadedFor : [];
      if (addresses.includes(address)) return false;
      sessionStorage.setItem(reloadedKey, JSON.stringify([...addresses, address]));
      const waiting = [...waitingForApp.values()].flatMap((entry) => entry.carried ?? []);
      const toCarry = [...carried, ...waiting];
      if (toCarry.length) sessionStorage.setItem(carriedKey, JSON.stringify(toCarry));
    } catch {
      return false; // without storage a reload could repeat for ever
    }
    reloading = true;
    // Past the browser's cache of this page, which may still name the old files.
    void fetch(location.pathname + location.search, { cache: 'reload' })
      .catch(() => {})
      .then(() => location.reload());
    return true;
  }

  const { text } = settings;
  function showFailure() {
    const pending = [
      ...[...waitingForApp.values()].flatMap((entry) => entry.carried ?? []),
      ...carried,
    ];
    const notDone = pending.some((action) => 'submit' in action)
      ? text.messageNotSent
      : pending.length
        ? text.actionNotDone
        : '';
    const message = text.startFailed.replace('{failure}', failure ?? '');
    showStartNotice(notDone ? `${message} ${notDone}` : message, 'alert', text);
  }

  function replayOnceLive(control: EventTarget, action: () => void, carry?: CarriedAction) {
    waitingForApp.set(control, { action, carried: carry });
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
  const prefetchApp = () => {
    prefetch([url(settings.entry), ...partsOf(currentRoute().path)]);
    for (const [path, screen] of screens) if (screen.file) void load(path, screen);
  };

  /** The form or button of a carried action, when the page shows it. */
  function controlOf(action: CarriedAction): HTMLElement | null | undefined {
    if ('submit' in action)
      return [...root.querySelectorAll<HTMLFormElement>(`form[${draftAttribute}]`)].find(
        (form) => form.getAttribute(draftAttribute) === action.submit,
      );
    return [...root.querySelectorAll<HTMLElement>('button[type="button"]')].find(
      (button) => labelOf(button) === action.click,
    );
  }

  function carry(action: CarriedAction, control: HTMLElement) {
    if ('submit' in action) {
      const form = control as HTMLFormElement;
      const submitter = form.querySelector<HTMLElement>('[type="submit"]') ?? undefined;
      replayOnceLive(form, () => form.isConnected && form.requestSubmit(submitter), action);
    } else replayOnceLive(control, () => control.isConnected && control.click(), action);
  }

  /** Does what waited for the app before the page reloaded itself, once the app is live. */
  function resumeCarried() {
    carried = carried.filter((action) => {
      const control = controlOf(action);
      if (control) carry(action, control);
      return !control;
    });
  }

  // On the document, after the colour-scheme script's listener, which keeps the theme switch's
  // clicks to itself.
  const on = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) => document.addEventListener(type, listener, { capture, signal });

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
        replayOnceLive(control, () => control.isConnected && (control as HTMLElement).click(), {
          click: labelOf(control),
        });
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
    const draft = form.getAttribute(draftAttribute);
    replayOnceLive(
      form,
      () => {
        if (form.isConnected) form.requestSubmit(submitter ?? undefined);
      },
      draft ? { submit: draft } : undefined,
    );
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
    actions.forEach(({ action }) => action());
    // Carried across a reload onto a screen the app rendered itself (its file was missing).
    for (const action of carried) {
      const control = controlOf(action);
      if (!control) continue;
      if ('submit' in action) (control as HTMLFormElement).requestSubmit();
      else control.click();
    }
  }).observe(html, { attributeFilter: [interactiveAttribute] });

  if (!show()) startApp();
  resumeCarried();
  if (root.getAttribute(prerenderedAttribute) === '/') painted();

  // Once the screen of the address is painted in its font, with its images: then nothing the
  // background download delays can be the page's largest paint.
  const loaded = new Promise((resolve) =>
    document.readyState === 'complete'
      ? resolve(0)
      : addEventListener('load', resolve, { once: true }),
  );
  void Promise.all([screenPainted, loaded, document.fonts?.ready]).then(() =>
    afterLargestPaint(shownAt, prefetchApp),
  );
})(BOOT_SETTINGS);

// Keeps the declaration file-local: this file is a script, bundled on its own.
export {};
