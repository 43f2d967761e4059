import type { BootSettings } from './contract';

/** sessionStorage: the entry of the page that reloaded itself (one reload per version). */
const reloadedKey = 'portfolio:reloaded';
/** sessionStorage: a Send was pressed when the page reloaded itself, and was not sent. */
export const notSentKey = 'portfolio:unsent';

export type LoaderHooks = {
  /** The app cannot be had, for `failure` ("index-x.js: HTTP 500"); the page stays as it is. */
  failed: (failure: string) => void;
  /** Whether a Send waits for its island (written down when the page reloads itself). */
  sendWaiting: () => boolean;
};

/**
 * Loads the islands' entry (src/main.tsx) once the visitor acts, and finds out why it could not
 * be had. Its files gone (404) means a newer version of the site replaced them: the page
 * reloads, once, into that version; anything else is the visitor's to hear (hooks.failed).
 */
export function appLoader(settings: BootSettings, hooks: LoaderHooks) {
  const url = (file: string) => settings.base + file;
  let started = false;
  let attempts = 0;
  let reloading = false;

  /** Adds the islands' entry to the page (again after a failure, at another address: a module
   * that failed to load stays failed under its address for the page's life). */
  function loadApp(parts: string[]) {
    if (started) return;
    started = true;
    if (!attempts++)
      for (const part of parts)
        document.head.append(
          Object.assign(document.createElement('link'), {
            rel: 'modulepreload',
            href: url(part),
            crossOrigin: '',
          }),
        );
    const script = Object.assign(document.createElement('script'), {
      type: 'module',
      src: url(settings.entry) + (attempts > 1 ? `?attempt=${attempts}` : ''),
      crossOrigin: '',
      onerror() {
        script.remove();
        void appFailed(url(settings.entry));
      },
    });
    document.head.append(script);
  }

  /** The app could not start (its entry, or a part the entry needs, could not be had). */
  function appFailed(address = url(settings.entry)) {
    started = false; // the next Send tries again
    return unavailable(address);
  }

  /** A file of the islands (or a screen's) could not be had: why? */
  async function unavailable(address: string) {
    if (reloading) return;
    const status = await fetch(address, { method: 'HEAD', cache: 'no-store' }).then(
      (response) => response.status,
      () => 0,
    );
    if (reloading || (status === 404 && reloadOnce())) return;
    hooks.failed(
      `${address.split('/').pop()}: ${status ? `HTTP ${status}` : settings.text.networkError}`,
    );
  }

  /** Reloads once per version of the page, past the browser's cache of it (which may still
   * name the old files); a Send that waited is written down, to be said not sent. */
  function reloadOnce(): boolean {
    try {
      if (sessionStorage.getItem(reloadedKey) === settings.entry) return false;
      sessionStorage.setItem(reloadedKey, settings.entry);
      if (hooks.sendWaiting()) sessionStorage.setItem(notSentKey, '1');
    } catch {
      return false; // without storage a reload could repeat for ever
    }
    reloading = true;
    void fetch(location.pathname + location.search, { cache: 'reload' })
      .catch(() => {})
      .then(() => location.reload());
    return true;
  }

  /** Into the HTTP cache, where the islands' module requests find them, one short task each.
   * fetch() rather than <link rel="prefetch">: a link added to <head> makes the browser
   * recalculate the page's styles. */
  function prefetch(hrefs: string[]) {
    const href = hrefs.shift();
    if (!href || started) return;
    fetch(href, { priority: 'low' } as RequestInit).then(
      (response) => (response.status === 404 ? unavailable(href) : response.blob().then(() => {})),
      () => {}, // fetched again when it is needed
    );
    setTimeout(prefetch, 0, hrefs);
  }

  return {
    loadApp,
    appFailed,
    unavailable,
    prefetch: (files: string[]) => prefetch(files.map(url)),
  };
}
