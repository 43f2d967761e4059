// The one inline script of index.html: scripts/prerender.mjs minifies it, puts its settings in
// place of BOOT_SETTINGS and allows it by its hash in the Content-Security-Policy. It runs right
// after the prerendered screens' <template>s, before the first paint.
//
// The page needs no other script to be read and navigated, so the app (React, MUI and the
// router: a few hundred milliseconds of main-thread work on a phone) starts only when the
// visitor first acts, its code fetched in the background meanwhile. Until the app has taken over
// (it marks #root with data-app), this script:
// - shows the prerendered screen for the address (routes live in the hash, which a server never
//   sees), and another one when a link changes it, moving focus to <main> as the app does; a
//   route with no prerendered screen (a mistyped address) or a saved contact-form draft starts
//   the app at once;
// - once the first paint is on screen, downloads the app's parts into the browser's cache one by
//   one (each its own short task, none competing with what the first paint needs);
// - starts the app on the first pointer, touch, wheel, key or focus event (and on the next one
//   again if its script could not be loaded);
// - keeps what needs the app: a click on a button and a form's submit are replayed (once each)
//   when the app is live (html[data-interactive]), so the first tap on the menu or on "Send" is
//   not lost and a form is never posted by the browser to itself (a reload that would lose the
//   message);
// - lets in-page links ("Skip to main content") move focus instead of changing the route.
// (The theme switch, when the owner offers one, is scripts/color-scheme-init.js's.)
(function (settings) {
  const root = document.getElementById('root');
  const shell = document.querySelector('template[data-shell]');
  const screens = document.querySelectorAll('template[data-route]');
  /** What to do once the app is live: at most one action per control, so a second tap on a
   * menu that seems not to respond does not close it again, nor a second "Send" send twice. */
  const waitingForApp = new Map();
  let started = false;

  const isLive = () => root.hasAttribute('data-app');
  const currentRoute = () =>
    (location.hash.slice(1).split(/[?#]/)[0] || '/').replace(/(.)\/+$/, '$1');
  const url = (file) => settings.base + file;
  const partsOf = (route) => settings.preloads.concat(settings.routeParts[route] || []).map(url);

  /**
   * Shows the route's prerendered screen in the shell shared by all (index.html holds the shell
   * once), marking its navigation link as React Router's NavLink does; false when there is none.
   */
  function show(route) {
    root.textContent = '';
    root.removeAttribute('data-prerendered');
    const screen = [...screens].find((template) => template.getAttribute('data-route') === route);
    if (!screen) return false;
    root.appendChild(shell.content.cloneNode(true));
    root.querySelector('main').appendChild(screen.content.cloneNode(true));
    for (const link of root.querySelectorAll(`nav a[href="#${route}"]`)) {
      link.setAttribute('aria-current', 'page');
      link.classList.add('active');
    }
    root.setAttribute('data-prerendered', route);
    document.title = screen.getAttribute('data-title');
    return true;
  }

  function focusById(id) {
    const element = document.getElementById(id);
    if (element) element.focus({ preventScroll: true });
  }

  function modulePreload(href) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.appendChild(link);
  }

  function startApp() {
    if (started) return;
    started = true;
    partsOf(currentRoute()).forEach(modulePreload);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = url(settings.entry);
    script.crossOrigin = '';
    // Offline or a dropped connection: the page stays as it is, and the next input tries again.
    script.onerror = () => {
      script.remove();
      started = false;
    };
    document.head.appendChild(script);
  }

  // Into the HTTP cache, where the app's module requests find them. fetch() rather than
  // <link rel="prefetch">: a link added to <head> makes the browser recalculate the page's styles.
  function prefetch(hrefs) {
    const href = hrefs.shift();
    if (!href || started) return;
    fetch(href, { credentials: 'same-origin', priority: 'low' })
      .then((response) => response.blob())
      .catch(() => {}); // the app fetches it again when it starts
    setTimeout(prefetch, 0, hrefs);
  }
  const prefetchApp = () =>
    setTimeout(prefetch, 0, [url(settings.entry), ...partsOf(currentRoute())]);

  function replayOnceLive(control, action) {
    waitingForApp.set(control, action);
    startApp();
  }

  function hasSavedDraft() {
    try {
      return localStorage.getItem(settings.draftKey) !== null;
    } catch {
      return false; // storage blocked: there is no draft
    }
  }

  // A saved message draft must show in the form at once, and only the app can show it.
  if (!show(currentRoute()) || hasSavedDraft()) startApp();

  addEventListener('hashchange', () => {
    if (isLive()) return;
    if (!show(currentRoute())) return startApp();
    scrollTo(0, 0);
    focusById(settings.mainId);
  });

  for (const type of ['pointerdown', 'pointermove', 'touchstart', 'wheel', 'keydown', 'focusin'])
    addEventListener(type, startApp, { capture: true, passive: true });

  document.addEventListener(
    'click',
    (event) => {
      if (isLive() || !(event.target instanceof Element)) return;
      const control = event.target.closest('a[href^="#"], button[type="button"]');
      if (!control) return;
      const href = control.getAttribute('href');
      if (href === null) {
        replayOnceLive(control, () => control.isConnected && control.click());
      } else if (href.charAt(1) !== '/') {
        event.preventDefault();
        focusById(href.slice(1));
      }
    },
    true,
  );

  document.addEventListener('submit', (event) => {
    event.preventDefault();
    if (isLive()) return;
    const form = event.target;
    const submitter = event.submitter;
    replayOnceLive(form, () => {
      if (form.isConnected) form.requestSubmit(submitter ?? undefined);
    });
  });

  new MutationObserver((_, observer) => {
    if (!document.documentElement.hasAttribute('data-interactive')) return;
    observer.disconnect();
    const actions = [...waitingForApp.values()];
    waitingForApp.clear();
    actions.forEach((action) => action());
  }).observe(document.documentElement, { attributeFilter: ['data-interactive'] });

  const canObservePaint = (window.PerformanceObserver?.supportedEntryTypes || []).includes('paint');
  if (document.visibilityState === 'hidden' || !canObservePaint) {
    prefetchApp();
  } else {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      prefetchApp();
    }).observe({ type: 'paint', buffered: true });
  }
})(BOOT_SETTINGS);
