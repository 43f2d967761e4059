import {
  earlyScreenKey,
  loadingAttribute,
  missingAddressAttribute,
  notFoundRoute,
  prerenderedAttribute,
  type BootSettings,
  type EarlyScreen,
} from './contract';
import { markCurrentLink, nameScreen, pointLanguageLinks } from './screen-change';

type Loading = Promise<DocumentFragment | undefined>;
type Screen = { title: string; file?: string; loading?: Loading };

export type ScreenHooks = {
  /** A screen was put on the page (its draft forms to fill in). */
  shown: () => void;
  /** The screen of the address cannot be had from its file at `address`: the network failed,
   * or the file is gone (a redeploy removed it). */
  unavailable: (address: string) => void;
};

/**
 * The prerendered screens: Home is the page itself, the others come from their files (for the
 * address, fetched already by ./early-screen.ts); an address no screen has shows the not-found
 * screen, the address named in it. Home's nodes move aside when another screen is first shown
 * (nothing is copied before the first paint), and come back as a copy.
 */
export function prerenderedScreens(settings: BootSettings, hooks: ScreenHooks) {
  const root = document.getElementById('root') as HTMLElement;
  const main = root.querySelector('main') as HTMLElement;
  const home = document.createDocumentFragment();
  const early = (window as unknown as Record<string, unknown>)[earlyScreenKey] as EarlyScreen;
  const screens = new Map<string, Screen>([
    ['/', { loading: Promise.resolve(home), title: document.title }],
  ]);
  for (const [path, file] of Object.entries(early.files))
    screens.set(path, { file, title: settings.titles[path] ?? '' });

  const current = () => early.readRoute(location.hash, [...screens.keys()]);

  /** A screen's content from its file (fetched once, kept), its CSS moved into <head>. */
  function load(path: string, screen: Screen): Loading {
    return (screen.loading ??= (async () => {
      const address = settings.base + (screen.file ?? '');
      const response = await (early.path === path
        ? early.response
        : fetch(address).catch(() => undefined));
      if (early.path === path) early.path = undefined; // a response is read once
      const html = response?.ok ? await response.text().catch(() => undefined) : undefined;
      if (html === undefined) {
        screen.loading = undefined; // asked again when next shown
        return undefined;
      }
      const holder = document.createElement('template');
      holder.innerHTML = html;
      document.head.append(...holder.content.querySelectorAll('style'));
      return holder.content;
    })());
  }

  function put(path: string, content: DocumentFragment) {
    main.removeAttribute(loadingAttribute);
    main.replaceChildren(content.cloneNode(true));
    for (const address of main.querySelectorAll(`[${missingAddressAttribute}]`))
      address.textContent = path;
    root.setAttribute(prerenderedAttribute, path);
    hooks.shown();
  }

  /** Shows the route's prerendered screen (once its file is here): its title, its link marked
   * current, the other languages' links to it; false when there is no screen to show. Writes the
   * address as readRoute reads it. */
  function show(): boolean {
    const { path, search } = current();
    const screen = screens.get(path) ?? screens.get(notFoundRoute);
    if (path !== '/' && root.getAttribute(prerenderedAttribute) === '/' && !home.hasChildNodes())
      home.append(...main.childNodes);
    if (!screen) return false;
    if (screens.has(path) && location.hash && location.hash !== `#${path}${search}`)
      history.replaceState(history.state, '', `#${path}${search}`);
    markCurrentLink(root, path);
    pointLanguageLinks(root, path, search);
    nameScreen(screen.title);
    if (root.getAttribute(prerenderedAttribute) === path) return true;
    // Until the screen's file is here, the shell with an empty <main>: the page's first paint
    // does not wait for it, and nothing moves when it comes. (A screen already here comes
    // before the next paint.)
    main.replaceChildren();
    main.setAttribute(loadingAttribute, 'true');
    root.removeAttribute(prerenderedAttribute);
    void load(path, screen).then((content) => {
      if (current().path !== path) return;
      if (content) put(path, content);
      else {
        main.removeAttribute(loadingAttribute);
        hooks.unavailable(settings.base + (screen.file ?? ''));
      }
    });
    return true;
  }

  /** Fetches every other screen's file (the not-found screen's when it is needed), so that a
   * move to one shows it at once. */
  const loadAll = () => {
    for (const [path, screen] of screens)
      if (screen.file && path !== notFoundRoute) void load(path, screen);
  };

  return { show, current, loadAll };
}
