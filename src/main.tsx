import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, whenRouterReady } from './app/app';
import { keepTextTypedBeforeHydration } from './features/contact/draft-store';
import './theme/fonts.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// Render once the first screen's part is in, so what React renders matches the page shown.
await whenRouterReady(router);

// index.html already shows this route's prerendered HTML (see scripts/prerender.mjs): take it
// over in place, in small slices so the page stays responsive. Any other route renders anew.
if (container.dataset.prerendered === router.state.location.pathname) {
  const stopKeeping = keepTextTypedBeforeHydration(container);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} onReady={stopKeeping} />
      </StrictMode>,
      {
        // A mismatch makes React redraw the page: a visible flash the browser tests must catch.
        onRecoverableError: (error, info) =>
          console.error(
            'Hydration did not match the prerendered page:',
            error,
            info.componentStack,
          ),
      },
    );
  });
} else {
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
