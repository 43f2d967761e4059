import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, whenRouterReady } from './app/app';
import './theme/fonts.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// Render once the first screen's part is in, so the visitor never sees an empty shell.
await whenRouterReady(router);

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
