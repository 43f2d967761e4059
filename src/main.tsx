import './theme/fonts.css';

// The page is already painted from prerendered HTML (scripts/prerender.mjs), and the visitor has
// just acted on it: index.html's boot script (scripts/boot.js) loads this entry on the first
// input. What is left is to make the page live without blocking the main thread for long, so the
// work comes in slices, each its own task: React, then the app's code, then hydration (itself
// interruptible).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const { startApp } = await import('./app/start-react');
await nextTask();
const { App, createAppRouter, whenRouterReady } = await import('./app/app');
await nextTask();
const router = createAppRouter();
// Render once the first screen's part is in, so what React renders matches the page shown.
await whenRouterReady(router);
await nextTask();
startApp(container, router, App);
