import 'virtual:font-faces.css';
import { loadPart } from './app/part-load-error';
import { islands } from './app/islands';
import type { IslandName } from './shared/island';
import {
  appFailedEvent,
  islandAttribute,
  islandProps,
  mainContentId,
  markLive,
  type AppFailure,
} from './start-up/contract';
import { hasPopovers, phoneMenuId } from './start-up/phone-menu';

// The page is painted from HTML made when the site built it, and index.html's start-up script
// (src/start-up/boot.ts) shows its screens, works its menu and switches and keeps what is typed.
// It loads this entry when the visitor first acts on a screen with a part that must come alive
// (an island: src/shared/island.tsx), or where the browser has no popovers for the phone menu.
// What this does: takes each island of the screen shown over (hydration), in its own task, and
// the islands of every screen shown after, as they come; then the page is live.

type Root = { unmount: () => void };

const main = document.getElementById(mainContentId);
if (!main) throw new Error('index.html has no <main>');
const live = new Map<Element, Root>();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Tells the page whether it responds to input: every island of the screen shown is live. */
const updateLive = () => markLive(main as HTMLElement);

async function takeOver(slot: HTMLElement) {
  const name = slot.getAttribute(islandAttribute) as IslandName;
  const island = islands[name];
  // React in a task of its own, then the island's code, then the hydration.
  const [{ hydrate }, { default: Component }] = await Promise.all([
    loadPart('hydrate', () => import('./app/hydrate-island')),
    loadPart(island.part, island.load),
  ]);
  await nextTask();
  if (!slot.isConnected || live.has(slot)) return;
  live.set(slot, hydrate(slot, Component, islandProps(slot), name, updateLive));
}

/** Takes over the islands of the screen shown that are not live yet; lets go of those whose
 * screen has gone. */
async function update() {
  for (const [slot, root] of live)
    if (!slot.isConnected) {
      live.delete(slot);
      root.unmount();
    }
  const waiting = [...(main?.querySelectorAll<HTMLElement>(`[${islandAttribute}]`) ?? [])].filter(
    (slot) => !live.has(slot),
  );
  updateLive();
  await Promise.all(waiting.map(takeOver));
}

async function start() {
  if (!hasPopovers()) {
    const { workMenuWithoutPopovers } = await import('./start-up/phone-menu-fallback');
    const menu = document.getElementById(phoneMenuId);
    if (menu) workMenuWithoutPopovers(menu);
  }
  // The start-up script puts each screen it shows into <main>.
  new MutationObserver(() => void update().catch(failed)).observe(main as HTMLElement, {
    childList: true,
  });
  await update();
}

function failed(error: unknown) {
  // The start-up script tells the visitor (or reloads into a newer version of the site).
  const detail: AppFailure = { address: (error as { url?: string }).url };
  window.dispatchEvent(new CustomEvent(appFailedEvent, { detail }));
  throw error;
}

// The start-up script adds this entry again, at another address, when it could not start (a Send
// tries again): the islands already here take their screen over again, once.
const started = window as { portfolioIslands?: () => void };
if (started.portfolioIslands) started.portfolioIslands();
else {
  started.portfolioIslands = () => void update().catch(failed);
  start().catch(failed);
}
