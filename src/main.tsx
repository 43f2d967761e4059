import 'virtual:font-faces.css';
import { loadPart } from './app/part-load-error';
import { appFailedEvent, restoreStyleIds, type AppFailure } from './start-up/contract';

// The page is already painted from prerendered HTML (scripts/site/prerender-plugin.ts), and the
// visitor has just acted on it: index.html's start-up script (src/start-up/boot.ts) loads this
// entry on the first input. What is left is to make the page live without blocking the main
// thread for long, so the work comes in slices, each its own task: React, then the app's code,
// then hydration (itself interruptible).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  restoreStyleIds(); // before Emotion loads (with start-react)
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { takeOverPage } = await loadPart('start-react', () => import('./app/start-react'));
  await nextTask();
  const { App, createAppRouter, whenRouterReady } = await loadPart(
    'app',
    () => import('./app/app'),
  );
  await nextTask();
  const router = createAppRouter();
  // Render once the first screen's part is in, so what React renders matches the page shown.
  await whenRouterReady(router);
  await nextTask();
  await takeOverPage(container, router, App);
}

start().catch((error: unknown) => {
  // The start-up script tells the visitor (or reloads into a newer version of the site).
  const detail: AppFailure = { address: (error as { url?: string }).url };
  window.dispatchEvent(new CustomEvent(appFailedEvent, { detail }));
  throw error;
});
